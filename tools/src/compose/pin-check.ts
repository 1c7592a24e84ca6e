import { REMOTE_NAMES, type RemoteName, type SiteConfig, versionOf } from '@echowatch/contracts';
import { digestOf, SERVER_BUILD_DIR } from './server-digests';

const pinsAny = (digests: Record<string, string> | undefined) => digests !== undefined && Object.keys(digests).length > 0;

const REPIN = 'Fix: promote the version again with --store naming where it was published, or publish the build again.';

/**
 * Whether every remote of the environment must be pinned. Production site servers (NODE_ENV=production)
 * never run unpinned server code, and the file cannot say which servers read it, so it is decided
 * from the file: its `environment` is "production" (as for placeholders and previews), or it pins
 * some remote already, which only an environment served in production needs (the others were
 * forgotten). An environment that pins nothing, local.json among them, needs no pins.
 */
export const mustPinEveryRemote = (config: Pick<SiteConfig, 'environment' | 'serverDigests'>) =>
  config.environment === 'production' || REMOTE_NAMES.some((remote) => pinsAny(config.serverDigests?.[remote]));

/** Each remote such an environment leaves unpinned, as a problem with its fix; the file alone tells. */
export function missingPinProblems(config: SiteConfig, remotes: readonly RemoteName[] = REMOTE_NAMES): string[] {
  if (!mustPinEveryRemote(config)) return [];
  return remotes
    .filter((remote) => !pinsAny(config.serverDigests?.[remote]))
    .map((remote) => {
      const version = versionOf(config.remotes[remote]);
      return `${remote}@${version}: serverDigests.${remote} is missing: production site servers (NODE_ENV=production) never run a remote's server code without pinned digests, so its pages would render the fallback and /readyz answer 503. Fix: pnpm compose promote ${remote}@${version} --env <env> --store <where it was published>, which pins the digests of its publish record.`;
    });
}

export interface ServerEntryPin {
  /** `<remote>@<version>`, how problems start. */
  subject: string;
  remote: RemoteName;
  manifestUrl: string;
  /** The server entry the manifest names, and its bytes as the CDN serves them. */
  entryUrl: string;
  bytes: Uint8Array;
  digests?: Record<string, string>;
}

/**
 * Whether the server entry the CDN serves is the one the environment pins: the site servers would
 * refuse it otherwise, so a promotion of a build changed since it was published, or pinned from
 * another store's record, is stopped here rather than found as fallbacks in production.
 */
export function serverEntryPinProblem({ subject, remote, manifestUrl, entryUrl, bytes, digests }: ServerEntryPin): string | undefined {
  if (!pinsAny(digests)) return undefined;
  const folder = new URL(`${SERVER_BUILD_DIR}/`, manifestUrl).href;
  const name = entryUrl.startsWith(folder) ? entryUrl.slice(folder.length) : entryUrl;
  const pinned = digests![name];
  if (!pinned) return `${subject}: serverDigests.${remote} does not name its server entry ${name}, so the site servers would not run it. ${REPIN}`;
  if (digestOf(Buffer.from(bytes)) === pinned) return undefined;
  return `${subject}: ${entryUrl} is not the server entry serverDigests.${remote} pins (it was changed after it was published, or the digests are another build's), so the site servers would not run it. ${REPIN}`;
}
