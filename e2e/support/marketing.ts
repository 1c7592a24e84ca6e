import type { Locator, Page } from '@playwright/test';
import { SANDBOX_URL } from './local-sites';

/** The blog service of the local sandbox (hosts.blog of the local environment). */
export const BLOG_API = `${SANDBOX_URL}/blog-api`;

export interface SandboxPost {
  id: number;
  slug: string;
  title: string;
  blog_type_id: number;
  report_file: string | null;
  created_at: string;
  language: 'vi' | 'en';
}

/** Every published post of a language (matching a keyword), newest first, straight from the sandbox blog service. */
export async function publishedPosts(page: Page, language: 'vi' | 'en', typeIds = '1,2,3,4', keyword = ''): Promise<SandboxPost[]> {
  const query = new URLSearchParams({ size: '100', page: '0', status: '1', language, blog_type_ids: typeIds, keyword });
  const response = await page.request.get(`${BLOG_API}/blogs?${query}`);
  return ((await response.json()) as { data: { items: SandboxPost[] } }).data.items;
}

export function carousel(page: Page): Locator {
  return page.getByRole('region', { name: /^(Giới thiệu nổi bật|Highlights)$/ });
}

/** The position (from 0) of the dot marked current. */
export async function currentSlide(page: Page): Promise<number> {
  return carousel(page)
    .getByRole('button', { name: /^(Trang chiếu|Slide) \d/ })
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
}

/**
 * Records, from the moment a page starts loading, when the home carousel is first on screen (the
 * later of its arrival in the document and the first paint) and when it first marks another slide
 * current. Call before navigating; read with `firstSlideChange`.
 */
export async function watchCarousel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times: { inserted?: number; changed?: number } = {};
    (window as unknown as { carouselTimes: typeof times }).carouselTimes = times;
    const dots = () =>
      [...document.querySelectorAll('[aria-roledescription] button[aria-label]')].filter((dot) =>
        /^(Trang chiếu|Slide) \d/.test(dot.getAttribute('aria-label') ?? ''),
      );
    new MutationObserver(() => {
      const found = dots();
      if (times.inserted === undefined && found.length > 0) times.inserted = performance.now();
      if (times.changed === undefined && found.findIndex((dot) => dot.getAttribute('aria-current') === 'true') > 0) {
        times.changed = performance.now();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-current'] });
  });
}

/** Milliseconds from the carousel's first showing to its first change of slide (see watchCarousel). */
export async function firstSlideChange(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const { inserted, changed } = (window as unknown as { carouselTimes: { inserted?: number; changed?: number } }).carouselTimes;
      if (inserted === undefined || changed === undefined) return null;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return changed - Math.max(inserted, paint);
    },
    null,
    { timeout: 15_000, polling: 100 },
  );
  return (await handle.jsonValue()) as number;
}
