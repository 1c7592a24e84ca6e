import type { CanaryFigures, CohortFigures } from './canary-figures';
import { PrometheusUnavailable } from './canary-figures';
import { DEFAULT_THRESHOLDS } from './canary-judgement';
import { type CanaryState, type ChangeOutcome, watchCanary, type WatchDeps, type WatchSettings } from './canary-watch';

const healthy = (views = 500): CohortFigures => ({ views, fallbacks: 0, failureClients: 0, serverErrors: 0, lcpP75: 1.5, inpP75: 0.1, vitalsReports: 200 });
const broken: CohortFigures = { ...healthy(), fallbacks: 200 };

const START = Date.UTC(2026, 10, 29, 4, 0, 0);

/**
 * An environment, a Prometheus and a clock for the watch: the canary changes as the watch's own
 * writes say (or as a test's `meanwhile` does between two looks), the clock moves only by the
 * watch's sleeps, and each look reads the next figures of the list (the last one again after).
 */
function world(options: { figures: (CanaryFigures | Error)[]; weight?: number; refuse?: Partial<Record<'raise' | 'abort' | 'promote', string>>; meanwhile?: (look: number, state: CanaryState) => CanaryState }) {
  let clock = START;
  let state: CanaryState = { kind: 'running', live: '1.0.0', canary: '1.1.0', weight: options.weight ?? 5, heldSince: new Date(START) };
  let looks = 0;
  const lines: string[] = [];
  const changes: string[] = [];
  const outcome = (verb: 'raise' | 'abort' | 'promote', canary: string, apply: () => void): Promise<ChangeOutcome> => {
    changes.push(`${verb} ${canary}`);
    const refusal = options.refuse?.[verb];
    if (refusal) return Promise.resolve({ applied: false, problems: [refusal] });
    apply();
    return Promise.resolve({ applied: true, problems: [] });
  };
  const deps: WatchDeps = {
    readCanary: () => {
      looks += 1;
      if (options.meanwhile) state = options.meanwhile(looks, state);
      return Promise.resolve(state);
    },
    readFigures: () => {
      const next = options.figures.shift() ?? options.figures.at(-1);
      if (options.figures.length === 0 && next) options.figures.push(next);
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next!);
    },
    raise: (canary, weight) => outcome('raise', canary, () => void (state = { ...(state as Extract<CanaryState, { kind: 'running' }>), weight, heldSince: new Date(clock) })),
    abort: (canary) => outcome('abort', canary, () => void (state = { kind: 'none', live: '1.0.0' })),
    promote: (canary) => outcome('promote', canary, () => void (state = { kind: 'none', live: canary })),
    sleep: (ms) => {
      clock += ms;
      return Promise.resolve();
    },
    now: () => new Date(clock),
    print: (line) => void lines.push(line),
  };
  return { deps, lines, changes, elapsed: () => (clock - START) / 1000 };
}

const settings = (change: Partial<WatchSettings> = {}): WatchSettings => ({
  remote: 'marketing-blog',
  label: 'staging',
  windowSeconds: 300,
  intervalSeconds: 60,
  steps: [5, 25, 50, 100],
  thresholds: DEFAULT_THRESHOLDS,
  once: false,
  maxUnreachable: 3,
  ...change,
});

