import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';

/** A fetched server file the site refused to run. */
export interface RefusedServerCode {
  /** `other` for a file outside every composed remote's version folder. */
  remote: RemoteName | 'other';
  version: string;
  url: string;
  /** `digest`: its bytes are not the pinned ones; `unpinned`: in production, nothing pins it. */
  reason: 'digest' | 'unpinned';
}

export class ServerCodeRefusedError extends Error {
  constructor(refused: RefusedServerCode) {
    super(
      refused.reason === 'unpinned'
        ? `${refused.url} is server code of ${refused.remote}@${refused.version}, for which the environment pins no digests; in production unpinned server code is not run`
        : `${refused.url} does not match the digest the environment pins for ${refused.remote}@${refused.version}; it is not run`,
    );
    this.name = 'ServerCodeRefusedError';
  }
}

/** A page of a remote whose server code is never loaded: in production, the environment pins none of it. */
export class ServerCodeUnpinnedError extends Error {
  constructor(remote: RemoteName, version: string) {
    super(`${remote}@${version}: the environment pins no digests of its server code (serverDigests), and in production unpinned server code is never run; its pages render the fallback until compose promote pins it`);
    this.name = 'ServerCodeUnpinnedError';
  }
}

const pinsAny = (digests: Record<string, string> | undefined) => digests !== undefined && Object.keys(digests).length > 0;

/** The remotes whose server code the environment does not pin, in the order of REMOTE_NAMES. */
export const unpinnedRemotes = (config: Pick<SiteConfig, 'serverDigests'>): RemoteName[] =>
  REMOTE_NAMES.filter((remote) => !pinsAny(config.serverDigests?.[remote]));

interface Folder {
  remote: RemoteName;
  version: string;
  /** The version folder: the manifest URL without mf-manifest.json. */
  base: string;
  digests?: Record<string, string>;
}

const MANIFEST = 'mf-manifest.json';
const SERVER_DIR = 'server/';

/** SiteConfig.serverDigests' format: `sha256-` and the base64 of the SHA-256 of the file's bytes. */
const digestOf = (bytes: Uint8Array) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

const folderOf = (remote: RemoteName, manifestUrl: string, digests?: Record<string, string>): Folder => {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return { remote, version: base.split('/').at(-2) ?? '', base, digests };
};

/**
 * What the site server may run of the remotes' server builds: where the environment pins a remote's
 * server files (`serverDigests`, written by compose promote from the publish record), a fetched
 * file runs only if its bytes have the pinned digest, so whoever can write to the CDN cannot run
 * code on the servers. With any pin, a file outside every composed version folder is refused too:
 * a changed manifest cannot point the server at code elsewhere. `required` (production) refuses
 * every server file nothing pins: there, a forgotten pin must not reopen the CDN to code execution.
 */
export function createServerCodePins(onRefused: (refused: RefusedServerCode) => void, { required = false } = {}) {
  let folders: Folder[] = [];
  let pinning = required;

  function refuse(refused: RefusedServerCode): never {
    onRefused(refused);
    throw new ServerCodeRefusedError(refused);
  }

  return {
    use(config: Pick<SiteConfig, 'remotes' | 'serverDigests'>): void {
      folders = REMOTE_NAMES.map((remote) => folderOf(remote, config.remotes[remote], config.serverDigests?.[remote]));
      pinning = required || folders.some((folder) => folder.digests);
    },
    /** The answer to a fetch of the federation runtime, passed on only when it may run. */
    async check(url: string, response: Response): Promise<Response> {
      const path = url.split(/[?#]/)[0]!;
      const folder = folders.find((candidate) => path.startsWith(candidate.base));
      if (!folder) return pinning ? refuse({ remote: 'other', version: 'other', url: path, reason: required ? 'unpinned' : 'digest' }) : response;
      if (path === `${folder.base}${MANIFEST}`) return response;
      const { remote, version, digests } = folder;
      if (!digests) return required ? refuse({ remote, version, url: path, reason: 'unpinned' }) : response;
      const file = path.slice(folder.base.length);
      const expected = file.startsWith(SERVER_DIR) ? digests[file.slice(SERVER_DIR.length)] : undefined;
      const body = new Uint8Array(await response.arrayBuffer());
      if (!expected || digestOf(body) !== expected) refuse({ remote, version, url: path, reason: 'digest' });
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
  };
}
