import type { SiteConfig } from '@echowatch/contracts';
import { localPlayManifests } from './local-play-manifests';
import type { KubernetesObject } from './rendered-manifests';

const settings: KubernetesObject = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'echowatch-site-settings-abc123', namespace: 'echowatch' },
  data: { NODE_ENV: 'production', PORT: '8080', SITE_ENV_URL: 's3://bucket/envs/production.json' },
};
const deployment: KubernetesObject = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'echowatch-site', namespace: 'echowatch' },
  spec: {
    template: {
      spec: {
        securityContext: { runAsNonRoot: true, runAsUser: 10001 },
        containers: [
          {
            name: 'site',
            image: 'registry.example.com/echowatch/echowatch-site:1.0.0',
            ports: [
              { name: 'http', containerPort: 8080 },
              { name: 'metrics', containerPort: 9464 },
            ],
            envFrom: [{ configMapRef: { name: 'echowatch-site-settings-abc123' } }],
            readinessProbe: { httpGet: { path: '/readyz', port: 'http' } },
            volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
          },
        ],
        volumes: [{ name: 'tmp', emptyDir: {} }],
      },
    },
  },
};
const service: KubernetesObject = { apiVersion: 'v1', kind: 'Service', metadata: { name: 'echowatch-site' } };
const play = { image: 'localhost/echowatch-site:1.0.0', name: 'echowatch-site-play-7', port: 41000, metricsPort: 41001, environment: { environment: 'local' } as SiteConfig };

interface Played {
  metadata: { name: string };
  data: Record<string, string>;
  spec: { template: { spec: { securityContext: object; volumes: object[]; containers: Array<Record<string, unknown> & { volumeMounts: object[] }> } } };
}

describe('localPlayManifests', () => {
  const [playedSettings, environment, played] = localPlayManifests([settings, service, deployment], play) as unknown as Played[];

  it('plays the rendered Deployment with the local image, its ports published on 127.0.0.1 only', () => {
    const container = played!.spec.template.spec.containers[0]!;
    expect(played!.metadata.name).toBe('echowatch-site-play-7');
    expect(container.image).toBe('localhost/echowatch-site:1.0.0');
    expect(container.ports).toEqual([
      { name: 'http', containerPort: 8080, hostIP: '127.0.0.1', hostPort: 41000 },
      { name: 'metrics', containerPort: 9464, hostIP: '127.0.0.1', hostPort: 41001 },
    ]);
  });

  it('keeps what the manifests decide: security context, probes, the writable /tmp', () => {
    const { spec } = played!.spec.template;
    expect(spec.securityContext).toEqual({ runAsNonRoot: true, runAsUser: 10001 });
    expect(spec.containers[0]!.readinessProbe).toEqual({ httpGet: { path: '/readyz', port: 'http' } });
    expect(spec.volumes[0]).toEqual({ name: 'tmp', emptyDir: {} });
    expect(spec.containers[0]!.volumeMounts[0]).toEqual({ name: 'tmp', mountPath: '/tmp' });
  });

  it('serves the given environment from a mounted config map instead of the store', () => {
    expect(playedSettings!.data).toEqual({ NODE_ENV: 'production', PORT: '8080', SITE_ENV_FILE: '/etc/echowatch/env.json', SITE_ENV: 'local' });
    expect(JSON.parse(environment!.data['env.json']!)).toEqual({ environment: 'local' });
    const { spec } = played!.spec.template;
    expect(spec.volumes).toContainEqual({ name: 'environment', configMap: { name: environment!.metadata.name } });
    expect(spec.containers[0]!.volumeMounts).toContainEqual({ name: 'environment', mountPath: '/etc/echowatch', readOnly: true });
  });

  it('leaves the rendered objects as they were', () => {
    expect((deployment as unknown as Played).spec.template.spec.containers[0]!.image).toBe('registry.example.com/echowatch/echowatch-site:1.0.0');
    expect(settings.data).toHaveProperty('SITE_ENV_URL');
  });
});
