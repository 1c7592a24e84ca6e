import { text } from 'node:stream/consumers';
import { schemaError } from './kubernetes-schemas';
import type { KubernetesObject } from './rendered-manifests';

// Kubernetes objects as a JSON array on standard input; out, a JSON array of what does not match its schema.
const objects = JSON.parse(await text(process.stdin)) as KubernetesObject[];
const errors = await Promise.all(objects.map(schemaError));
process.stdout.write(JSON.stringify(errors.filter(Boolean)));
