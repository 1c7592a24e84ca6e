import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's promtool (package prometheus); PROMTOOL names another. */
export const PROMTOOL = process.env.PROMTOOL ?? '/usr/bin/promtool';

export interface PromtoolRun {
  status: number | null;
  /** Everything it printed, stdout then stderr. */
  output: string;
}

/** Runs promtool with `args`; a missing promtool is an error naming the package that brings it. */
export function promtool(args: string[]): PromtoolRun {
  if (!existsSync(PROMTOOL)) throw new Error(`${PROMTOOL} is missing: install it with apt-get install -y prometheus (or name another with PROMTOOL).`);
  const result = spawnSync(PROMTOOL, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
