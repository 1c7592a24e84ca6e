import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';

/** A fetched server file the site refused to run. */
export interface RefusedServerCode {
  /** `other` for a file outside every composed remote's version folder. */
  remote: RemoteName | 'other';
  version: string;
  url: string;
}

export class ServerCodeRefusedError extends Error {
  constructor(refused: RefusedServerCode) {
    super(`${refused.url} does not match the digest the environment pins for ${refused.remote}@${refused.version}; it is not run`);
    this.name = 'ServerCodeRefusedError';
  }
}

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
 * a changed manifest cannot point the server at code elsewhere.
 */
export function createServerCodePins(onRefused: (refused: RefusedServerCode) => void) {
  let folders: Folder[] = [];
  let pinning = false;

  function refuse(refused: RefusedServerCode): never {
    onRefused(refused);
    throw new ServerCodeRefusedError(refused);
  }

  return {
    use(config: Pick<SiteConfig, 'remotes' | 'serverDigests'>): void {
      folders = REMOTE_NAMES.map((remote) => folderOf(remote, config.remotes[remote], config.serverDigests?.[remote]));
      pinning = folders.some((folder) => folder.digests);
    },
    /** The answer to a fetch of the federation runtime, passed on only when it may run. */
    async check(url: string, response: Response): Promise<Response> {
      const path = url.split(/[?#]/)[0]!;
      const folder = folders.find((candidate) => path.startsWith(candidate.base));
      if (!folder) return pinning ? refuse({ remote: 'other', version: 'other', url: path }) : response;
      if (!folder.digests || path === `${folder.base}${MANIFEST}`) return response;
      const file = path.slice(folder.base.length);
      const expected = file.startsWith(SERVER_DIR) ? folder.digests[file.slice(SERVER_DIR.length)] : undefined;
      const body = new Uint8Array(await response.arrayBuffer());
      if (!expected || digestOf(body) !== expected) refuse({ remote: folder.remote, version: folder.version, url: path });
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
  };
}
