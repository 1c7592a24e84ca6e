import { parseRemoteUrl, type RemoteName, versionOf } from '@echowatch/contracts';
import { abortCanary, startCanary } from './canary-remote';
import type { HistoryEntry } from './environment-history';
import { type EnvironmentLocation, readHistoryAt } from './environment-location';
import { promoteRemote } from './promote-remote';
import { readEnvironment } from './validate-environment';
import type { CanaryState, ChangeOutcome, WatchDeps } from './canary-watch';

const ENDED: Partial<Record<HistoryEntry['action'], string>> = { 'canary-promote': 'promoted', 'canary-abort': 'aborted', promote: 'replaced by a promotion', rollback: 'replaced by a rollback' };

/**
 * The remote's canary in the environment now: its version, weight and since when it runs at that
 * weight (the history's last start or weight change of it, else when it started); or, without one,
 * what ended the last one.
 */
export async function readWatchedCanary(environment: EnvironmentLocation, remote: RemoteName): Promise<CanaryState> {
  const stored = await environment.store.read(environment.key);
  if (!stored) throw new Error(`There is no environment at ${environment.store.describe(environment.key)}.`);
  const reading = readEnvironment(stored.body.toString('utf8'));
  if (!reading.config) throw new Error(`${environment.label} does not match its schema (${reading.problems[0]}).`);
  const live = parseRemoteUrl(reading.config.remotes[remote])?.version ?? reading.config.remotes[remote];
  const running = reading.config.canaries?.[remote];
  const entries = (await readHistoryAt(environment)).entries.filter((entry) => entry.remote === remote);
  if (!running) {
    const last = entries.at(-1);
    const how = last && ENDED[last.action];
    return { kind: 'none', live, ...(last && how ? { ended: `${last.to} ${how} by ${last.by} at ${last.at}` } : {}) };
  }
  const canary = versionOf(running.url);
  const change = entries.findLast((entry) => entry.action === 'canary-start' && entry.to === canary && entry.weight === running.weight);
  return { kind: 'running', live, canary, weight: running.weight, heldSince: new Date(change?.at ?? running.startedAt) };
}

const outcomeOf = (result: { outcome: string; problems: string[] }, done: string): ChangeOutcome => ({ applied: result.outcome === done, problems: result.problems });

export interface WatchChangesOptions {
  environment: EnvironmentLocation;
  remote: RemoteName;
  /** Recorded in the history as who made each change. */
  by: string;
  store?: string;
  defaultStore?: string;
  localShellManifest: string;
}

/** The watch's changes: the same conditional writes as canary start, abort and promote, each of the version judged only. */
export function watchChanges({ environment, remote, by, store, defaultStore, localShellManifest }: WatchChangesOptions): Pick<WatchDeps, 'raise' | 'abort' | 'promote'> {
  return {
    raise: async (canary, weight) =>
      outcomeOf(await startCanary({ environment, remote, version: canary, weight, by, store, defaultStore, localShellManifest, runningVersion: canary }), 'updated'),
    abort: async (canary) => outcomeOf(await abortCanary({ environment, remote, by, runningVersion: canary }), 'aborted'),
    promote: async (canary) =>
      outcomeOf(await promoteRemote({ environment, remote, action: 'canary-promote', canaryVersion: canary, by, store, defaultStore, localShellManifest }), 'promoted'),
  };
}
