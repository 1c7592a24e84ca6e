import path from 'node:path';
import { parseRemoteUrl, type RemoteName, remoteUrl, versionOf } from '@echowatch/contracts';
import type { ObjectStore } from '../store/object-store';
import { openStore } from '../store/open-store';
import { parseS3Url } from '../store/s3-store';
import { setCanary } from './canary-block';
import { canarySubject } from './canary-check';
import { checkComposition } from './check-composition';
import { recordedStore } from './environment-history';
import { type EnvironmentLocation, readHistoryAt } from './environment-location';
import { pinDecision } from './promote-pins';
import { appendHistoryAt, publishedServerDigests, replaceEnvironment } from './record-promotion';
import { readEnvironment } from './validate-environment';

export const MAX_CANARY_WEIGHT = 50;

interface CanaryChange {
  environment: EnvironmentLocation;
  remote: RemoteName;
  by: string;
  now?: Date;
  /** Applies only while this version is the remote's canary (a watch changes the canary it judged, nothing else). */
  runningVersion?: string;
}

/** Why a change meant for one running canary does not apply to the copy read, if it does not. */
function notRunning(label: string, remote: RemoteName, running: string | undefined, expected: string | undefined): string | null {
  if (expected === undefined || running === expected) return null;
  return `${label} no longer runs the canary ${remote}@${expected} (${running ? `it runs ${running}` : 'it runs none'}): it was changed by someone else, so nothing was applied.`;
}

export interface CanaryStartInput extends CanaryChange {
  version: string;
  /** Percent of fresh visitors, 1–50. */
  weight: number;
  /** Where the version was published, for its server digests; as for promote (else the recorded store, else `defaultStore`). */
  store?: string;
  defaultStore?: string;
  openStore?: (store: string) => ObjectStore;
  localShellManifest: string;
  timeoutMs?: number;
}

export interface CanaryResult {
  /** `updated`: the same canary, another weight (or its pins written); `unchanged`: nothing to do (abort of no canary, the same weight). */
  outcome: 'started' | 'updated' | 'aborted' | 'unchanged' | 'refused';
  /** The live version, and the canary's. */
  live?: string;
  canary?: string;
  problems: string[];
  notes: string[];
}

const refused = (...problems: string[]): CanaryResult => ({ outcome: 'refused', problems, notes: [] });

const conflict = (label: string) =>
  `${label} was changed by someone else (a promotion, rollback or canary change) while this one was checked, so it was not applied. Fix: look at pnpm compose canary status, then run it again.`;

async function readFor({ environment, remote }: CanaryChange) {
  const stored = await environment.store.read(environment.key);
  if (!stored) return { problem: `There is no environment at ${environment.store.describe(environment.key)}. Fix: check --env.` };
  const text = stored.body.toString('utf8');
  const reading = readEnvironment(text);
  if (!reading.config) return { problem: reading.problems.map((problem) => `${environment.label}: ${problem}`).join('; ') };
  const live = parseRemoteUrl(reading.config.remotes[remote]);
  if (live?.remote !== remote) {
    return { problem: `${environment.label}: remotes.${remote} does not follow <cdn>/${remote}/<version>/mf-manifest.json. Fix: point it at a published version by hand once.` };
  }
  return { text, etag: stored.etag, config: reading.config, live };
}

/**
 * Starts a canary of one remote beside its live version, or changes the weight of the one that
 * runs: the version is checked like a promotion's candidate (published, sound, pinned where the
 * environment pins), then the environment is replaced only if it is still the copy checked.
 */
