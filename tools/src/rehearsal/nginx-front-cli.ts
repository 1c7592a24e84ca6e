import { startNginxFront } from './nginx-front';

/**
 * `node --import tsx tools/src/rehearsal/nginx-front-cli.ts --port 28580 --sites 28581,28582
 * [--store http://127.0.0.1:8081 --cdn-path /]`: the rehearsal's nginx alone, in front of site
 * servers started elsewhere (a test's two shell releases side by side). Stops on SIGTERM or SIGINT.
 */
function option(name: string, fallback?: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

const port = Number(option('port'));
const sitePorts = option('sites').split(',').map(Number);
if (!Number.isInteger(port) || sitePorts.length === 0 || sitePorts.some((sitePort) => !Number.isInteger(sitePort))) {
  throw new Error('--port needs a port and --sites a comma-separated list of ports');
}
const front = await startNginxFront({ port, sitePorts, storeOrigin: option('store', 'http://127.0.0.1:8081'), cdnPath: option('cdn-path', '').replace(/\/$/, '') });
console.log(`nginx in front of ${sitePorts.join(', ')} on ${front.origin}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void front.stop().then(() => process.exit(0)));
void front.exited.then((code) => process.exit(code ?? 1));
