export interface ImageVariant {
  body: Buffer;
  contentType: string;
}

export interface ImageVariantCache {
  /** The variant under `key`: kept, being made, or made now by `make` (one job per key at a time). */
  get: (key: string, make: () => Promise<ImageVariant>) => Promise<ImageVariant>;
  /** Bytes of the variants kept. */
  readonly bytes: number;
}

/**
 * Made variants kept in memory up to `maxBytes` in all, the least recently used going first. A
 * picture on a busy page is asked for by many visitors at once: they share the one job making it.
 */
export function createImageVariantCache(maxBytes: number): ImageVariantCache {
  // A Map iterates in insertion order; moving an entry to the end on use makes the first the oldest.
  const kept = new Map<string, ImageVariant>();
  const making = new Map<string, Promise<ImageVariant>>();
  let bytes = 0;

  function keep(key: string, variant: ImageVariant) {
    if (variant.body.byteLength > maxBytes) return;
    kept.set(key, variant);
    bytes += variant.body.byteLength;
    for (const [oldKey, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldKey);
      bytes -= old.body.byteLength;
    }
  }

  return {
    get(key, make) {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit);
      }
      const running = making.get(key);
      if (running) return running;
      // A failed job is forgotten with its promise, so the next request tries again.
      const job = make()
        .then((variant) => {
          keep(key, variant);
          return variant;
        })
        .finally(() => making.delete(key));
      making.set(key, job);
      return job;
    },
    get bytes() {
      return bytes;
    },
  };
}
