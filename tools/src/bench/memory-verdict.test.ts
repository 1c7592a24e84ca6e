import { judgeMemory } from './memory-verdict';

const MB = 1024 * 1024;
const targets = { promotions: 30, settledAfter: 5, maxGrowthAfterSettled: 1.05 };
/** A curve in MB: `step` added by the first promotions, then `perPromotion` more for each after the fifth. */
const curve = (base: number, step: number, perPromotion: number) => ({
  base: base * MB,
  afterPromotion: Array.from({ length: 30 }, (_, index) => (base + step * Math.min(1, (index + 1) / 5) + perPromotion * Math.max(0, index + 1 - 5)) * MB),
});

describe('judgeMemory', () => {
  it('passes a server that holds its second composition and then stays flat, however low it started', () => {
    // Recorded shape (2026-11-30): 270 MB after the first requests, 380 at promotion 5, 386 at 30.
    const verdict = judgeMemory(curve(270, 110, 0.25), targets);
    expect(verdict.misses).toEqual([]);
    expect(verdict.heldCost / MB).toBeCloseTo(110);
    expect(verdict.growth).toBeCloseTo(386.25 / 380, 3);
  });

  it('misses a server that keeps a megabyte for every promotion', () => {
    const verdict = judgeMemory(curve(300, 80, 1), targets);
    expect(verdict.growth).toBeCloseTo(405 / 380, 3);
    expect(verdict.misses).toEqual(['RSS grew 1.066 × from promotion 5 to 30 (target ≤ 1.05 ×)']);
  });

  it('misses a server that keeps every composition it served', () => {
    const verdict = judgeMemory(curve(300, 60, 60), targets);
    expect(verdict.misses).toHaveLength(1);
  });

  it('refuses a settling point that leaves nothing to judge, and a curve of the wrong length', () => {
    expect(() => judgeMemory(curve(300, 80, 0), { ...targets, settledAfter: 30 })).toThrow(/settledAfter/);
    expect(() => judgeMemory({ base: MB, afterPromotion: [MB] }, targets)).toThrow(/30 readings/);
  });
});
