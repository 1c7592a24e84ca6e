import path from 'node:path';

/**
 * Which environment file the server serves: `SITE_ENV_FILE` if given, else
 * `<environmentsDir>/<SITE_ENV>.json` (configs/environments in the repository, environments/ in the
 * release). Outside production the local composition is the default; in production the environment
 * must be named, so a missing variable stops the start instead of serving the local composition
 * (local hosts, test keys) to the public.
 */
export function servedEnvironmentFile(env: NodeJS.ProcessEnv, environmentsDir: string): string {
  const name = env.SITE_ENV?.trim();
  if (!name && env.NODE_ENV === 'production') {
    throw new Error(
      `NODE_ENV=production needs SITE_ENV naming the environment to serve (one of ${environmentsDir}/*.json, e.g. SITE_ENV=production).`,
    );
  }
  return env.SITE_ENV_FILE ?? path.join(environmentsDir, `${name || 'local'}.json`);
}

/** Where the shared environment is read (SITE_ENV_URL) and how often (SITE_ENV_POLL_MS, 5 s by default). */
export interface SharedEnvironment {
  url: string;
  intervalMs: number;
}

/**
 * `SITE_ENV_URL`: the environment as a pointer every site server polls (an http(s) address of
 * the object `compose promote --env s3://…` writes), instead of a file on each machine.
 */
export function sharedEnvironment(env: NodeJS.ProcessEnv): SharedEnvironment | null {
  const url = env.SITE_ENV_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) {
    throw new Error(`SITE_ENV_URL must be an http(s) address of the environment (got "${url}"); for an object in a bucket, give the address the store serves it at.`);
  }
  const text = env.SITE_ENV_POLL_MS?.trim() || '5000';
  if (!/^\d+$/.test(text) || Number(text) < 100) throw new Error(`SITE_ENV_POLL_MS must be a whole number of milliseconds, at least 100 (got "${text}").`);
  return { url, intervalMs: Number(text) };
}
