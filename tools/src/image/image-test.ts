import { freePort } from '../bench/site-process';
import { check, processUsers, statusOf, notExited, waitFor, waitUntilReady } from './container-checks';
import { holdPost } from './held-request';
import { podman, podmanOutput } from './podman';
import { SITE_USER, WRITABLE_PATHS } from './site-container';
import { startTestComposition } from './test-composition';

// A page the shell composes from a remote: rendered in the container, the remote's server code included.
const PAGE = '/terms-of-use?lng=en';
const TITLE = /<h1[^>]*>Terms of Use<\/h1>/;
const MOUNTED_ENVIRONMENT = '/etc/echowatch/env.json';
// Long enough to see the server answer not ready while it still accepts connections.
const SHUTDOWN_DELAY_MS = 2000;

const expectEqual = (actual: unknown, expected: unknown, what: string) => {
  if (actual !== expected) throw new Error(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
};

/**
 * Runs the image as the manifests run it (read-only root, a tmpfs on /tmp only, production mode,
 * the environment mounted from outside) and checks that it serves, runs as its own user, and
 * drains on `podman stop`. The container shares the host's network so that it reaches the
 * remotes' CDN on 127.0.0.1; it listens on 127.0.0.1 on a free port.
 */
export async function testImage(image: string): Promise<void> {
  const composition = await startTestComposition();
  const container = `echowatch-site-test-${process.pid}`;
  const [port, metricsPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  try {
    await podmanOutput([
      'run',
      '--detach',
      '--name',
      container,
      '--network',
      'host',
      '--read-only',
      '--read-only-tmpfs=false',
      ...WRITABLE_PATHS.flatMap((writable) => ['--tmpfs', `${writable}:rw,nosuid,nodev,size=64m`]),
      '--volume',
      `${composition.environmentFile}:${MOUNTED_ENVIRONMENT}:ro`,
      ...[
        'HOST=127.0.0.1',
        `PORT=${port}`,
        'METRICS_HOST=127.0.0.1',
        `METRICS_PORT=${metricsPort}`,
        `SITE_ENV_FILE=${MOUNTED_ENVIRONMENT}`,
        // Releases built before SITE_ENV_FILE alone was enough in production want a name too; the file wins.
        'SITE_ENV=local',
        `SHUTDOWN_DELAY_MS=${SHUTDOWN_DELAY_MS}`,
      ].flatMap((setting) => ['--env', setting]),
      image,
    ]);

    await check('ready (/readyz 200) in production mode on a read-only root filesystem', () => waitUntilReady(container, origin));

    await check(`renders ${PAGE} with the remote's server code, fetched from the CDN and pinned`, async () => {
      const response = await fetch(`${origin}${PAGE}`);
      expectEqual(response.status, 200, `${PAGE} answered`);
      if (!TITLE.test(await response.text())) throw new Error(`${PAGE} has no <h1>Terms of Use</h1>: its remote was not rendered`);
    });

    await check('serves /metrics on its own port', async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      if (!text.includes('site_http_request_duration_seconds')) throw new Error('no site_http_request_duration_seconds in /metrics');
    });

    await check(`runs as user ${SITE_USER}, not root`, async () => {
      const users = await processUsers(container);
      if (users.length === 0 || users.some((user) => user !== String(SITE_USER))) throw new Error(`process users: ${users.join(', ')}`);
    });

    await check('cannot write its own files', async () => {
      const write = await podman(['exec', container, 'node', '-e', "require('node:fs').writeFileSync('/srv/site/server.js', '')"]);
      if (write.code === 0 || !/EROFS|EACCES/.test(write.stderr)) throw new Error(`writing /srv/site/server.js: exit code ${write.code} ${write.stderr}`);
    });

    await check("makes a picture with sharp's libvips binary on this base", async () => {
      const made = await podmanOutput([
        'exec',
        '--workdir',
        '/srv/site',
        container,
        'node',
        '--input-type=module',
        '-e',
        "import sharp from 'sharp'; const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#204080' } }).png().toBuffer(); console.log(png.subarray(1, 4).toString());",
      ]);
      expectEqual(made.trim(), 'PNG', 'sharp made');
    });

    await check('on podman stop, finishes a request in flight after it stops listening, and exits with 0', async () => {
      const undisturbed = await fetch(`${origin}${PAGE}`, { method: 'POST', body: new URLSearchParams({ probe: 'undisturbed' }), redirect: 'manual' });
      const held = holdPost(`${origin}${PAGE}`, new URLSearchParams({ probe: 'held in flight' }).toString());
      // Accepted by the server at the latest during SHUTDOWN_DELAY_MS, when it still accepts connections.
      await held.sent;
      const stopped = podman(['stop', '--time', '40', container]);
      await waitFor('/readyz answering 503 after the signal', async () => (await statusOf(`${origin}/readyz`)) === 503, 10_000);
      await waitFor('the listener closing', async () => (await statusOf(`${origin}/readyz`)) === 'refused', 10_000);
      await notExited(container);
      held.finish();
      const answer = await held.answer;
      expectEqual(answer.status, undisturbed.status, 'the request in flight answered');
      expectEqual(answer.headers.connection, 'close', 'its Connection header');
      expectEqual((await stopped).code, 0, 'podman stop');
      const exitCode = (await podmanOutput(['inspect', container, '--format', '{{.State.ExitCode}}'])).trim();
      expectEqual(exitCode, '0', 'the exit code');
      const logs = await podman(['logs', container]);
      if (!logs.stdout.includes('The site stopped: every request finished.')) throw new Error('no "The site stopped: every request finished." in its log');
    });
  } finally {
    await podman(['rm', '--force', '--time', '0', container]);
    await composition.stop();
  }
}
