import { parseRemoteUrl, REMOTE_NAMES, versionOf } from '@echowatch/contracts';
import { DEPLOY_DIR } from '../../paths';
import { describeCohort, PrometheusUnavailable, readCanaryFigures } from '../canary-figures';
import { abortCanary, MAX_CANARY_WEIGHT, startCanary } from '../canary-remote';
import { readHistoryAt } from '../environment-location';
import { environmentStatus } from '../environment-status';
import { promoteRemote } from '../promote-remote';
import { readEnvironment } from '../validate-environment';
import { numberOption, prometheusArgument, WATCH_DEFAULTS, watchCommand } from './canary-watch-command';
import { COMPOSE, CommandFailure, currentUser, environmentArgument, environmentText, LOCAL_SHELL_MANIFEST, optionValue, printList, remoteArgument } from './command-support';

function refusal(what: string, label: string, problems: string[]): never {
  printList(process.stderr, problems, '  - ');
  throw new CommandFailure(`✖ ${what} in ${label} refused; the environment file is unchanged.`);
}

function weightArgument(args: string[]): number {
  const value = optionValue(args, '--weight');
  const weight = Number(value);
  if (!value || !Number.isInteger(weight) || weight < 1 || weight > MAX_CANARY_WEIGHT) {
    throw new CommandFailure(`Name the canary's share of fresh visitors with --weight <1–${MAX_CANARY_WEIGHT}> (a whole percent), e.g. --weight 5.`);
  }
  return weight;
}

async function start(args: string[]): Promise<number> {
  const target = args[0] ?? '';
  const at = target.indexOf('@');
  const remote = remoteArgument(at > 0 ? target.slice(0, at) : target);
  const version = target.slice(at + 1);
  if (at <= 0 || !version) throw new CommandFailure('Name the canary as <remote>@<version>, e.g. marketing-blog@1.1.0.');
  const weight = weightArgument(args);
  const { location, file, label } = environmentArgument(args);
  const result = await startCanary({
    environment: location,
    store: optionValue(args, '--store'),
    defaultStore: file ? DEPLOY_DIR : undefined,
    remote,
    version,
    weight,
    by: currentUser(),
    localShellManifest: LOCAL_SHELL_MANIFEST,
  });
  printList(process.stdout, result.notes, 'Note: ');
  if (result.outcome === 'refused') refusal(`Canary ${remote}@${version}`, label, result.problems);
  if (result.outcome === 'unchanged') console.log(`✔ ${label} already runs the canary ${remote}@${version} at ${weight}%; nothing changed.`);
  else {
    const did = result.outcome === 'started' ? 'Started the canary' : 'Updated the canary';
    console.log(`✔ ${did} ${remote}@${version} beside ${result.live} in ${label}: ${weight}% of fresh visitors (recorded in its history file).`);
    console.log(`Then: ${COMPOSE} canary promote ${remote} --env <env>, or ${COMPOSE} canary abort ${remote} --env <env>`);
  }
  return 0;
}

async function promote(args: string[]): Promise<number> {
  const remote = remoteArgument(args[0]);
  const { location, label } = environmentArgument(args);
  const result = await promoteRemote({ environment: location, remote, action: 'canary-promote', by: currentUser(), localShellManifest: LOCAL_SHELL_MANIFEST });
  printList(process.stdout, result.notes, 'Note: ');
  if (result.outcome === 'refused') refusal(`Promotion of the canary of ${remote}`, label, result.problems);
  console.log(`✔ Promoted the canary of ${remote}: ${result.from} → ${result.to} in ${label}, for every visitor (recorded in its history file).`);
  return 0;
}

async function abort(args: string[]): Promise<number> {
  const remote = remoteArgument(args[0]);
  const { location, label } = environmentArgument(args);
  const result = await abortCanary({ environment: location, remote, by: currentUser() });
  if (result.outcome === 'refused') refusal(`Abort of the canary of ${remote}`, label, result.problems);
  if (result.outcome === 'unchanged') console.log(`✔ ${label} runs no canary of ${remote}; every visitor gets ${result.live}.`);
  else console.log(`✔ Aborted the canary ${remote}@${result.canary} in ${label}: every visitor gets ${result.live} again (recorded in its history file).`);
  return 0;
}

async function status(args: string[]): Promise<number> {
  const { location, label } = environmentArgument(args);
  const prometheus = prometheusArgument(args);
  const windowSeconds = numberOption(args, '--window', WATCH_DEFAULTS.windowSeconds, { min: 10, whole: true });
  const reading = readEnvironment(await environmentText(location));
  if (!reading.config) throw new CommandFailure(`${label} does not match its schema (${reading.problems[0]}); run "${COMPOSE}" on it.`);
  const { config } = reading;
  const rows = environmentStatus(config, (await readHistoryAt(location)).entries).filter((row) => row.canary);
  if (rows.length === 0) {
    console.log(`${label} runs no canary.`);
    return 0;
  }
  console.log(`${label}:`);
  for (const row of rows) console.log(`  ${row.remote.padEnd(18)} live ${row.version}, canary ${row.canary}`);
  if (!prometheus) {
    console.log(`Each cohort's figures (views, failures, p75 LCP and INP): add --prometheus <url> [--window <seconds>], or ${COMPOSE} canary watch <remote> … to have it judged.`);
    return 0;
  }
  console.log(`Over the last ${windowSeconds} s, from ${prometheus}:`);
  for (const remote of REMOTE_NAMES) {
    const canary = config.canaries?.[remote];
    const live = parseRemoteUrl(config.remotes[remote])?.version;
    if (!canary || !live) continue;
    try {
      const figures = await readCanaryFigures({ prometheus, remote, live, canary: versionOf(canary.url), windowSeconds });
      console.log(`  ${remote} canary ${versionOf(canary.url)}: ${describeCohort(figures.canary)}`);
      console.log(`  ${remote} live ${live}: ${describeCohort(figures.live)}`);
    } catch (error) {
      if (!(error instanceof PrometheusUnavailable)) throw error;
      throw new CommandFailure(`${error.message}. Fix: check --prometheus.`);
    }
  }
  return 0;
}

/** `pnpm compose canary start|status|watch|promote|abort …`: a version beside the live one for a share of fresh visitors. */
export function canaryCommand(args: string[]): Promise<number> {
  const [verb, ...rest] = args;
  switch (verb) {
    case 'start':
      return start(rest);
    case 'promote':
      return promote(rest);
    case 'abort':
      return abort(rest);
    case 'status':
      return status(rest);
    case 'watch':
      return watchCommand(rest);
    default:
      throw new CommandFailure(`"${verb ?? ''}" is not a canary command: start, status, watch, promote or abort (see ${COMPOSE} --help).`);
  }
}
