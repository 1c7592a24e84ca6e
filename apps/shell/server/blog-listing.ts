import type { BlogPost } from '@echowatch/api-client';

/** Crawlers wait for the sitemap; a slow blog service must not hold it up for long. */
export const BLOG_LIST_TIMEOUT_MS = 1500;

interface Envelope<T> {
  code: number;
  data: T;
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';

async function getEnvelope(url: string, timeoutMs: number): Promise<Envelope<unknown> | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** Every published post of one language (the list serves only published ones), page by page. */
export async function listPublishedPosts(
  blogHost: string,
  language: string,
  timeoutMs = BLOG_LIST_TIMEOUT_MS,
): Promise<BlogPost[] | null> {
  const posts: BlogPost[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ size: String(PAGE_SIZE), page: String(page), status: '1', language });
    const envelope = await getEnvelope(`${blogHost}/blogs?${query}`, timeoutMs);
    if (!envelope || envelope.code !== 0) return null;
    const { items = [], total = 0 } = (envelope.data ?? {}) as { items?: BlogPost[]; total?: number };
    posts.push(...items);
    if (items.length === 0 || posts.length >= total) break;
  }
  return posts;
}
