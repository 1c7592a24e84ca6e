import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../paths';
import type { KubernetesObject } from './rendered-manifests';

type ModelClass = new (data: object) => { validate(): void };

const MODELS = path.join(ROOT, 'tools', 'node_modules');
// The custom resources of the Prometheus Operator have models of their own.
const packageOf = (apiVersion: string) =>
  apiVersion.startsWith('monitoring.coreos.com/') ? '@kubernetes-models/prometheus-operator' : 'kubernetes-models';

/** The typed model of `apiVersion`/`kind`, generated from the Kubernetes (or the operator's) OpenAPI schemas. */
async function modelOf(apiVersion: string, kind: string): Promise<ModelClass> {
  const file = path.join(MODELS, packageOf(apiVersion), apiVersion, `${kind}.js`);
  if (!existsSync(file)) throw new Error(`No schema for ${apiVersion} ${kind} in ${packageOf(apiVersion)}`);
  return ((await import(pathToFileURL(file).href)) as Record<string, ModelClass>)[kind]!;
}

/**
 * Why an object does not match its kind's schema (a field's type, a required field), or null.
 * The models are ES modules only: this runs under Node's own loader (schema-check-cli.ts), not Jest's.
 */
export async function schemaError(object: KubernetesObject): Promise<string | null> {
  const Kind = await modelOf(object.apiVersion, object.kind);
  try {
    new Kind(object).validate();
    return null;
  } catch (error) {
    return `${object.kind} ${object.metadata.name}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
