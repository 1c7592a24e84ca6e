import { parseRemoteUrl, REMOTE_NAMES, type SiteConfig, versionOf } from '@echowatch/contracts';
import { liveSince, type HistoryEntry } from './environment-history';

export interface RemoteStatus {
  remote: string;
  version: string;
  /** Where the environment loads it from (the manifest URL). */
  url: string;
  /** How it became live, when recorded: "promoted by Lan on 2026-…, replacing 1.0.0". */
  since: string;
  /** The canary beside it, if one runs: "1.1.0 to 10% of fresh visitors, started by Lan on 2026-…". */
  canary?: string;
}

const HOW: Record<HistoryEntry['action'], string> = {
  promote: 'promoted',
  rollback: 'rolled back',
  'canary-promote': 'promoted from its canary',
  'canary-start': 'canary started',
  'canary-abort': 'canary aborted',
};

/** What an environment serves now, remote by remote, with the recorded change that made it so. */
export function environmentStatus(config: SiteConfig, history: HistoryEntry[], fileChangedAt?: string): RemoteStatus[] {
  return REMOTE_NAMES.map((remote) => {
    const url = config.remotes[remote];
    const version = parseRemoteUrl(url)?.version ?? '(unversioned URL)';
    const entry = liveSince(history, remote, version);
    const since = entry
      ? `since ${entry.at}: ${HOW[entry.action]} by ${entry.by}, replacing ${entry.from}`
      : `since before the recorded history${fileChangedAt ? ` (file last committed ${fileChangedAt})` : ''}`;
    const running = config.canaries?.[remote];
    const canary = running && `${versionOf(running.url)} to ${running.weight}% of fresh visitors, started ${running.startedAt}${running.startedBy ? ` by ${running.startedBy}` : ''}`;
    return { remote, version, url, since, ...(canary ? { canary } : {}) };
  });
}
