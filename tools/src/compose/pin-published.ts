import { REMOTE_NAMES, type RemoteName, type SiteConfig, versionOf } from '@echowatch/contracts';
import type { ObjectStore } from '../store/object-store';
import { publishedServerDigests } from './record-promotion';

/**
 * Pins, in `config`, the server digests of each remote's version from its publish record in
 * `store`, as a promotion of that version would: for an environment made up by a tool (the
 * rehearsal, the benches) that production-mode site servers will serve. Returns the remotes left
 * unpinned (no record, or one written before digests were recorded).
 */
export async function pinPublishedVersions(config: SiteConfig, store: ObjectStore): Promise<RemoteName[]> {
  const pins = { ...config.serverDigests };
  for (const remote of REMOTE_NAMES) {
    const digests = await publishedServerDigests(store, remote, versionOf(config.remotes[remote]));
    if (digests) pins[remote] = digests;
  }
  config.serverDigests = pins;
  return REMOTE_NAMES.filter((remote) => !pins[remote] || Object.keys(pins[remote]).length === 0);
}