export async function startCanary(input: CanaryStartInput): Promise<CanaryResult> {
  const { remote, environment, version, weight } = input;
  const label = environment.label;
  if (!Number.isInteger(weight) || weight < 1 || weight > MAX_CANARY_WEIGHT) {
    return refused(`${remote}@${version}: a canary's weight is a whole percent of fresh visitors from 1 to ${MAX_CANARY_WEIGHT} (got ${weight}). Fix: --weight 5, for example.`);
  }
  const read = await readFor(input);
  if (!read.config) return refused(read.problem);
  const { config, live, text } = read;
  if (version === live.version) return refused(`${remote}@${version} is the version live in ${label}; a canary is another version beside it.`);
  const running = config.canaries?.[remote];
  const changed = notRunning(label, remote, running && versionOf(running.url), input.runningVersion);
  if (changed) return refused(changed);
  if (running && versionOf(running.url) !== version) {
    return refused(`${remote}: ${label} already runs the canary ${versionOf(running.url)}. Fix: pnpm compose canary abort ${remote} (or promote it) first.`);
  }

  const history = (await readHistoryAt(environment)).entries;
  const store = input.store ? (parseS3Url(input.store) ? input.store : path.resolve(input.store)) : recordedStore(history, remote, version);
  const lookIn = store ?? input.defaultStore;
  const published = lookIn ? (input.openStore ?? openStore)(lookIn) : undefined;
  const digests = (published ? await publishedServerDigests(published, remote, version) : undefined) ?? running?.serverDigests;
  const pins = pinDecision({ config, fileLabel: label, remote, version, live: live.version, digests, store: published?.describe() });
  if (pins.kind === 'refused') return refused(pins.problem);
  // Started again as it runs: nothing to do, unless its pins were missing or are not its record's.
  if (running?.weight === weight && JSON.stringify(running.serverDigests) === JSON.stringify(digests)) {
    return { outcome: 'unchanged', live: live.version, canary: version, problems: [], notes: [] };
  }

  const url = remoteUrl({ ...live, version });
  const startedAt = running?.startedAt ?? (input.now ?? new Date()).toISOString();
  const candidate = setCanary(text, remote, { url, weight, startedAt, startedBy: running ? running.startedBy : input.by, ...(digests ? { serverDigests: digests } : {}) });
  const report = await checkComposition({ text: candidate, fileLabel: label, localShellManifest: input.localShellManifest, timeoutMs: input.timeoutMs });
  const subject = `${canarySubject(remote, url)}:`;
  const blocking = report.problems.filter((problem) => problem.startsWith(subject) || problem.startsWith(`${label}:`));
  const notes = [...report.notes, ...report.problems.filter((problem) => !blocking.includes(problem)).map((problem) => `not caused by this change: ${problem}`)];
  if (blocking.length > 0) return { outcome: 'refused', live: live.version, canary: version, problems: blocking, notes };

  if (!(await replaceEnvironment(environment, candidate, read.etag))) return refused(conflict(label));
  await appendHistoryAt(environment, {
    remote,
    action: 'canary-start',
    from: live.version,
    to: version,
    weight,
    url,
    by: input.by,
    at: (input.now ?? new Date()).toISOString(),
    ...(store ? { store } : {}),
  });
  return { outcome: running ? 'updated' : 'started', live: live.version, canary: version, problems: [], notes };
}

/** Ends a remote's canary: everyone gets the live version again. Nothing to check, the live version is unchanged. */
export async function abortCanary(input: CanaryChange): Promise<CanaryResult> {
  const { remote, environment } = input;
  const read = await readFor(input);
  if (!read.config) return refused(read.problem);
  const running = read.config.canaries?.[remote];
  const changed = notRunning(environment.label, remote, running && versionOf(running.url), input.runningVersion);
  if (changed) return refused(changed);
  if (!running) return { outcome: 'unchanged', live: read.live.version, problems: [], notes: [] };
  if (!(await replaceEnvironment(environment, setCanary(read.text, remote, undefined), read.etag))) return refused(conflict(environment.label));
  await appendHistoryAt(environment, {
    remote,
    action: 'canary-abort',
    from: read.live.version,
    to: versionOf(running.url),
    url: running.url,
    by: input.by,
    at: (input.now ?? new Date()).toISOString(),
  });
  return { outcome: 'aborted', live: read.live.version, canary: versionOf(running.url), problems: [], notes: [] };
}
