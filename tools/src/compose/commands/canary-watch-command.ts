import { setTimeout as sleep } from 'node:timers/promises';
import { DEPLOY_DIR } from '../../paths';
import { readCanaryFigures } from '../canary-figures';
import { type CanaryThresholds, DEFAULT_THRESHOLDS } from '../canary-judgement';
import { MAX_CANARY_WEIGHT } from '../canary-remote';
import { watchCanary, type WatchSettings } from '../canary-watch';
import { readWatchedCanary, watchChanges } from '../canary-watch-environment';
import { CommandFailure, currentUser, environmentArgument, LOCAL_SHELL_MANIFEST, optionValue, remoteArgument } from './command-support';

export const WATCH_DEFAULTS = { windowSeconds: 600, intervalSeconds: 60, steps: [5, 25, 50, 100], maxUnreachable: 5 };

/** A number option within bounds, or its default. */
export function numberOption(args: string[], name: string, fallback: number, { min, max = Infinity, whole = false }: { min: number; max?: number; whole?: boolean }): number {
  const value = optionValue(args, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max || (whole && !Number.isInteger(number))) {
    throw new CommandFailure(`${name} takes ${whole ? 'a whole number' : 'a number'} from ${min}${max === Infinity ? ' up' : ` to ${max}`} (got ${value}).`);
  }
  return number;
}

/** `--steps 5,25,50,100`: ascending weights up to MAX_CANARY_WEIGHT, then 100 (promote), which is added when left out. */
export function parseSteps(value: string | undefined): number[] {
  if (value === undefined) return WATCH_DEFAULTS.steps;
  const steps = value.split(',').map((step) => Number(step.trim()));
  const fits = (step: number, at: number) =>
    Number.isInteger(step) && step >= 1 && (step <= MAX_CANARY_WEIGHT || (step === 100 && at === steps.length - 1)) && (at === 0 || step > steps[at - 1]!);
  if (steps.length === 0 || !steps.every(fits)) {
    throw new CommandFailure(`--steps takes ascending weights from 1 to ${MAX_CANARY_WEIGHT} (a canary's largest share), then 100 for the promotion, e.g. --steps 5,25,50,100 (got ${value}).`);
  }
  return steps.at(-1) === 100 ? steps : [...steps, 100];
}

export function thresholdOptions(args: string[]): CanaryThresholds {
  return {
    maxFailureRise: numberOption(args, '--max-failure-rise', DEFAULT_THRESHOLDS.maxFailureRise, { min: 0, max: 1 }),
    minFailures: numberOption(args, '--min-failures', DEFAULT_THRESHOLDS.minFailures, { min: 1, whole: true }),
    maxVitalRatio: numberOption(args, '--max-vital-ratio', DEFAULT_THRESHOLDS.maxVitalRatio, { min: 1 }),
    minVitalReports: numberOption(args, '--min-vital-reports', DEFAULT_THRESHOLDS.minVitalReports, { min: 1, whole: true }),
    minViews: numberOption(args, '--min-views', DEFAULT_THRESHOLDS.minViews, { min: 1, whole: true }),
  };
}

export function prometheusArgument(args: string[]): string | undefined {
  const value = optionValue(args, '--prometheus');
  if (value !== undefined && !/^https?:\/\/[^/]/.test(value)) throw new CommandFailure(`--prometheus takes Prometheus's address, e.g. --prometheus http://127.0.0.1:9090 (got ${value}).`);
  return value;
}

/**
 * `pnpm compose canary watch <remote> --env <env> --prometheus <url> …`: judges the remote's canary
 * from Prometheus every interval, and aborts, raises or promotes it (canary-watch.ts).
 */
export async function watchCommand(args: string[]): Promise<number> {
  const remote = remoteArgument(args[0]);
  const { location, file, label } = environmentArgument(args);
  const prometheus = prometheusArgument(args);
  if (!prometheus) throw new CommandFailure('Name the Prometheus that scrapes the site servers with --prometheus <url>, e.g. --prometheus http://127.0.0.1:9090.');
  const windowSeconds = numberOption(args, '--window', WATCH_DEFAULTS.windowSeconds, { min: 10, whole: true });
  const settings: WatchSettings = {
    remote,
    label,
    windowSeconds,
    intervalSeconds: numberOption(args, '--interval', WATCH_DEFAULTS.intervalSeconds, { min: 1, whole: true }),
    steps: parseSteps(optionValue(args, '--steps')),
    thresholds: thresholdOptions(args),
    once: args.includes('--once'),
    maxUnreachable: WATCH_DEFAULTS.maxUnreachable,
  };
  const changes = watchChanges({
    environment: location,
    remote,
    by: `canary watch (${currentUser()})`,
    store: optionValue(args, '--store'),
    defaultStore: file ? DEPLOY_DIR : undefined,
    localShellManifest: LOCAL_SHELL_MANIFEST,
  });
  return watchCanary(settings, {
    readCanary: () => readWatchedCanary(location, remote),
    readFigures: (live, canary) => readCanaryFigures({ prometheus, remote, live, canary, windowSeconds }),
    ...changes,
    sleep: (ms) => sleep(ms),
    now: () => new Date(),
    print: (line) => console.log(line),
  });
}
