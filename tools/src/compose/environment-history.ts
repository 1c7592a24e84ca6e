import { existsSync, readFileSync } from 'node:fs';

/**
 * One change of what an environment serves, as recorded in <env>.history.json: a change of the
 * live version (`promote`, `rollback`, `canary-promote`), or of a canary beside it (`canary-start`,
 * also a change of its weight, and `canary-abort`), where `from` is the live version and `to` the canary's.
 */
export interface HistoryEntry {
  remote: string;
  action: 'promote' | 'rollback' | 'canary-start' | 'canary-promote' | 'canary-abort';
  from: string;
  to: string;
  /** A canary's share of fresh visitors, in percent, for canary-start. */
  weight?: number;
  /** The manifest URL the environment names since this change. */
  url: string;
  by: string;
  at: string;
  /** Where the version `to` was published (a folder or s3://bucket/prefix), for its publish record; absent in older entries. */
  store?: string;
}

export const historyFileOf = (environmentFile: string) => environmentFile.replace(/\.json$/, '.history.json');
/** The history is kept beside the environment, in the same store. */
export const historyKeyOf = historyFileOf;

export function readHistory(file: string): HistoryEntry[] {
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, 'utf8')) as { entries?: HistoryEntry[] };
  return data.entries ?? [];
}

/**
 * The version a rollback returns to: promotions push the version they replaced, rollbacks pop it,
 * so rolling back twice walks two promotions back rather than toggling between two versions.
 */
export function rollbackTarget(entries: HistoryEntry[], remote: string): string | undefined {
  const replaced: string[] = [];
  for (const entry of liveChanges(entries, remote)) {
    if (entry.action === 'rollback') replaced.pop();
    else replaced.push(entry.from);
  }
  return replaced.at(-1);
}

/** The changes of a remote's live version, canaries' starts and aborts left out. */
export const liveChanges = (entries: HistoryEntry[], remote: string) =>
  entries.filter((entry) => entry.remote === remote && (entry.action === 'promote' || entry.action === 'rollback' || entry.action === 'canary-promote'));

/** The change that made the current version live, if it was recorded. */
export function liveSince(entries: HistoryEntry[], remote: string, version: string): HistoryEntry | undefined {
  const last = liveChanges(entries, remote).at(-1);
  return last?.to === version ? last : undefined;
}

/**
 * Where a remote's version was published, as the history recorded it: the store of the change that
 * made that version live, else the one its latest change named (a remote's versions are published
 * to one store). Undefined when no change of the remote names one.
 */
export function recordedStore(entries: HistoryEntry[], remote: string, version: string): string | undefined {
  const named = entries.filter((entry) => entry.remote === remote && entry.store);
  return (named.filter((entry) => entry.to === version).at(-1) ?? named.at(-1))?.store;
}