describe('watchCanary', () => {
  it('raises a healthy canary step by step, a full window at each weight, then promotes it and exits 0', async () => {
    const { deps, lines, changes, elapsed } = world({ figures: [{ live: healthy(), canary: healthy() }] });
    expect(await watchCanary(settings(), deps)).toBe(0);
    expect(changes).toEqual(['raise 1.1.0', 'raise 1.1.0', 'promote 1.1.0']);
    // Judged every 60 s; each weight held a full 300 s window before the next step.
    expect(elapsed()).toBe(900);
    expect(lines[0]).toBe(
      '2026-11-29T04:00:00.000Z marketing-blog@1.1.0 at 5% beside 1.0.0: wait: healthy so far; 0 s of a full 300 s window at 5%. ' +
        'Over 300 s: canary 500 views, 0 failures (0.0%: 0 fallbacks, 0 browsers, 0 5xx), p75 LCP 1.50 s, INP 100 ms (200 reports) | live 500 views, 0 failures (0.0%: 0 fallbacks, 0 browsers, 0 5xx), p75 LCP 1.50 s, INP 100 ms (200 reports)',
    );
    expect(lines.filter((line) => /raise to|promote:|✔/.test(line)).map((line) => line.replace(/^\S+ /, '').replace(/\. Over.*/, ''))).toEqual([
      'marketing-blog@1.1.0 at 5% beside 1.0.0: raise to 25%: healthy for a full 300 s window at 5% with 500 canary views',
      '✔ raised the canary marketing-blog@1.1.0 in staging to 25% of fresh visitors.',
      'marketing-blog@1.1.0 at 25% beside 1.0.0: raise to 50%: healthy for a full 300 s window at 25% with 500 canary views',
      '✔ raised the canary marketing-blog@1.1.0 in staging to 50% of fresh visitors.',
      'marketing-blog@1.1.0 at 50% beside 1.0.0: promote: healthy for a full 300 s window at 50% with 500 canary views',
      '✔ promoted the canary marketing-blog@1.1.0 in staging: live for every visitor.',
    ]);
  });

  it('aborts a canary that fails more than live, with the figures that decided, and exits 1', async () => {
    const { deps, lines, changes } = world({ figures: [{ live: healthy(), canary: healthy(20) }, { live: healthy(), canary: broken }] });
    expect(await watchCanary(settings(), deps)).toBe(1);
    expect(changes).toEqual(['abort 1.1.0']);
    expect(lines[1]).toMatch(/abort: the canary fails on 40\.0% of its views against live's 0\.0% .* canary 500 views, 200 failures/);
    expect(lines[2]).toMatch(/✖ aborted the canary marketing-blog@1\.1\.0 in staging: every visitor gets 1\.0\.0 again\.$/);
  });

  it('waits while there is not enough data, saying so, and changes nothing', async () => {
    const { deps, lines, changes } = world({ figures: [{ live: healthy(0), canary: healthy(0) }], weight: 50 });
    expect(await watchCanary(settings({ once: true }), deps)).toBe(0);
    const late = world({ figures: [{ live: healthy(0), canary: healthy(10) }], weight: 50, meanwhile: (_look, state) => ({ ...state, heldSince: new Date(START - 600_000) }) as CanaryState });
    expect(await watchCanary(settings({ once: true }), late.deps)).toBe(0);
    expect([...changes, ...late.changes]).toEqual([]);
    expect(lines[0]).toMatch(/: wait: healthy so far; 0 s of a full 300 s window at 50%/);
    expect(late.lines[0]).toMatch(/: wait: not enough data: 10 canary views in the window, 100 needed/);
  });

  it('with --once judges once: 0 after a raise, 1 after an abort', async () => {
    const raised = world({ figures: [{ live: healthy(), canary: healthy() }], meanwhile: (_look, state) => ({ ...state, heldSince: new Date(START - 300_000) }) as CanaryState });
    expect(await watchCanary(settings({ once: true }), raised.deps)).toBe(0);
    expect(raised.changes).toEqual(['raise 1.1.0']);
    const aborted = world({ figures: [{ live: healthy(), canary: broken }] });
    expect(await watchCanary(settings({ once: true }), aborted.deps)).toBe(1);
    expect(aborted.changes).toEqual(['abort 1.1.0']);
  });

  it('stops when someone else aborts, promotes or replaces the canary, saying so', async () => {
    const ended = (look: number, state: CanaryState, next: CanaryState) => (look < 2 ? state : next);
    const aborted = world({ figures: [{ live: healthy(), canary: healthy() }], meanwhile: (look, state) => ended(look, state, { kind: 'none', live: '1.0.0', ended: '1.1.0 aborted by Minh at …' }) });
    expect(await watchCanary(settings(), aborted.deps)).toBe(1);
    expect(aborted.lines.at(-1)).toMatch(/stopped: the canary marketing-blog@1\.1\.0 no longer runs, ended by someone else \(1\.1\.0 aborted by Minh at …\); every visitor gets 1\.0\.0\.$/);
    const promoted = world({ figures: [{ live: healthy(), canary: healthy() }], meanwhile: (look, state) => ended(look, state, { kind: 'none', live: '1.1.0' }) });
    expect(await watchCanary(settings(), promoted.deps)).toBe(0);
    expect(promoted.lines.at(-1)).toMatch(/stopped: marketing-blog@1\.1\.0 is live for everyone now, promoted by someone else\.$/);
    const replaced = world({ figures: [{ live: healthy(), canary: healthy() }], meanwhile: (look, state) => ended(look, state, { ...state, canary: '1.2.0' } as CanaryState) });
    expect(await watchCanary(settings(), replaced.deps)).toBe(1);
    expect(replaced.lines.at(-1)).toMatch(/stopped: staging now runs the canary marketing-blog@1\.2\.0 instead of 1\.1\.0/);
    expect([...aborted.changes, ...promoted.changes, ...replaced.changes]).toEqual([]);
  });

  it('says there is nothing to watch without a canary, and exits 3', async () => {
    const none = world({ figures: [], meanwhile: () => ({ kind: 'none', live: '1.1.0', ended: '1.1.0 promoted by canary watch (Lan) at …' }) });
    expect(await watchCanary(settings(), none.deps)).toBe(3);
    expect(none.lines).toEqual([expect.stringMatching(/staging runs no canary of marketing-blog; every visitor gets 1\.1\.0 \(1\.1\.0 promoted by canary watch \(Lan\) at …\)\. Nothing to watch\.$/)]);
  });

  it('without Prometheus changes nothing, tries a bounded number of times and exits 1', async () => {
    const down = () => new PrometheusUnavailable('Prometheus at http://127.0.0.1:1 did not answer (connect ECONNREFUSED)');
    const { deps, lines, changes, elapsed } = world({ figures: [down(), down(), down()], weight: 50 });
    expect(await watchCanary(settings(), deps)).toBe(1);
    expect(changes).toEqual([]);
    expect(elapsed()).toBe(120);
    expect(lines.map((line) => line.replace(/^\S+ /, ''))).toEqual([
      'marketing-blog@1.1.0 at 50% beside 1.0.0: no figures, so no judgement (1 of 3 tries): Prometheus at http://127.0.0.1:1 did not answer (connect ECONNREFUSED).',
      'marketing-blog@1.1.0 at 50% beside 1.0.0: no figures, so no judgement (2 of 3 tries): Prometheus at http://127.0.0.1:1 did not answer (connect ECONNREFUSED).',
      'marketing-blog@1.1.0 at 50% beside 1.0.0: no figures, so no judgement (3 of 3 tries): Prometheus at http://127.0.0.1:1 did not answer (connect ECONNREFUSED).',
      'stopped: Prometheus could not be read 3 times in a row; the canary is left as it is.',
    ]);
    // Back before the limit: the count starts again, and the judgement goes on.
    const blip = world({ figures: [down(), down(), { live: healthy(), canary: broken }] });
    expect(await watchCanary(settings(), blip.deps)).toBe(1);
    expect(blip.changes).toEqual(['abort 1.1.0']);
  });

  it('keeps watching when its change is refused, and says why', async () => {
    const { deps, lines, changes } = world({
      figures: [{ live: healthy(), canary: broken }],
      refuse: { abort: 'staging was changed by someone else' },
      meanwhile: (look, state) => (look < 3 ? state : { kind: 'none', live: '1.0.0' }),
    });
    expect(await watchCanary(settings(), deps)).toBe(1);
    expect(changes).toEqual(['abort 1.1.0', 'abort 1.1.0']);
    expect(lines[1]).toMatch(/the abort was not applied: staging was changed by someone else$/);
    expect(lines.at(-1)).toMatch(/stopped: the canary marketing-blog@1\.1\.0 no longer runs/);
  });
});
