import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@echowatch/contracts';
import { appDir, environmentFile, ROOT } from '../../paths';
import { parseS3Url } from '../../store/s3-store';
import { environmentLocation, type EnvironmentLocation } from '../environment-location';

/** An expected failure: the CLI prints its message as one sentence and exits 1, without a stack. */
export class CommandFailure extends Error {}

/** How the tool is run, for the commands it prints: the release's bundle (tools/release), or the script of the checkout. */
export const COMPOSE = path.basename(process.argv[1] ?? '') === 'compose.js' ? 'node compose.js' : 'pnpm compose';

export const LOCAL_SHELL_MANIFEST = path.join(appDir('shell'), 'dist', 'mf-manifest.json');

/**
 * `--env staging` names configs/environments/staging.json; a path (…/try.json) names that file;
 * `s3://bucket/envs/staging.json` the shared copy every site server polls (SITE_ENV_URL).
 */
export function environmentArgument(args: string[]): { location: EnvironmentLocation; file?: string; label: string } {
  const index = args.indexOf('--env');
  const value = index >= 0 ? args[index + 1] : undefined;
  if (!value) throw new CommandFailure('Name the environment with --env <env> (local, staging, production…), --env <path to a .json file> or --env s3://bucket/key.json.');
  if (parseS3Url(value)) return { location: environmentLocation(value), label: value };
  const file = value.endsWith('.json') ? path.resolve(value) : environmentFile(value);
  if (!existsSync(file)) throw new CommandFailure(`There is no environment file ${file}.`);
  // Named from the checkout when it is in it; a file elsewhere by its whole path.
  const relative = path.relative(ROOT, file);
  const label = relative && !relative.startsWith('..') ? relative : file;
  return { location: environmentLocation(file, label), file, label };
}

/** Reads the environment named by --env; a missing object is a sentence with its fix. */
export async function environmentText(location: EnvironmentLocation): Promise<string> {
  const stored = await location.store.read(location.key);
  if (!stored) throw new CommandFailure(`There is no environment at ${location.store.describe(location.key)}: check --env, or upload the environment file there once.`);
  return stored.body.toString('utf8');
}

/** The value after `name` (`--to s3://bucket/cdn`), if given. */
export function optionValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new CommandFailure(`${name} needs a value, e.g. ${name} s3://bucket/cdn.`);
  return value;
}

export function remoteArgument(value: string | undefined): RemoteName {
  if (value && (REMOTE_NAMES as string[]).includes(value)) return value as RemoteName;
  throw new CommandFailure(`"${value ?? ''}" is not a remote; the remotes are ${REMOTE_NAMES.join(', ')}.`);
}

function gitOutput(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** Who is changing an environment, for its history. */
export const currentUser = () => gitOutput(['config', 'user.name']) || process.env.USER || 'unknown';

/** When a file was last committed, if it is tracked. */
export const lastCommitOf = (file: string) => gitOutput(['log', '-1', '--format=%cI', '--', file]) || undefined;

export function printList(stream: NodeJS.WriteStream, lines: string[], prefix: string): void {
  for (const line of lines) stream.write(`${prefix}${line}\n`);
}
