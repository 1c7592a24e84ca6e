import type { IServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IService } from 'kubernetes-models/v1/Service';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../paths';
import { onlyOfKind, PRODUCTION_OVERLAY, renderKustomization, type KubernetesObject } from './rendered-manifests';
import { SITE_USER, WRITABLE_PATHS } from './site-container';

/**
 * What of `objects` does not match its schema: the models are ES modules only, which Jest's
 * CommonJS runtime cannot load, so Node checks them in a process of its own.
 */
const schemaErrors = (objects: readonly KubernetesObject[]): string[] =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'schema-check-cli.ts')], {
      cwd: ROOT,
      input: JSON.stringify(objects),
      encoding: 'utf8',
    }),
  ) as string[];

// The production overlay as kustomize renders it, the same as `kubectl kustomize` (docs/deploying.md).
let rendered: KubernetesObject[];
let deployment: IDeployment;
let settings: Record<string, string>;

beforeAll(async () => {
  rendered = await renderKustomization(PRODUCTION_OVERLAY);
  deployment = onlyOfKind<IDeployment>(rendered, 'Deployment');
  const settingsName = container().envFrom?.[0]?.configMapRef?.name;
  settings = (rendered.find((object) => object.kind === 'ConfigMap' && object.metadata.name === settingsName) as IConfigMap | undefined)?.data ?? {};
});

const pod = () => deployment.spec!.template.spec!;
const container = () => pod().containers[0]!;
const podLabels = () => deployment.spec!.template.metadata!.labels!;
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  Object.keys(selector ?? {}).length > 0 && Object.entries(selector!).every(([key, value]) => labels[key] === value);

describe('the production overlay', () => {
  it('renders the site server, its settings, its service, autoscaler, disruption budget and monitoring', () => {
    expect(rendered.map((object) => object.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'PrometheusRule', 'Service', 'ServiceMonitor'].sort(),
    );
    expect(new Set(rendered.map((object) => object.metadata.namespace))).toEqual(new Set(['echowatch']));
  });

  it('matches the Kubernetes schemas, and the Prometheus Operator\'s for its resources', () => {
    expect(schemaErrors(rendered)).toEqual([]);
  });

  it('would be refused by those schemas when a field is wrong', () => {
    const wrong = structuredClone(deployment);
    (wrong.spec!.template.spec!.containers[0]!.ports![0] as { containerPort: unknown }).containerPort = '8080';
    expect(schemaErrors([wrong as KubernetesObject])).toEqual(['Deployment echowatch-site: data/spec/template/spec/containers/0/ports/0/containerPort must be integer']);
  });

  it('is production: the settings, the image from a registry, and the shared environment every server polls', () => {
    expect(settings).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '8080', METRICS_HOST: '0.0.0.0', METRICS_PORT: '9464' });
    expect(settings.SITE_ENV_URL).toMatch(/^(s3|https?):\/\/./);
    expect(container().image).toMatch(/^[^/]+\.[^/]+\/.+:[\w.-]+$/);
  });

  it('listens where the settings say, on ports named http and metrics', () => {
    expect(container().ports).toEqual([
      { name: 'http', containerPort: Number(settings.PORT) },
      { name: 'metrics', containerPort: Number(settings.METRICS_PORT) },
    ]);
    expect(deployment.spec!.template.metadata!.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': settings.METRICS_PORT });
  });

  it('asks /readyz for traffic and /healthz for liveness and start-up, on the http port', () => {
    const { readinessProbe, livenessProbe, startupProbe } = container();
    expect(readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(startupProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
  });

  it('drains within the grace period, answering long enough for the endpoints to follow', () => {
    const delay = Number(settings.SHUTDOWN_DELAY_MS);
    const timeout = Number(settings.SHUTDOWN_TIMEOUT_MS);
    expect(delay).toBeLessThan(timeout);
    expect(pod().terminationGracePeriodSeconds! * 1000).toBeGreaterThan(timeout + delay);
    // As long as a load balancer polling /readyz needs to see the pod fail, at least.
    const readiness = container().readinessProbe!;
    expect(delay).toBeGreaterThanOrEqual(readiness.periodSeconds! * readiness.failureThreshold! * 1000);
  });

  it('runs as the image\'s user, never root, on a read-only root with each writable path mounted', () => {
    expect(pod().securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: SITE_USER });
    expect(container().securityContext).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    const emptyDirs = new Set(pod().volumes?.filter((volume) => volume.emptyDir).map((volume) => volume.name));
    const mounted = container().volumeMounts?.filter((mount) => emptyDirs.has(mount.name)).map((mount) => mount.mountPath);
    expect(mounted).toEqual(WRITABLE_PATHS);
  });

  it('asks for and caps its CPU and memory, and leaves the replica count to the autoscaler', () => {
    expect(Object.keys(container().resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
    expect(Object.keys(container().resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
    expect(deployment.spec!.replicas).toBeUndefined();
  });

  it('has its service, disruption budget and autoscaler aim at the Deployment\'s pods', () => {
    const service = onlyOfKind<IService>(rendered, 'Service');
    expect(selects(service.spec!.selector, podLabels())).toBe(true);
    expect(service.spec!.ports?.map(({ name, targetPort }) => [name, targetPort])).toEqual([
      ['http', 'http'],
      ['metrics', 'metrics'],
    ]);
    expect(selects(deployment.spec!.selector.matchLabels, podLabels())).toBe(true);

    const budget = onlyOfKind<IPodDisruptionBudget>(rendered, 'PodDisruptionBudget');
    expect(selects(budget.spec!.selector?.matchLabels, podLabels())).toBe(true);

    const autoscaler = onlyOfKind<IHorizontalPodAutoscaler>(rendered, 'HorizontalPodAutoscaler');
    expect(autoscaler.spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata!.name });
    // The budget never lets a disruption take the last pods serving.
    expect(autoscaler.spec!.minReplicas).toBeGreaterThan(Number(budget.spec!.maxUnavailable));
  });

  it('is scraped through the service\'s metrics port by the ServiceMonitor', () => {
    const monitor = onlyOfKind<IServiceMonitor>(rendered, 'ServiceMonitor');
    const service = onlyOfKind<IService>(rendered, 'Service');
    expect(selects(monitor.spec.selector.matchLabels, service.metadata!.labels ?? {})).toBe(true);
    expect(monitor.spec.endpoints?.map((endpoint) => endpoint.port)).toEqual(['metrics']);
  });
});
