import { existsSync } from 'node:fs';
import { rehearse } from '../rehearsal/rehearse';
import { firebaseAuthPort } from '../servers/firebase-auth-emulator';
import type { LoadTargets } from './performance-targets';
import { runLoad } from './run-load';
import { freePort } from './site-process';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
// Visitors who saved their language get private pages: every request reaches a site server,
// none is answered by nginx's cache.
const SAVED_LANGUAGE = { cookie: 'ew_lng=en' };

/**
 * An operator stops one site server under load: the rehearsal's topology (site servers of the
 * release behind nginx, remotes and environment in the S3-compatible store) on free ports,
 * autocannon through nginx, SIGTERM to one server a few seconds in. Every request must succeed;
 * returns the misses.
 */
export async function benchStopUnderLoad(load: LoadTargets): Promise<string[]> {
  const { instances, seconds, stopAfterSeconds, paths } = load.stopUnderLoad;
  if (!existsSync(NGINX)) {
    console.log(`SIGTERM under load: not measured, ${NGINX} is missing (apt-get install -y nginx)`);
    return ['SIGTERM under load: not measured (no nginx)'];
  }
  console.log(
    `${instances} site servers (the release) behind nginx, autocannon with ${load.connections} connections for ${seconds} s ` +
      `(${paths.join(', ')}, cookie ew_lng=en); SIGTERM to one server after ${stopAfterSeconds} s`,
  );
  const ports = { site: await freePort(), sandbox: await freePort(), remotes: await freePort(), firebaseAuth: firebaseAuthPort() };
  let broken: string | undefined;
  const rehearsal = await rehearse(instances, ports, (name) => (broken ??= name));
  try {
    await runLoad(rehearsal.origin, { connections: load.connections, amount: 300, paths, headers: SAVED_LANGUAGE });
    const port = rehearsal.sitePorts[0]!;
    const pid = rehearsal.instances.pidOf(port)!;
    const stop = setTimeout(() => process.kill(pid, 'SIGTERM'), stopAfterSeconds * 1000);
    const result = await runLoad(rehearsal.origin, { connections: load.connections, seconds, paths, headers: SAVED_LANGUAGE }).finally(() => clearTimeout(stop));
    const replaced = rehearsal.instances.pidOf(port) !== pid;
    const verdict = result.failures === 0 && !broken ? 'pass' : 'miss';
    console.log(
      `SIGTERM under load: ${result.requests} requests, ${result.failures} failed (target 0) ${verdict}; ` +
        `${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms; the stopped server ${replaced ? 'drained (exit 0) and was replaced' : 'had not exited by the end'}`,
    );
    const misses: string[] = [];
    if (result.failures > 0) misses.push(`SIGTERM under load: ${result.failures} failed requests of ${result.requests} (target 0)`);
    if (broken) misses.push(`SIGTERM under load: ${broken} stopped with a failure`);
    return misses;
  } finally {
    await rehearsal.stop();
  }
}
