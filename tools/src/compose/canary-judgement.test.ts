import type { CohortFigures } from './canary-figures';
import { DEFAULT_THRESHOLDS, judgeCanary, type JudgementInput, nextStep } from './canary-judgement';

const cohort = (figures: Partial<CohortFigures> = {}): CohortFigures => ({
  views: 1000,
  fallbacks: 0,
  failureClients: 0,
  serverErrors: 0,
  lcpP75: 1.5,
  inpP75: 0.12,
  vitalsReports: 500,
  ...figures,
});

const judge = (change: { live?: Partial<CohortFigures>; canary?: Partial<CohortFigures> } & Partial<Omit<JudgementInput, 'figures'>> = {}) =>
  judgeCanary({
    figures: { live: cohort(change.live), canary: cohort(change.canary) },
    thresholds: change.thresholds ?? DEFAULT_THRESHOLDS,
    weight: change.weight ?? 5,
    steps: change.steps ?? [5, 25, 50, 100],
    heldSeconds: change.heldSeconds ?? 600,
    windowSeconds: change.windowSeconds ?? 600,
  });

describe('judgeCanary', () => {
  it('raises a healthy canary to the next step after a full window with enough views, and promotes after the last', () => {
    expect(judge({ weight: 5 })).toEqual({ verdict: 'raise', weight: 25, reasons: ['healthy for a full 600 s window at 5% with 1000 canary views'] });
    expect(judge({ weight: 25 })).toMatchObject({ verdict: 'raise', weight: 50 });
    expect(judge({ weight: 50 })).toMatchObject({ verdict: 'promote', reasons: ['healthy for a full 600 s window at 50% with 1000 canary views'] });
    // A weight set by hand between steps goes on to the step above it.
    expect(judge({ weight: 10 })).toMatchObject({ verdict: 'raise', weight: 25 });
    expect(judge({ weight: 1, steps: [5, 100] })).toMatchObject({ verdict: 'raise', weight: 5 });
  });

  it('waits for a full window at the weight, and for enough canary views: never promotes without data', () => {
    expect(judge({ weight: 50, heldSeconds: 599 })).toEqual({ verdict: 'wait', reasons: ['healthy so far; 599 s of a full 600 s window at 50%'] });
    expect(judge({ weight: 50, canary: { views: 99 } })).toEqual({ verdict: 'wait', reasons: ['not enough data: 99 canary views in the window, 100 needed'] });
    expect(judge({ weight: 50, canary: { views: 0, lcpP75: null, inpP75: null, vitalsReports: 0 }, live: { views: 0 } })).toMatchObject({ verdict: 'wait' });
    expect(judge({ weight: 50, canary: { views: 40 }, thresholds: { ...DEFAULT_THRESHOLDS, minViews: 40 } })).toMatchObject({ verdict: 'promote' });
  });

  it('aborts when the canary fails on more of its views than live by more than the threshold, with enough failures', () => {
    // 30 fallbacks, 5 browsers and 5 5xx in 200 views: 20% against live's 0.5%.
    const broken = judge({ canary: { views: 200, fallbacks: 30, failureClients: 5, serverErrors: 5 }, live: { fallbacks: 5 }, heldSeconds: 30 });
    expect(broken).toEqual({
      verdict: 'abort',
      reasons: ["the canary fails on 20.0% of its views against live's 0.5% (more than 2.0% above, with 40 failures)"],
    });
    // Every failure counts: browser reports alone, or 5xx alone.
    expect(judge({ canary: { views: 100, failureClients: 10 } })).toMatchObject({ verdict: 'abort' });
    expect(judge({ canary: { views: 100, serverErrors: 10 } })).toMatchObject({ verdict: 'abort' });
  });

  it('does not abort on a rise within the threshold, on fewer failures than the minimum, or on failures live has too', () => {
    expect(judge({ canary: { fallbacks: 20 } })).toMatchObject({ verdict: 'raise' }); // 2.0%: not above
    expect(judge({ canary: { views: 10, fallbacks: 4 } })).toMatchObject({ verdict: 'wait' }); // 40%, but 4 failures
    expect(judge({ canary: { views: 100, fallbacks: 10 }, live: { fallbacks: 100 } })).toMatchObject({ verdict: 'raise' }); // both 10%: no worse than live
    expect(judge({ canary: { views: 100, fallbacks: 10 }, thresholds: { ...DEFAULT_THRESHOLDS, maxFailureRise: 0.2 } })).toMatchObject({ verdict: 'raise' });
  });

  it('aborts when the canary\'s p75 LCP or INP is worse than live\'s by the ratio, with enough reports on both sides', () => {
    expect(judge({ canary: { lcpP75: 2.5 }, live: { lcpP75: 1.5 } })).toEqual({
      verdict: 'abort',
      reasons: ["the canary's p75 LCP is 2.500 s against live's 1.500 s (more than 1.25× and 0.2 s slower)"],
    });
    expect(judge({ canary: { inpP75: 0.4 }, live: { inpP75: 0.2 } })).toMatchObject({ verdict: 'abort', reasons: [expect.stringMatching(/p75 INP is 0\.400 s against live's 0\.200 s/)] });
    expect(judge({ canary: { lcpP75: 3, inpP75: 0.5, fallbacks: 100 } }).reasons).toHaveLength(3);
  });

  it('does not abort on vitals within the ratio, on a gap too small to be more than the buckets, or with too few reports', () => {
    expect(judge({ canary: { lcpP75: 1.8 }, live: { lcpP75: 1.5 } })).toMatchObject({ verdict: 'raise' }); // 1.2×
    expect(judge({ canary: { inpP75: 0.06 }, live: { inpP75: 0.03 } })).toMatchObject({ verdict: 'raise' }); // 2×, 30 ms
    expect(judge({ canary: { lcpP75: 4, vitalsReports: 19 } })).toMatchObject({ verdict: 'raise' });
    expect(judge({ canary: { lcpP75: 4 }, live: { vitalsReports: 19 } })).toMatchObject({ verdict: 'raise' });
    expect(judge({ canary: { lcpP75: null }, live: { lcpP75: 1 } })).toMatchObject({ verdict: 'raise' });
  });

  it('aborts a regression before its window is full', () => {
    expect(judge({ canary: { views: 20, fallbacks: 20 }, heldSeconds: 5 })).toMatchObject({ verdict: 'abort' });
  });
});

describe('nextStep', () => {
  it('is the first step above the weight, else 100', () => {
    expect(nextStep(5, [5, 25, 50, 100])).toBe(25);
    expect(nextStep(3, [5, 25, 50, 100])).toBe(5);
    expect(nextStep(50, [5, 25, 50, 100])).toBe(100);
    expect(nextStep(30, [5, 25])).toBe(100);
  });
});
