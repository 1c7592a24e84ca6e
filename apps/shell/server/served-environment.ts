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
