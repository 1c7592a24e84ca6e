import { LRUCache } from 'lru-cache';

export interface ImageVariant {
  body: Buffer;
  contentType: string;
}

export interface ImageVariantCacheLimits {
  /** Bytes of variants and of their keys kept in all. */
  maxBytes: number;
  /** Variants kept at most, however small. */
  maxEntries: number;
}

export interface ImageVariantCache {
  /** The variant under `key`: kept, being made, or made now by `make` (one job per key at a time). */
  get: (key: string, make: () => Promise<ImageVariant>) => Promise<ImageVariant>;
  /** Bytes counted for the variants kept (their keys included). */
  readonly bytes: number;
  /** How many variants are kept. */
  readonly entries: number;
}

// What an entry costs beyond its body and key: the cache's own node, the variant object, the type.
const ENTRY_OVERHEAD_BYTES = 256;

/** An entry's cost: a key is a UTF-16 string (two bytes a character), so a long address weighs its length. */
const costOf = (variant: ImageVariant, key: string): number => variant.body.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES;

/**
 * Made variants kept in memory, the least recently used going first once either limit is reached
 * (lru-cache: its size accounting counts what each entry really holds, keys included). A picture on
 * a busy page is asked for by many visitors at once: they share the one job making it.
 */
export function createImageVariantCache({ maxBytes, maxEntries }: ImageVariantCacheLimits): ImageVariantCache {
  const kept = new LRUCache<string, ImageVariant>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: costOf });
  const making = new Map<string, Promise<ImageVariant>>();

  return {
    get(key, make) {
      const hit = kept.get(key);
      if (hit) return Promise.resolve(hit);
      const running = making.get(key);
      if (running) return running;
      // A failed job is forgotten with its promise, so the next request tries again.
      const job = make()
        .then((variant) => {
          // Too big for the whole budget: served, not kept.
          if (costOf(variant, key) <= maxBytes) kept.set(key, variant);
          return variant;
        })
        .finally(() => making.delete(key));
      making.set(key, job);
      return job;
    },
    get bytes() {
      return kept.calculatedSize;
    },
    get entries() {
      return kept.size;
    },
  };
}
