export const BENCH_PARTS = ['js', 'ttfb', 'lighthouse', 'phone', 'load', 'images'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

export interface BenchOptions {
  /**
   * CI mode: fail on JS budgets; never Lighthouse, the phone part nor load (minutes of work for
   * numbers too noisy to gate on) nor the image load check (a load test on a shared machine; run it
   * with --only=images).
   */
  check: boolean;
  parts: BenchPart[];
  /** Replaces every selected part's own route list when given. */
  routes: string[] | null;
  /** Lighthouse runs (and phone visits) per route; more than one reports the median of each metric. */
  runs: number;
}

const USAGE = `Usage: pnpm bench [--check] [--only=js,ttfb,lighthouse,phone,load,images] [--routes=/,/packages] [--runs=3]`;

function valueOf(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  return argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function fail(message: string): never {
  throw new Error(`${message}\n${USAGE}`);
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const known = ['--check', '--only=', '--routes=', '--runs='];
  const unknown = argv.filter((arg) => !known.some((option) => arg === option || (option.endsWith('=') && arg.startsWith(option))));
  if (unknown.length > 0) fail(`Unknown option ${unknown.join(' ')}`);
  const check = argv.includes('--check');

  const only = valueOf(argv, 'only');
  let parts: BenchPart[] = only
    ? only.split(',').map((part) => {
        if (!(BENCH_PARTS as readonly string[]).includes(part)) fail(`Unknown part "${part}" in --only`);
        return part as BenchPart;
      })
    : [...BENCH_PARTS];
  if (check) parts = parts.filter((part) => part !== 'lighthouse' && part !== 'phone' && part !== 'load' && part !== 'images');
  if (parts.length === 0) fail('--check never runs Lighthouse, the phone part, load nor the image load check; choose --only=js and/or ttfb');

  const routeList = valueOf(argv, 'routes');
  const routes = routeList ? routeList.split(',').filter(Boolean) : null;
  if (routes?.some((route) => !route.startsWith('/'))) fail('--routes takes paths starting with "/"');

  const runs = Number(valueOf(argv, 'runs') ?? 1);
  if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a whole number of at least 1');
  return { check, parts, routes, runs };
}
