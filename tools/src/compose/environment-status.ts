import { parseRemoteUrl, REMOTE_NAMES, type SiteConfig } from '@echowatch/contracts';
import { liveSince, type HistoryEntry } from './environment-history';

export interface RemoteStatus {
  remote: string;
  version: string;
  /** Where the environment loads it from (the manifest URL). */
  url: string;
  /** How it became live, when recorded: "promoted by Lan on 2026-…, replacing 1.0.0". */
  since: string;
}

/** What an environment serves now, remote by remote, with the recorded change that made it so. */
export function environmentStatus(config: SiteConfig, history: HistoryEntry[], fileChangedAt?: string): RemoteStatus[] {
  return REMOTE_NAMES.map((remote) => {
    const url = config.remotes[remote];
    const version = parseRemoteUrl(url)?.version ?? '(unversioned URL)';
    const entry = liveSince(history, remote, version);
    const since = entry
      ? `since ${entry.at}: ${entry.action === 'rollback' ? 'rolled back' : 'promoted'} by ${entry.by}, replacing ${entry.from}`
      : `since before the recorded history${fileChangedAt ? ` (file last committed ${fileChangedAt})` : ''}`;
    return { remote, version, url, since };
  });
}
