import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The environments a folder holds: its `<name>.json` files (a promotion history beside them is none). */
export function knownEnvironments(environmentsDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(environmentsDir);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith('.json') && !file.endsWith('.history.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/**
 * Which environment file the server serves: `SITE_ENV_FILE` if given (whatever `SITE_ENV` says),
 * else `<environmentsDir>/<SITE_ENV>.json` (configs/environments in the repository, environments/
 * in the release). Outside production the local composition is the default; in production the
 * environment must be named, so a missing variable stops the start instead of serving the local
 * composition (local hosts, test keys) to the public. A name with no file stops the start too: a
 * typo would otherwise start a server that is never ready.
 */
export function servedEnvironmentFile(env: NodeJS.ProcessEnv, environmentsDir: string): string {
  const file = env.SITE_ENV_FILE?.trim();
  if (file) return file;
  const name = env.SITE_ENV?.trim();
  const known = knownEnvironments(environmentsDir);
  const choices = known.length > 0 ? `one of ${known.join(', ')} (${environmentsDir})` : `a <name>.json in ${environmentsDir}, which holds none`;
  if (!name && env.NODE_ENV === 'production') {
    throw new Error(`NODE_ENV=production needs the environment to serve: SITE_ENV naming ${choices}, or SITE_ENV_FILE=<path to its file>.`);
  }
  const chosen = name || 'local';
  if (!known.includes(chosen)) {
    throw new Error(`SITE_ENV=${chosen} names no environment: it must be ${choices}, or set SITE_ENV_FILE=<path to its file>.`);
  }
  return path.join(environmentsDir, `${chosen}.json`);
}

/** Where the shared environment is read (SITE_ENV_URL) and how often (SITE_ENV_POLL_MS, 5 s by default). */
export interface SharedEnvironment {
  url: string;
  intervalMs: number;
}

/**
 * `SITE_ENV_URL`: the environment as a pointer every site server polls, instead of a file on each
 * machine: an http(s) address of the object `compose promote --env s3://…` writes, or that object
 * itself, `s3://bucket/key`, read through the S3 API with the AWS_* and S3_* settings the release
 * tools use (a private bucket needs no public address).
 */
export function sharedEnvironment(env: NodeJS.ProcessEnv): SharedEnvironment | null {
  const url = env.SITE_ENV_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\/|^s3:\/\/[^/]+\/./.test(url)) {
    throw new Error(`SITE_ENV_URL must be an http(s) address of the environment or its object in a bucket, s3://bucket/key (got "${url}").`);
  }
  const text = env.SITE_ENV_POLL_MS?.trim() || '5000';
  if (!/^\d+$/.test(text) || Number(text) < 100) throw new Error(`SITE_ENV_POLL_MS must be a whole number of milliseconds, at least 100 (got "${text}").`);
  return { url, intervalMs: Number(text) };
}
