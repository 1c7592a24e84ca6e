import { podman, podmanOutput } from './podman';

/** The status of `url`, or "refused" while nothing accepts a connection there. */
export const statusOf = (url: string): Promise<number | 'refused'> =>
  fetch(url).then(
    (response) => response.status,
    () => 'refused' as const,
  );

/** Polls `condition` every 250 ms until it holds, or fails naming what was awaited. */
export async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/**
 * The container's process has not exited: it runs, or podman is stopping it (signal sent, the
 * process still draining). When it has exited, an error with how it ended and its last lines.
 */
export async function notExited(container: string): Promise<true> {
  const [status, exitCode] = (await podmanOutput(['inspect', container, '--format', '{{.State.Status}} {{.State.ExitCode}}'])).trim().split(' ');
  if (status === 'running' || status === 'stopping') return true;
  const logs = await podman(['logs', '--tail', '20', container]);
  throw new Error(`${container} exited (${status}, exit code ${exitCode}):\n${logs.stdout}${logs.stderr}`);
}

/** /readyz answering 200, while the container runs. */
export const waitUntilReady = (container: string, origin: string, timeoutMs = 60_000) =>
  waitFor(`${origin}/readyz answering 200`, async () => (await notExited(container)) && (await statusOf(`${origin}/readyz`)) === 200, timeoutMs);

/** The user of every process of the container, by pid (podman reads them; the image needs no ps). */
export async function processUsers(container: string): Promise<string[]> {
  const table = await podmanOutput(['top', container, 'pid', 'user']);
  return table
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/)[1]!);
}

/** Runs one check, printing it; a failure stops the test with what was checked. */
export async function check(what: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    throw new Error(`✖ ${what}\n  ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(`✔ ${what}`);
}
