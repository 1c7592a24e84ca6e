import type { RemoteCanary, RemoteName } from '@echowatch/contracts';
import { setRemoteMember } from './environment-edits';

/** The environment text with `canaries[remote]` set to `canary`, or removed (the block with its last canary). */
export const setCanary = (text: string, remote: RemoteName, canary: RemoteCanary | undefined): string =>
  setRemoteMember(text, 'canaries', remote, canary);
