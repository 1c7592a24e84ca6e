import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { freePort } from '../bench/site-process';
import { check, notExited, processUsers, statusOf, waitUntilReady } from './container-checks';
import { localPlayManifests } from './local-play-manifests';
import { podman, podmanOutput } from './podman';
import { PRODUCTION_OVERLAY, renderKustomization, type KubernetesObject } from './rendered-manifests';
import { SITE_USER } from './site-container';
import { pinnedLocalEnvironment } from './test-composition';

const PAGE = '/terms-of-use?lng=en';

/** The named volumes podman holds now. */
const volumes = async () => new Set((await podmanOutput(['volume', 'ls', '--quiet'])).split('\n').filter(Boolean));

/** The podman volumes a play makes: one per emptyDir, by its name, and one per config map mounted, by the map's. */
function playedVolumeNames(manifests: readonly KubernetesObject[]): string[] {
  const deployment = manifests.find((manifest) => manifest.kind === 'Deployment') as {
    spec?: { template?: { spec?: { volumes?: Array<{ name: string; emptyDir?: unknown; configMap?: { name: string } }> } } };
  };
  return (deployment.spec?.template?.spec?.volumes ?? []).flatMap((volume) =>
    volume.configMap ? [volume.configMap.name] : volume.emptyDir !== undefined ? [volume.name] : [],
  );
}

/**
 * The production overlay's Deployment and settings, rendered by kustomize and played by podman with
 * the local image: a real consumer of the manifests, within its limits. It runs one replica, and
 * podman (4.3) runs none of the probes (a liveness probe becomes a health check that calls curl,
 * which the image does not have, on a timer podman schedules through systemd): the readiness the
 * manifests ask of a cluster is asked here over the published port.
 */
export async function playManifests(image: string): Promise<void> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const name = `echowatch-site-play-${process.pid}`;
  // The pod's own network reaches no CDN on this host: its remotes render as their fallbacks.
  const environment = pinnedLocalEnvironment('http://127.0.0.1:9');
  const manifests = localPlayManifests(await renderKustomization(PRODUCTION_OVERLAY), { image, name, port, metricsPort, environment });
  const dir = mkdtempSync(path.join(tmpdir(), 'ew-kube-play-'));
  const file = path.join(dir, 'site.yaml');
  writeFileSync(file, manifests.map((manifest) => stringify(manifest)).join('---\n'));
  const volumesBefore = await volumes();
  const origin = `http://127.0.0.1:${port}`;
  const container = `${name}-pod-0-site`;
  try {
    await podmanOutput(['kube', 'play', '--quiet', file]);
    await check('the played Deployment becomes ready (/readyz 200 through its published port)', () => waitUntilReady(container, origin));
    await check(`serves ${PAGE} (its remotes as fallbacks: the pod's network reaches no CDN here)`, async () => {
      const response = await fetch(`${origin}${PAGE}`);
      const text = await response.text();
      if (response.status !== 200 || !text.includes('id="main-content"')) throw new Error(`${PAGE} answered ${response.status} without the page's <main>`);
    });
    await check("runs as the securityContext's user, on a read-only root with /tmp writable", async () => {
      const users = await processUsers(container);
      if (users.length === 0 || users.some((user) => user !== String(SITE_USER))) throw new Error(`process users: ${users.join(', ')}`);
      const readOnly = (await podmanOutput(['inspect', container, '--format', '{{.HostConfig.ReadonlyRootfs}}'])).trim();
      if (readOnly !== 'true') throw new Error(`ReadonlyRootfs is ${readOnly}`);
      await podmanOutput(['exec', container, 'node', '-e', "require('node:fs').writeFileSync('/tmp/written', 'ok')"]);
    });
    await check('answers /metrics on the port named metrics', async () => {
      if ((await statusOf(`http://127.0.0.1:${metricsPort}/metrics`)) !== 200) throw new Error('/metrics did not answer 200');
    });
    await notExited(container);
  } finally {
    await podman(['kube', 'down', file]);
    // Only the play's own: none that was there before it.
    const made = playedVolumeNames(manifests).filter((volume) => !volumesBefore.has(volume));
    if (made.length > 0) await podman(['volume', 'rm', '--force', ...made]);
    rmSync(dir, { recursive: true, force: true });
  }
}
