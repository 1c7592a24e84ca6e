import path from 'node:path';
import { parseRemoteUrl, type RemoteName, remoteUrl, versionOf } from '@echowatch/contracts';
import type { ObjectStore } from '../store/object-store';
import { openStore } from '../store/open-store';
import { parseS3Url } from '../store/s3-store';
import { setCanary } from './canary-block';
import { checkComposition } from './check-composition';
import { historyKeyOf, recordedStore, rollbackTarget } from './environment-history';
import { type EnvironmentLocation, readHistoryAt } from './environment-location';
import { setRemoteMember } from './environment-edits';
import { pinServerDigests } from './pin-server-digests';
import { pinDecision } from './promote-pins';
import { appendHistoryAt, publishedServerDigests, replaceEnvironment } from './record-promotion';
import { readEnvironment } from './validate-environment';

export interface PromoteInput {
  environment: EnvironmentLocation;
  /**
   * Where the versions were published (a folder or s3://bucket/prefix), for their publish records
   * (the server build digests). Left out: the store the environment's history recorded for this
   * remote (each promotion records it), else `defaultStore`.
   */
  store?: string;
  /** Where to look when no store is given or recorded (a local environment's CDN folder); not recorded. */
  defaultStore?: string;
  /** Opens a store by its name; openStore (the AWS_* and S3_* settings) by default. */
  openStore?: (store: string) => ObjectStore;
  remote: RemoteName;
  /** The version to make live; for a rollback, left out (the history decides), and for canary-promote (the environment's canary). */
  version?: string;
  /** `canary-promote`: make the remote's canary live, and end it, in the same write. */
  action: 'promote' | 'rollback' | 'canary-promote';
  /** canary-promote: only while this version is the canary (a watch promotes the canary it judged, nothing else). */
  canaryVersion?: string;
  by: string;
  now?: Date;
  localShellManifest: string;
  timeoutMs?: number;
}

export interface PromoteResult {
  /** `pinned`: the version already live, its server digests written where they were missing or stale. */
  outcome: 'promoted' | 'pinned' | 'unchanged' | 'refused';
  from?: string;
  to?: string;
  /** Why it was refused: each a sentence with its fix. */
  problems: string[];
  /** Things worth knowing that did not block it (other remotes' problems, the shell compared with). */
  notes: string[];
}

const refused = (...problems: string[]): PromoteResult => ({ outcome: 'refused', problems, notes: [] });

/** A store as the history records it: a bucket as named, a folder as an absolute path. */
const storeName = (store: string) => (parseS3Url(store) ? store : path.resolve(store));

/**
 * Makes one version of one remote live in an environment: the candidate composition is checked
 * completely, then the one line naming the remote is rewritten and the change recorded.
 */
export async function promoteRemote(input: PromoteInput): Promise<PromoteResult> {
  const { remote, environment } = input;
  const fileLabel = environment.label;
  const stored = await environment.store.read(environment.key);
  if (!stored) return refused(`There is no environment at ${environment.store.describe(environment.key)}. Fix: check --env.`);
  const text = stored.body.toString('utf8');
  const reading = readEnvironment(text);
  if (!reading.config) return refused(...reading.problems.map((problem) => `${fileLabel}: ${problem}`));
  const currentUrl = reading.config.remotes[remote];
  const location = parseRemoteUrl(currentUrl);
  if (location?.remote !== remote) {
    return refused(`${fileLabel}: remotes.${remote} (${currentUrl}) does not follow <cdn>/${remote}/<version>/mf-manifest.json. Fix: point it at a published version by hand once.`);
  }
  const history = (await readHistoryAt(environment)).entries;
  // The canary is read from the copy that will be replaced, so an abort in between refuses this rather than promoting a version no one tests.
  const canary = input.action === 'canary-promote' ? reading.config.canaries?.[remote] : undefined;
  if (input.action === 'canary-promote' && !canary) return refused(`${remote}: ${fileLabel} runs no canary of it, so there is nothing to promote. Fix: look at pnpm compose canary status.`);
  if (canary && input.canaryVersion && versionOf(canary.url) !== input.canaryVersion) {
    return refused(`${remote}: ${fileLabel} runs the canary ${versionOf(canary.url)}, not ${input.canaryVersion}: it was changed by someone else, so nothing was promoted.`);
  }
  const version = canary ? versionOf(canary.url) : (input.version ?? rollbackTarget(history, remote));
  if (!version) return refused(`${remote}: no earlier version is recorded in ${environment.store.describe(historyKeyOf(environment.key))}, so there is nothing to roll back to. Fix: promote the version you want explicitly.`);
  // The store is carried from promotion to promotion, so a rollback finds the records of the version it returns to.
  const store = input.store ? storeName(input.store) : recordedStore(history, remote, version);
  const lookIn = store ?? input.defaultStore;
  const published = lookIn ? (input.openStore ?? openStore)(lookIn) : undefined;
  const digests = canary?.serverDigests ?? (published ? await publishedServerDigests(published, remote, version) : undefined);
  const pins = pinDecision({ config: reading.config, fileLabel, remote, version, live: location.version, digests, store: published?.describe() });
  if (pins.kind === 'unchanged') return { outcome: 'unchanged', from: version, to: version, problems: [], notes: [] };
  if (pins.kind === 'refused') return refused(pins.problem);
  const repin = version === location.version;

  const nextUrl = remoteUrl({ ...location, version });
  const moved = repin ? text : setRemoteMember(text, 'remotes', remote, nextUrl);
  const pinned = pinServerDigests(moved, remote, digests);
  const candidate = canary ? setCanary(pinned, remote, undefined) : pinned;
  const report = await checkComposition({
    text: candidate,
    fileLabel,
    localShellManifest: input.localShellManifest,
    timeoutMs: input.timeoutMs,
  });
  // The candidate and the file itself must be sound; another remote's problem is reported, not
  // blocking, so a rollback still goes through while something else is broken.
  const blocking = report.problems.filter((problem) => problem.startsWith(`${remote}@`) || problem.startsWith(`${fileLabel}:`));
  const others = report.problems.filter((problem) => !blocking.includes(problem));
  const notes = [...report.notes, ...others.map((problem) => `not caused by this change: ${problem}`)];
  if (blocking.length > 0) return { outcome: 'refused', from: location.version, to: version, problems: blocking, notes };

  if (!(await replaceEnvironment(environment, candidate, stored.etag))) {
    return refused(`${fileLabel} was changed by someone else (another promotion or rollback) while this one was checked, so it was not applied. Fix: look at pnpm compose status, then run it again.`);
  }
  // The history records changes of version; the version live did not change.
  if (repin) return { outcome: 'pinned', from: version, to: version, problems: [], notes };
  await appendHistoryAt(environment, {
    remote,
    action: input.action,
    from: location.version,
    to: version,
    url: nextUrl,
    by: input.by,
    at: (input.now ?? new Date()).toISOString(),
    ...(store ? { store } : {}),
  });
  return { outcome: 'promoted', from: location.version, to: version, problems: [], notes };
}
