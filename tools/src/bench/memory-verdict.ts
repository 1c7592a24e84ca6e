import { median } from './median';

/** What the memory run judges (`load.memory` in performance-targets.json). */
export interface MemoryTargets {
  promotions: number;
  /** The promotion after which the realms the server holds (live, previous, spare) are all in use. */
  settledAfter: number;
  /** Readings taken together at each end: RSS moves by ±10 MB from one promotion to the next. */
  window: number;
  /** The last readings' median, at most this many times the settled readings' median. */
  maxGrowthAfterSettled: number;
}

/** RSS readings in bytes: after the first requests, then after each promotion (index 0 is the first). */
export interface MemoryCurve {
  base: number;
  afterPromotion: number[];
}

export interface MemoryVerdict {
  /** Median of the `window` readings from promotion `settledAfter` on. */
  settled: number;
  /** Median of the last `window` readings. */
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
  const { promotions, settledAfter, window, maxGrowthAfterSettled } = targets;
  if (!(settledAfter >= 1 && window >= 1 && settledAfter + window - 1 < promotions - window + 1)) {
    throw new Error(`memory: promotions ${settledAfter}… and the last ${window} must not overlap within ${promotions}`);
  }
  if (curve.afterPromotion.length !== promotions) {
    throw new Error(`expected ${promotions} readings after promotions, got ${curve.afterPromotion.length}`);
  }
  const settled = median(curve.afterPromotion.slice(settledAfter - 1, settledAfter - 1 + window));
  const last = median(curve.afterPromotion.slice(-window));
  const growth = last / settled;
  const span = `promotions ${settledAfter}–${settledAfter + window - 1} to ${promotions - window + 1}–${promotions}`;
  const misses = growth <= maxGrowthAfterSettled ? [] : [`RSS grew ${growth.toFixed(3)} × from ${span} (median; target ≤ ${maxGrowthAfterSettled} ×)`];
  return { settled, last, growth, heldCost: settled - curve.base, misses };
}
