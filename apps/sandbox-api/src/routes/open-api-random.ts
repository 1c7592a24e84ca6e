/** FNV-1a: a stable 32-bit hash, so the same request always draws the same synthetic data. */
export function hashText(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** mulberry32 seeded from a key. */
export function randomFor(key: string): Random {
  let state = hashText(key);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (values) => values[Math.floor(next() * values.length)]!,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
  };
}
