import { readFileSync } from 'node:fs';
import { historyFileOf, readHistory } from '../environment-history';
import { environmentStatus } from '../environment-status';
import { readEnvironment } from '../validate-environment';
import { CommandFailure, environmentArgument, lastCommitOf } from './command-support';

/** `pnpm compose status --env <env>`: what is live, where from, since when. */
export function statusCommand(args: string[]): number {
  const { file, label } = environmentArgument(args);
  const reading = readEnvironment(readFileSync(file, 'utf8'));
  if (!reading.config) throw new CommandFailure(`${label} does not match its schema (${reading.problems[0]}); run "pnpm compose" on it.`);
  const rows = environmentStatus(reading.config, readHistory(historyFileOf(file)), lastCommitOf(file));
  console.log(`${label}:`);
  for (const row of rows) {
    console.log(`  ${row.remote.padEnd(18)} ${row.version.padEnd(16)} ${row.url}\n  ${''.padEnd(18)} ${row.since}`);
  }
  return 0;
}
