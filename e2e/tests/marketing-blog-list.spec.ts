import { publishedPosts } from '../support/marketing';
import { expect, expectAccessible, inLanguage, openIn, test } from '../support/fixtures';

const VI = {
  title: 'Khám phá kiến thức social listening',
  search: 'Tìm bài viết',
  searchButton: 'Tìm kiếm',
  tabs: ['Tất cả', 'Kiến thức marketing', 'Cẩm nang giải pháp', 'Góc chuyên gia'],
  count: (n: number) => `${n} bài viết`,
  loading: 'Đang tải bài viết…',
  pager: 'Phân trang',
  page: (n: number) => `Trang ${n}`,
  readMore: 'Đọc tiếp',
  empty: /Không tìm thấy bài viết nào cho “không-có-bài-nào”/,
  results: (keyword: string) => `Kết quả cho “${keyword}”`,
};

const EN = {
  title: 'Discover social listening know-how',
  search: 'Search articles',
  searchButton: 'Search',
  count: (n: number) => `${n} articles`,
  readMore: 'Read more',
};

const main = (page: import('@playwright/test').Page) => page.getByRole('main');
const cards = (page: import('@playwright/test').Page) => main(page).getByRole('article');

test.describe('blog list (Vietnamese)', () => {
  test('banner, search, tabs and ten cards with type, title, excerpt, thumbnail and read-more link @mobile', async ({ page }) => {
    const posts = await publishedPosts(page, 'vi');
    await openIn(page, 'vi', '/discovery');
    await expect(main(page).getByRole('heading', { level: 1, name: VI.title })).toBeVisible();
    await expect(main(page).getByRole('searchbox', { name: VI.search })).toBeVisible();
    await expect(main(page).getByRole('button', { name: VI.searchButton })).toBeVisible();
    await expect(main(page).getByRole('tab')).toHaveText(VI.tabs);
    await expect(main(page).getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('status')).toHaveText(VI.count(posts.length));
    await expect(cards(page)).toHaveCount(10);

    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(posts[0]!.title);
    await expect(first.getByText(/^(Kiến thức marketing|Cẩm nang giải pháp|Góc chuyên gia|Báo cáo ngành)$/)).toBeVisible();
    const label = first.getByText(/^(Kiến thức marketing|Cẩm nang giải pháp|Góc chuyên gia|Báo cáo ngành)$/);
    expect(await label.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await expect(first.locator('p').last()).not.toBeEmpty();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // From the site's own origin, in a width this screen needs rather than the 1,200 px original.
    const picked = await first.locator('img').evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      needed: img.clientWidth * devicePixelRatio,
    }));
    const pickedUrl = new URL(picked.src);
    expect(pickedUrl.origin).toBe(new URL(page.url()).origin);
    expect(pickedUrl.pathname).toBe('/images');
    expect(Number(pickedUrl.searchParams.get('w'))).toBeGreaterThanOrEqual(Math.floor(picked.needed * 0.9));
    expect(Number(pickedUrl.searchParams.get('w'))).toBeLessThan(1200);
    const readMore = first.getByRole('link', { name: new RegExp(`^${VI.readMore}`) });
    await expect(readMore).toHaveAttribute('href', `/blog-detail/${posts[0]!.slug}?lng=vi`);
    await expectAccessible(page);

    await readMore.click();
    await expect(page).toHaveURL(inLanguage(new RegExp(`/blog-detail/${posts[0]!.slug}$`), 'vi'));
    await expect(main(page).getByRole('heading', { level: 1, name: posts[0]!.title })).toBeVisible();
  });

  test('shows the loading state, then scrolls smoothly to the list 500 ms after it loads @mobile', async ({ page }) => {
    // Timed inside the page: when the list's status first reports posts, and when scrolling starts.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      new MutationObserver(() => {
        const status = document.querySelector('main [role="status"]');
        if (!marks.loaded && /bài viết$/.test(status?.textContent ?? '')) marks.loaded = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
      addEventListener('scroll', () => {
        marks.scrolled ??= performance.now();
      });
    });
    await page.route('**/blog-api/blogs?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // The first page of a visit arrives with its list; a page whose code comes with the navigation
    // shows at once and loads its list itself, saying so.
    await openIn(page, 'vi', '/terms-of-use');
    if (page.viewportSize()!.width <= 834) await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
    await expect(main(page).getByRole('status')).toHaveText(VI.loading);
    await expect(main(page).getByRole('status')).toHaveText(/bài viết$/);
    await expect(main(page).getByRole('tablist')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
    expect(marks.scrolled! - marks.loaded!).toBeGreaterThanOrEqual(480);
    expect(marks.scrolled! - marks.loaded!).toBeLessThan(1500);
  });

  for (const language of ['vi', 'en'] as const) {
    test(`pages through the URL (1-based) and resets a page past the end to page 1 (${language}) @mobile`, async ({ page }) => {
      const posts = await publishedPosts(page, language);
      const pager = main(page).getByRole('navigation', { name: language === 'vi' ? VI.pager : 'Pagination' });
      const pageLink = (n: number) => pager.getByRole('link', { name: language === 'vi' ? VI.page(n) : `Page ${n}` });
      await openIn(page, language, '/discovery');
      await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
      await pageLink(2).click();
      await expect(page).toHaveURL(inLanguage(/\/discovery\?page=2$/, language));
      await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(posts[10]!.title);
      await expect(pageLink(2)).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(page).toHaveURL(inLanguage(/\/discovery$/, language));
      await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(posts[0]!.title);

      await openIn(page, language, '/discovery?page=9');
      await expect(page).toHaveURL(inLanguage(/\/discovery$/, language));
      await expect(main(page).getByRole('status')).toHaveText(language === 'vi' ? VI.count(posts.length) : EN.count(posts.length));
      await expect(cards(page)).toHaveCount(10);
    });
  }

  test('a tab changes the path suffix, resets the page and clears the keyword; the expert hub joins two types @mobile', async ({ page }) => {
    await openIn(page, 'vi', '/discovery?page=2&keyword=th%E1%BA%A3o%20lu%E1%BA%ADn');
    await expect(main(page).getByRole('searchbox', { name: VI.search })).toHaveValue('thảo luận');
    await main(page).getByRole('tab', { name: 'Góc chuyên gia' }).click();
    await expect(page).toHaveURL(inLanguage(/\/discovery\/goc-chuyen-gia$/, 'vi'));
    await expect(main(page).getByRole('tab', { name: 'Góc chuyên gia' })).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('searchbox', { name: VI.search })).toHaveValue('');
    const expert = await publishedPosts(page, 'vi', '3,4');
    await expect(main(page).getByRole('status')).toHaveText(VI.count(expert.length));
    const labels = await cards(page).locator('span').filter({ hasText: /^(Kiến thức marketing|Cẩm nang giải pháp|Góc chuyên gia|Báo cáo ngành)$/ }).allTextContents();
    expect(new Set(labels)).toEqual(new Set(['Góc chuyên gia', 'Báo cáo ngành']));

    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(inLanguage(/\/discovery\/cam-nang-giai-phap$/, 'vi'));
    await expect(main(page).getByRole('tab', { name: 'Cẩm nang giải pháp' })).toBeFocused();
    await expect(cards(page).locator('span').filter({ hasText: /^(Kiến thức marketing|Góc chuyên gia|Báo cáo ngành)$/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('searches with the button and with Enter; an unmatched keyword shows the empty state @mobile', async ({ page }) => {
    await openIn(page, 'vi', '/discovery?page=2');
    await expect(main(page).getByRole('navigation', { name: VI.pager }).getByRole('link', { name: VI.page(2) })).toHaveAttribute('aria-current', 'page');
    const box = main(page).getByRole('searchbox', { name: VI.search });
    await box.fill('khủng hoảng');
    await main(page).getByRole('button', { name: VI.searchButton }).click();
    await expect(page).toHaveURL(inLanguage(/\/discovery\?keyword=kh%E1%BB%A7ng\+ho%E1%BA%A3ng$/, 'vi'));
    await expect(main(page).getByRole('heading', { level: 2, name: VI.results('khủng hoảng') })).toBeVisible();
    const found = await publishedPosts(page, 'vi', '1,2,3,4', 'khủng hoảng');
    expect(found.length).toBeGreaterThan(0);
    await expect(main(page).getByRole('status')).toHaveText(VI.count(found.length));
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(found.slice(0, 10).map((post) => post.title));

    await box.fill('không-có-bài-nào');
    await box.press('Enter');
    await expect(page).toHaveURL(inLanguage(/keyword=kh%C3%B4ng-c%C3%B3-b%C3%A0i-n%C3%A0o$/, 'vi'));
    await expect(main(page).getByRole('status')).toHaveText(VI.empty);
    await expect(cards(page)).toHaveCount(0);
    await expectAccessible(page);

    await page.goBack();
    await expect(box).toHaveValue('khủng hoảng');
    await page.goBack();
    await expect(box).toHaveValue('');
    await expect(page).toHaveURL(inLanguage(/\/discovery\?page=2$/, 'vi'));
    await page.goForward();
    await expect(box).toHaveValue('khủng hoảng');
    await expect(main(page).getByRole('heading', { level: 2, name: VI.results('khủng hoảng') })).toBeVisible();
  });
});

test.describe('blog list (English)', () => {
  test('no tabs; every type of English post together, searchable @mobile', async ({ page }) => {
    const posts = await publishedPosts(page, 'en');
    await openIn(page, 'en', '/discovery');
    await expect(main(page).getByRole('heading', { level: 1, name: EN.title })).toBeVisible();
    await expect(main(page).getByRole('tablist')).toHaveCount(0);
    await expect(main(page).getByRole('status')).toHaveText(EN.count(posts.length));
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(posts[0]!.title);
    const labels = await cards(page).locator('span').filter({ hasText: /^(Marketing knowledge|Solution handbook|Expert opinion|Industry report)$/ }).allTextContents();
    expect(new Set(labels).size).toBeGreaterThanOrEqual(3);
    await expectAccessible(page);

    await main(page).getByRole('searchbox', { name: EN.search }).fill('crisis');
    await main(page).getByRole('searchbox', { name: EN.search }).press('Enter');
    await expect(page).toHaveURL(inLanguage(/\/discovery\?keyword=crisis$/, 'en'));
    const found = await publishedPosts(page, 'en', '1,2,3,4', 'crisis');
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(found.slice(0, 10).map((post) => post.title));
  });

  test('a category address lists that category in English too, names it, and keeps it across a language switch', async ({ page }) => {
    const all = await publishedPosts(page, 'en');
    const expertHub = await publishedPosts(page, 'en', '3,4');
    expect(expertHub.length).toBeLessThan(all.length);
    await openIn(page, 'en', '/discovery/goc-chuyen-gia');
    await expect(page).toHaveTitle('Expert hub | EchoWatch');
    await expect(main(page).getByRole('status')).toHaveText(EN.count(expertHub.length));
    await expect(main(page).getByRole('tablist')).toHaveCount(0);
    await expect(main(page).getByText('Category: Expert hub')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(inLanguage(/\/discovery\/goc-chuyen-gia$/, 'vi'));
    await expect(main(page).getByRole('tab', { name: 'Góc chuyên gia', selected: true })).toBeVisible();
    await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('link', { name: 'English' }).click();
    await expect(main(page).getByText('Category: Expert hub')).toBeVisible();

    await main(page).getByRole('link', { name: 'See all articles' }).click();
    await expect(page).toHaveURL(inLanguage(/\/discovery$/, 'en'));
    await expect(main(page).getByRole('status')).toHaveText(EN.count(all.length));
  });
});
