import type { RemoteName } from '@echowatch/contracts';
import { setRemoteMember } from './environment-edits';

/** The environment text with `serverDigests[remote]` set to `digests`, or removed when there are none (the block with its last remote). */
export const pinServerDigests = (text: string, remote: RemoteName, digests: Record<string, string> | undefined): string =>
  setRemoteMember(text, 'serverDigests', remote, digests && Object.keys(digests).length > 0 ? digests : undefined);
