/** What the memory run judges (`load.memory` in performance-targets.json). */
export interface MemoryTargets {
  promotions: number;
  /** The promotion after which the realms the server holds (live, previous, spare) are all in use. */
  settledAfter: number;
  /** RSS after the last promotion, at most this many times RSS once settled. */
  maxGrowthAfterSettled: number;
}

/** RSS readings in bytes: after the first requests, then after each promotion (index 0 is the first). */
export interface MemoryCurve {
  base: number;
  afterPromotion: number[];
}

export interface MemoryVerdict {
  settled: number;
  last: number;
  /** `last / settled`: what the promotions after settling added. */
  growth: number;
  /** `settled - base`: what holding a second composition costs (ADR 0010), reported only. */
  heldCost: number;
  misses: string[];
}

/**
 * Judges growth with each promotion, from the point where the server holds all it is meant to
 * hold. The step up to that point is the composition kept for rollback (ADR 0010), and RSS after
 * the first requests moves by ±25 MB between runs, so neither is a measure of growth (ADR 0012).
 */
export function judgeMemory(curve: MemoryCurve, targets: MemoryTargets): MemoryVerdict {
  const { promotions, settledAfter, maxGrowthAfterSettled } = targets;
  if (!(settledAfter >= 1 && settledAfter < promotions)) {
    throw new Error(`memory.settledAfter (${settledAfter}) must be a promotion before the last (${promotions})`);
  }
  if (curve.afterPromotion.length !== promotions) {
    throw new Error(`expected ${promotions} readings after promotions, got ${curve.afterPromotion.length}`);
  }
  const settled = curve.afterPromotion[settledAfter - 1]!;
  const last = curve.afterPromotion[promotions - 1]!;
  const growth = last / settled;
  const misses =
    growth <= maxGrowthAfterSettled
      ? []
      : [`RSS grew ${growth.toFixed(3)} × from promotion ${settledAfter} to ${promotions} (target ≤ ${maxGrowthAfterSettled} ×)`];
  return { settled, last, growth, heldCost: settled - curve.base, misses };
}
