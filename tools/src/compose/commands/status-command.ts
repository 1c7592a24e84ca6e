import { readHistoryAt } from '../environment-location';
import { environmentStatus } from '../environment-status';
import { readEnvironment } from '../validate-environment';
import { CommandFailure, environmentArgument, environmentText, lastCommitOf } from './command-support';

/** `pnpm compose status --env <env>`: what is live, where from, since when. */
export async function statusCommand(args: string[]): Promise<number> {
  const { location, file, label } = environmentArgument(args);
  const reading = readEnvironment(await environmentText(location));
  if (!reading.config) throw new CommandFailure(`${label} does not match its schema (${reading.problems[0]}); run "pnpm compose" on it.`);
  const rows = environmentStatus(reading.config, (await readHistoryAt(location)).entries, file ? lastCommitOf(file) : undefined);
  console.log(`${label}:`);
  for (const row of rows) {
    console.log(`  ${row.remote.padEnd(18)} ${row.version.padEnd(16)} ${row.url}\n  ${''.padEnd(18)} ${row.since}`);
    if (row.canary) console.log(`  ${''.padEnd(18)} canary ${row.canary}`);
  }
  return 0;
}
