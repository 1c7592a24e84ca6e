import { type CanaryFigures, PrometheusUnavailable } from './canary-figures';
import { type CanaryThresholds, describeFigures, judgeCanary } from './canary-judgement';

/** A remote's canary as the environment names it now, or what ended the last one. */
export type CanaryState =
  | { kind: 'running'; live: string; canary: string; weight: number; heldSince: Date }
  | { kind: 'none'; live: string; ended?: string };

/** What became of a change the watch made: applied, or refused with the reasons (another change came first, a check failed). */
export interface ChangeOutcome {
  applied: boolean;
  problems: string[];
}

export interface WatchDeps {
  readCanary(): Promise<CanaryState>;
  readFigures(live: string, canary: string): Promise<CanaryFigures>;
  /** Each applies only while the environment still runs `canary` as its canary of the remote. */
  raise(canary: string, weight: number): Promise<ChangeOutcome>;
  abort(canary: string): Promise<ChangeOutcome>;
  promote(canary: string): Promise<ChangeOutcome>;
  sleep(ms: number): Promise<void>;
  now(): Date;
  print(line: string): void;
}

export interface WatchSettings {
  remote: string;
  /** How the environment is named in messages. */
  label: string;
  windowSeconds: number;
  intervalSeconds: number;
  /** Ascending weights to go through, the last one 100 (promote). */
  steps: number[];
  thresholds: CanaryThresholds;
  /** Judge once and return (an operator's own loop). */
  once: boolean;
  /** Failed reads of Prometheus in a row before the watch gives up. */
  maxUnreachable: number;
}

/** How a watch ended, as the command's exit code. */
export const WATCH_EXIT = { ok: 0, aborted: 1, noCanary: 3 } as const;

/**
 * Watches a remote's canary: every interval, both cohorts' figures from Prometheus are judged
 * (judgeCanary) and one line says why; a clear regression aborts the canary, a healthy full window
 * raises it to the next step and after the last one promotes it. Every change is a conditional
 * write of the version watched, so a canary another operator changed meanwhile is left alone and
 * the watch stops. Without figures (Prometheus unreachable) nothing is changed.
 */
export async function watchCanary(settings: WatchSettings, deps: WatchDeps): Promise<number> {
  const { remote, label, windowSeconds, intervalSeconds, steps, thresholds, once, maxUnreachable } = settings;
  const say = (text: string) => deps.print(`${deps.now().toISOString()} ${text}`);
  let watched: string | undefined;
  let unreachable = 0;
  for (;;) {
    const state = await deps.readCanary();
    if (state.kind === 'none') {
      const ended = state.ended ? ` (${state.ended})` : '';
      if (!watched) {
        say(`${label} runs no canary of ${remote}; every visitor gets ${state.live}${ended}. Nothing to watch.`);
        return WATCH_EXIT.noCanary;
      }
      if (state.live === watched) {
        say(`stopped: ${remote}@${watched} is live for everyone now, promoted by someone else${ended}.`);
        return WATCH_EXIT.ok;
      }
      say(`stopped: the canary ${remote}@${watched} no longer runs, ended by someone else${ended}; every visitor gets ${state.live}.`);
      return WATCH_EXIT.aborted;
    }
    if (watched && state.canary !== watched) {
      say(`stopped: ${label} now runs the canary ${remote}@${state.canary} instead of ${watched}, started by someone else. Watch it anew if it is yours to judge.`);
      return WATCH_EXIT.aborted;
    }
    watched = state.canary;
    const subject = `${remote}@${state.canary} at ${state.weight}% beside ${state.live}`;

    let figures: CanaryFigures;
    try {
      figures = await deps.readFigures(state.live, state.canary);
      unreachable = 0;
    } catch (error) {
      if (!(error instanceof PrometheusUnavailable)) throw error;
      unreachable += 1;
      say(`${subject}: no figures, so no judgement (${unreachable} of ${maxUnreachable} tries): ${error.message}.`);
      if (unreachable >= maxUnreachable) {
        say(`stopped: Prometheus could not be read ${maxUnreachable} times in a row; the canary is left as it is.`);
        return WATCH_EXIT.aborted;
      }
      // One judgement is what --once promises: its tries follow each other closely.
      await deps.sleep(1000 * (once ? Math.min(intervalSeconds, 5) : intervalSeconds));
      continue;
    }

    const heldSeconds = Math.max(0, (deps.now().getTime() - state.heldSince.getTime()) / 1000);
    const judgement = judgeCanary({ figures, thresholds, weight: state.weight, steps, heldSeconds, windowSeconds });
    const decision = judgement.verdict === 'raise' ? `raise to ${judgement.weight}%` : judgement.verdict;
    say(`${subject}: ${decision}: ${judgement.reasons.join('; ')}. Over ${windowSeconds} s: ${describeFigures(figures)}`);

    if (judgement.verdict !== 'wait') {
      const outcome =
        judgement.verdict === 'abort'
          ? await deps.abort(state.canary)
          : judgement.verdict === 'promote'
            ? await deps.promote(state.canary)
            : await deps.raise(state.canary, judgement.weight);
      if (outcome.applied) {
        if (judgement.verdict === 'abort') {
          say(`✖ aborted the canary ${remote}@${state.canary} in ${label}: every visitor gets ${state.live} again.`);
          return WATCH_EXIT.aborted;
        }
        if (judgement.verdict === 'promote') {
          say(`✔ promoted the canary ${remote}@${state.canary} in ${label}: live for every visitor.`);
          return WATCH_EXIT.ok;
        }
        say(`✔ raised the canary ${remote}@${state.canary} in ${label} to ${judgement.weight}% of fresh visitors.`);
      } else {
        // Looked at again at the next turn: another operator's change stops the watch there.
        say(`the ${decision} was not applied: ${outcome.problems.join('; ')}`);
        if (once) return judgement.verdict === 'abort' ? WATCH_EXIT.aborted : WATCH_EXIT.ok;
      }
    }
    if (once) return WATCH_EXIT.ok;
    await deps.sleep(1000 * intervalSeconds);
  }
}
