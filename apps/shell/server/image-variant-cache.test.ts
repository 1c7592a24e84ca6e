import { createImageVariantCache, type ImageVariant } from './image-variant-cache';

const variant = (bytes: number): ImageVariant => ({ body: Buffer.alloc(bytes), contentType: 'image/webp' });
const made = (bytes: number) => () => Promise.resolve(variant(bytes));

describe('the image variant cache', () => {
  it('counts the keys in its byte budget, so long addresses cannot grow it past the cap', async () => {
    const cache = createImageVariantCache({ maxBytes: 64 * 1024, maxEntries: 10_000 });
    for (let i = 0; i < 2_000; i += 1) await cache.get(`480 webp https://blog.test/${i}/${'k'.repeat(4_000)}`, made(10));
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    // A 4 kB key costs at least its characters: no more than the budget can hold are kept.
    expect(cache.entries).toBeLessThanOrEqual(Math.floor((64 * 1024) / 4_000));
  });

  it('keeps no more than its number of entries, however small they are', async () => {
    const cache = createImageVariantCache({ maxBytes: 64 * 1024 * 1024, maxEntries: 50 });
    for (let i = 0; i < 500; i += 1) await cache.get(`320 webp https://blog.test/${i}.png`, made(1));
    expect(cache.entries).toBe(50);
  });

  it('serves a kept variant without making it again, and shares one job between waiting requests', async () => {
    const cache = createImageVariantCache({ maxBytes: 1024 * 1024, maxEntries: 10 });
    const make = jest.fn(made(100));
    await Promise.all([cache.get('a', make), cache.get('a', make)]);
    await cache.get('a', make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing bigger than its whole budget', async () => {
    const cache = createImageVariantCache({ maxBytes: 1000, maxEntries: 10 });
    await cache.get('big', made(5000));
    expect(cache.entries).toBe(0);
  });
});
