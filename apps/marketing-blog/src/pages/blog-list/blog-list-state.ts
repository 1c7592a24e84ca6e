import { ALL_BLOG_TYPE_IDS, BLOG_TYPE_IDS, EXPERT_HUB_TYPE_IDS, type BlogListQuery } from '@echowatch/api-client';
import type { Language } from '@echowatch/contracts';

/** Ten posts a page on the list (docs/product-rules.md, R-BLOG-2). */
export const BLOG_PAGE_SIZE = 10;

export type BlogTabId = 'all' | 'marketingKnowledge' | 'solutionHandbook' | 'expertHub';

export interface BlogTab {
  id: BlogTabId;
  /** The path segment after the list's base path; empty for all posts. */
  suffix: string;
  typeIds: readonly number[];
}

/** The Vietnamese tab bar; the expert hub combines two type ids. */
export const BLOG_TABS: readonly BlogTab[] = [
  { id: 'all', suffix: '', typeIds: ALL_BLOG_TYPE_IDS },
  { id: 'marketingKnowledge', suffix: 'kien-thuc-marketing', typeIds: [BLOG_TYPE_IDS.marketingKnowledge] },
  { id: 'solutionHandbook', suffix: 'cam-nang-giai-phap', typeIds: [BLOG_TYPE_IDS.solutionHandbook] },
  { id: 'expertHub', suffix: 'goc-chuyen-gia', typeIds: EXPERT_HUB_TYPE_IDS },
];

/** Everything the list shows is in its URL: path suffix (tab), `page` (from 1) and `keyword`. */
export interface BlogListState {
  tab: BlogTabId;
  page: number;
  keyword: string;
}

/** Which list this is: the blog (tabs in Vietnamese) or a fixed set of types such as the insight list. */
export interface BlogListSetup {
  basePath: string;
  tabs: boolean;
  /** Fixed types; such a list has no tabs and no path suffix. */
  typeIds?: readonly number[];
}

const tabById = (id: BlogTabId): BlogTab => BLOG_TABS.find((tab) => tab.id === id) ?? BLOG_TABS[0]!;

export function showsTabs(setup: BlogListSetup, language: Language): boolean {
  return setup.tabs && !setup.typeIds && language === 'vi';
}

/** The state a URL describes; null when the path suffix names no tab (the not-found screen). */
export function readListState(suffix: string | undefined, search: URLSearchParams, setup: BlogListSetup): BlogListState | null {
  const segment = (suffix ?? '').replace(/^\/+|\/+$/g, '');
  const tab = setup.typeIds || !setup.tabs ? (segment === '' ? BLOG_TABS[0] : undefined) : BLOG_TABS.find((t) => t.suffix === segment);
  if (!tab) return null;
  const page = Number(search.get('page'));
  return {
    tab: tab.id,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    keyword: (search.get('keyword') ?? '').trim(),
  };
}

/** The URL of a state: page 1 and an empty keyword are left out. */
export function listHref(setup: BlogListSetup, state: BlogListState): string {
  const suffix = tabById(state.tab).suffix;
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.keyword) params.set('keyword', state.keyword);
  const query = params.toString();
  return `${setup.basePath}${suffix ? `/${suffix}` : ''}${query ? `?${query}` : ''}`;
}

/** The category a list shows apart from all posts, if its address names one (`all` names none). */
export function categoryOf(setup: BlogListSetup, state: BlogListState): Exclude<BlogTabId, 'all'> | null {
  return setup.tabs && !setup.typeIds && state.tab !== 'all' ? state.tab : null;
}

/** The blog call for a state; the URL's page counts from 1, the call's from 0. */
export function listQuery(setup: BlogListSetup, state: BlogListState, language: Language): BlogListQuery {
  // A category's address keeps its category in English too, where no tab bar shows it (a link, a
  // language switch, the sitemap); the English list itself shows every type together.
  const typeIds = setup.typeIds ?? (setup.tabs ? tabById(state.tab).typeIds : ALL_BLOG_TYPE_IDS);
  return { size: BLOG_PAGE_SIZE, page: state.page - 1, blogTypeIds: typeIds, language, keyword: state.keyword };
}

/** A new tab starts over: page 1, no keyword. */
export const withTab = (tab: BlogTabId): BlogListState => ({ tab, page: 1, keyword: '' });

/** A new search starts at page 1 of the same tab. */
export const withKeyword = (state: BlogListState, keyword: string): BlogListState => ({
  ...state,
  keyword: keyword.trim(),
  page: 1,
});

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

/** A page past the end of a non-empty list goes back to page 1. */
export function needsPageReset(state: BlogListState, result: { items: readonly unknown[]; total: number }): boolean {
  return state.page > 1 && result.items.length === 0 && result.total > 0;
}

export type PageSlot = number | 'gap';

/** The page numbers a pager shows: first, last, and the current page with its neighbours. */
export function visiblePages(current: number, count: number): PageSlot[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - pages[index - 1]! > 1 ? ['gap' as const, page] : [page]));
}
