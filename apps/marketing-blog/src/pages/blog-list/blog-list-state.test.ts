import {
  listHref,
  categoryOf,
  listQuery,
  needsPageReset,
  readListState,
  showsTabs,
  visiblePages,
  withKeyword,
  withTab,
  type BlogListSetup,
} from './blog-list-state';

const DISCOVERY: BlogListSetup = { basePath: '/discovery', tabs: true };
const INSIGHT: BlogListSetup = { basePath: '/insight', tabs: false, typeIds: [3, 4] };
const search = (query: string) => new URLSearchParams(query);

describe('reading the list state from the URL', () => {
  it('reads the tab from the path suffix and page and keyword from the query', () => {
    expect(readListState('cam-nang-giai-phap', search('page=3&keyword=kh%E1%BB%A7ng+ho%E1%BA%A3ng'), DISCOVERY)).toEqual({
      tab: 'solutionHandbook',
      page: 3,
      keyword: 'khủng hoảng',
    });
    expect(readListState(undefined, search(''), DISCOVERY)).toEqual({ tab: 'all', page: 1, keyword: '' });
    expect(readListState('goc-chuyen-gia/', search(''), DISCOVERY)?.tab).toBe('expertHub');
  });

  it('reads a missing, zero, negative or broken page as page 1', () => {
    for (const page of ['', 'page=0', 'page=-2', 'page=abc', 'page=1.5']) {
      expect(readListState('', search(page), DISCOVERY)?.page).toBe(1);
    }
  });

  it('knows no other suffix: an unknown one is the not-found screen', () => {
    expect(readListState('no-such-tab', search(''), DISCOVERY)).toBeNull();
    expect(readListState('goc-chuyen-gia', search(''), INSIGHT)).toBeNull();
    expect(readListState('', search('page=2'), INSIGHT)).toEqual({ tab: 'all', page: 2, keyword: '' });
  });
});

describe('from state to URL and back', () => {
  it('leaves page 1 and an empty keyword out of the URL', () => {
    expect(listHref(DISCOVERY, { tab: 'all', page: 1, keyword: '' })).toBe('/discovery');
    expect(listHref(DISCOVERY, { tab: 'expertHub', page: 2, keyword: 'ngân hàng' })).toBe(
      '/discovery/goc-chuyen-gia?page=2&keyword=ng%C3%A2n+h%C3%A0ng',
    );
  });

  it('round-trips every tab', () => {
    for (const tab of ['all', 'marketingKnowledge', 'solutionHandbook', 'expertHub'] as const) {
      const state = { tab, page: 4, keyword: 'crisis' };
      const url = new URL(listHref(DISCOVERY, state), 'http://site');
      const suffix = url.pathname.replace(/^\/discovery\/?/, '');
      expect(readListState(suffix, url.searchParams, DISCOVERY)).toEqual(state);
    }
  });
});

describe('from state to the blog call', () => {
  it('asks for the tab’s types in Vietnamese, with a 0-based page and ten posts', () => {
    expect(listQuery(DISCOVERY, { tab: 'expertHub', page: 3, keyword: 'ngân hàng' }, 'vi')).toEqual({
      size: 10,
      page: 2,
      blogTypeIds: [3, 4],
      language: 'vi',
      keyword: 'ngân hàng',
    });
    expect(listQuery(DISCOVERY, { tab: 'marketingKnowledge', page: 1, keyword: '' }, 'vi').blogTypeIds).toEqual([1]);
  });

  it('has no tabs in English, where a category address still lists its category only', () => {
    expect(showsTabs(DISCOVERY, 'en')).toBe(false);
    expect(showsTabs(DISCOVERY, 'vi')).toBe(true);
    expect(listQuery(DISCOVERY, { tab: 'all', page: 1, keyword: '' }, 'en').blogTypeIds).toEqual([1, 2, 3, 4]);
    expect(listQuery(DISCOVERY, { tab: 'solutionHandbook', page: 1, keyword: '' }, 'en').blogTypeIds).toEqual([2]);
    expect(categoryOf(DISCOVERY, { tab: 'solutionHandbook', page: 1, keyword: '' })).toBe('solutionHandbook');
    expect(categoryOf(DISCOVERY, { tab: 'all', page: 1, keyword: '' })).toBeNull();
    expect(categoryOf(INSIGHT, { tab: 'all', page: 1, keyword: '' })).toBeNull();
  });

  it('keeps a fixed list to its own types, in both languages', () => {
    expect(showsTabs(INSIGHT, 'vi')).toBe(false);
    expect(listQuery(INSIGHT, { tab: 'all', page: 1, keyword: '' }, 'vi').blogTypeIds).toEqual([3, 4]);
  });
});

describe('transitions', () => {
  it('a tab change resets the page to 1 and clears the keyword', () => {
    expect(withTab('solutionHandbook')).toEqual({ tab: 'solutionHandbook', page: 1, keyword: '' });
  });

  it('a search keeps the tab, trims the keyword and starts at page 1', () => {
    expect(withKeyword({ tab: 'expertHub', page: 5, keyword: 'old' }, '  báo cáo  ')).toEqual({
      tab: 'expertHub',
      page: 1,
      keyword: 'báo cáo',
    });
  });

  it('sends a page past the end of a non-empty list back to page 1, and nothing else', () => {
    const state = { tab: 'all' as const, page: 9, keyword: '' };
    expect(needsPageReset(state, { items: [], total: 25 })).toBe(true);
    expect(needsPageReset(state, { items: [], total: 0 })).toBe(false);
    expect(needsPageReset({ ...state, page: 1 }, { items: [], total: 25 })).toBe(false);
  });
});

describe('visiblePages', () => {
  it('shows every page of a short list and a window with gaps in a long one', () => {
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(visiblePages(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(visiblePages(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});
