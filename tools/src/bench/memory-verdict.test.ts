import { judgeMemory } from './memory-verdict';

const MB = 1024 * 1024;
const targets = { promotions: 30, settledAfter: 5, window: 5, maxGrowthAfterSettled: 1.05 };
/** A curve in MB: `step` added by the first promotions, then `perPromotion` more for each after the fifth. */
const curve = (base: number, step: number, perPromotion: number) => ({
  base: base * MB,
  afterPromotion: Array.from({ length: 30 }, (_, index) => (base + step * Math.min(1, (index + 1) / 5) + perPromotion * Math.max(0, index + 1 - 5)) * MB),
});

describe('judgeMemory', () => {
  it('passes a server that holds its second composition and then stays flat, however low it started', () => {
    const verdict = judgeMemory(curve(270, 110, 0.25), targets);
    expect(verdict.misses).toEqual([]);
    // Medians: promotion 7 (380.5 MB) and promotion 28 (385.75 MB).
    expect(verdict.heldCost / MB).toBeCloseTo(110.5);
    expect(verdict.growth).toBeCloseTo(385.75 / 380.5, 3);
  });

  it('is not moved by one low reading where it settles', () => {
    // Recorded on 2026-11-30: 386 MB at promotion 5 between 395 and 400, around a flat ~410.
    const recorded = [369, 389, 385, 395, 386, 400, 397, 402, 407, 410, 394, 406, 406, 391, 391, 395, 407, 409, 410, 410, 409, 413, 412, 413, 415, 412, 409, 414, 406, 404];
    const verdict = judgeMemory({ base: 281 * MB, afterPromotion: recorded.map((value) => value * MB) }, targets);
    expect(verdict.settled / MB).toBe(400);
    expect(verdict.last / MB).toBe(409);
    expect(verdict.misses).toEqual([]);
  });

  it('misses a server that keeps a megabyte for every promotion', () => {
    const verdict = judgeMemory(curve(300, 80, 1), targets);
    expect(verdict.growth).toBeCloseTo(403 / 382, 3);
    expect(verdict.misses).toEqual(['RSS grew 1.055 × from promotions 5–9 to 26–30 (median; target ≤ 1.05 ×)']);
  });

  it('misses a server that keeps every composition it served', () => {
    expect(judgeMemory(curve(300, 60, 60), targets).misses).toHaveLength(1);
  });

  it('refuses windows that overlap, and a curve of the wrong length', () => {
    expect(() => judgeMemory(curve(300, 80, 0), { ...targets, settledAfter: 22 })).toThrow(/overlap/);
    expect(() => judgeMemory({ base: MB, afterPromotion: [MB] }, targets)).toThrow(/30 readings/);
  });
});
