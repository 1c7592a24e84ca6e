import type { SiteConfig } from '@echowatch/contracts';
import { onlyOfKind, type KubernetesObject } from './rendered-manifests';

export interface LocalPlay {
  /** The image built here, instead of the registry's. */
  image: string;
  /** Unique per run, so a play never meets another's pod. */
  name: string;
  /** Host ports on 127.0.0.1 for the container's http and metrics ports. */
  port: number;
  metricsPort: number;
  /** The environment the pod serves, mounted from a config map (no store is reachable from its network). */
  environment: SiteConfig;
}

interface Container {
  name: string;
  image: string;
  ports: Array<{ name: string; containerPort: number; hostPort?: number; hostIP?: string }>;
  envFrom: Array<{ configMapRef?: { name: string } }>;
  volumeMounts?: Array<{ name: string; mountPath: string; readOnly?: boolean }>;
}

interface PodTemplate {
  spec: { template: { spec: { containers: Container[]; volumes?: Array<Record<string, unknown>> } } };
}

export const PLAYED_ENVIRONMENT = '/etc/echowatch/env.json';

/**
 * The rendered Deployment and its settings as `podman kube play` can run them here: the local
 * image, its ports published on 127.0.0.1, and the environment read from a mounted config map
 * (SITE_ENV_FILE) instead of the store SITE_ENV_URL names. Everything else — probes, security
 * context, the read-only root and its writable /tmp, resources — is played as rendered.
 */
export function localPlayManifests(rendered: readonly KubernetesObject[], play: LocalPlay): KubernetesObject[] {
  const deployment = structuredClone(onlyOfKind<PodTemplate>(rendered, 'Deployment'));
  const pod = deployment.spec.template.spec;
  const container = pod.containers[0]!;
  const settingsName = container.envFrom.find((source) => source.configMapRef)?.configMapRef?.name;
  const settings = structuredClone(rendered.find((object) => object.kind === 'ConfigMap' && object.metadata.name === settingsName));
  if (!settings) throw new Error(`The Deployment reads its settings from config map ${settingsName}, which was not rendered.`);

  const environmentMap = `${play.name}-environment`;
  deployment.metadata.name = play.name;
  container.image = play.image;
  for (const port of container.ports) {
    port.hostIP = '127.0.0.1';
    port.hostPort = port.name === 'metrics' ? play.metricsPort : play.port;
  }
  pod.volumes = [...(pod.volumes ?? []), { name: 'environment', configMap: { name: environmentMap } }];
  container.volumeMounts = [...(container.volumeMounts ?? []), { name: 'environment', mountPath: '/etc/echowatch', readOnly: true }];

  const data = { ...(settings.data as Record<string, string>) };
  delete data.SITE_ENV_URL;
  // SITE_ENV for releases built before SITE_ENV_FILE alone was enough in production; the file wins.
  settings.data = { ...data, SITE_ENV_FILE: PLAYED_ENVIRONMENT, SITE_ENV: 'local' };
  const environment: KubernetesObject = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: environmentMap },
    data: { 'env.json': JSON.stringify(play.environment, null, 2) },
  };
  return [settings, environment, deployment];
}
