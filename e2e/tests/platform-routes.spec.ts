import { SANDBOX_URL } from '../support/local-sites';
import { expect, expectAccessible, inLanguage, openIn, test } from '../support/fixtures';

// Every route of the site (docs/product-rules.md, R-ROUTE-1, R-ROUTE-2): path → the document
// title's first part (English): the route's, or the page's own where it names itself (a post, a
// solution, a feature).
const ROUTES: [string, string][] = [
  ['/discovery', 'Blog'],
  ['/blog-detail/social-listening-basics', 'Social listening basics: what it is and why your brand needs it'],
  ['/packages', 'Pricing'],
  ['/reporting-service', 'Report service'],
  ['/login', 'Log in'],
  ['/register', 'Register'],
  ['/forgot-password', 'Forgot password'],
  ['/forgot-password/0123456789abcdef', 'Forgot password'],
  ['/terms-of-use', 'Terms of use'],
  ['/privacy-policy', 'Privacy policy'],
  ['/unsubscribe-newsletter?isSuccess=true&industryId=68&type=1', 'Unsubscribe from newsletters'],
  ['/open-api-docs', 'Open API documentation'],
  ['/insight', 'Insight reports'],
  ['/faqs', "Product's FAQs"],
  ['/faqs/common-faqs', "Common questions – Product's FAQs"],
  ['/faqs/detail', "All topics – Product's FAQs"],
  ['/solutions/brand-health-measurement', 'Brand health measurement'],
  ['/solutions/campaign-performance-tracking', 'Campaign performance tracking'],
  ['/solutions/customer-care', 'Customer care'],
  ['/features/collecting-data', 'Data collection'],
  ['/features/data-analysis', 'Data analysis'],
  ['/features/alert-report', 'Alerts and reports'],
  ['/register/confirm?requestId=abc', 'Account confirmation'],
  ['/invite?requestId=abc', 'Organization invitation'],
];

test('every route resolves to its page with its own document title', async ({ page }) => {
  test.setTimeout(120_000);
  await openIn(page, 'en', '/');
  await expect(page).toHaveTitle(/^EchoWatch – /);
  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} | EchoWatch`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText('Content does not exist'), path).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /could not be loaded/ }), path).toHaveCount(0);
  }
});

test('a post, a solution, a feature and the insight page carry their own title, served and after the page runs', async ({
  page,
  request,
}) => {
  const OWN_TITLES: [string, string][] = [
    ['/blog-detail/social-listening-basics?lng=en', 'Social listening basics: what it is and why your brand needs it'],
    ['/solutions/customer-care?lng=vi', 'Chăm sóc khách hàng'],
    ['/insight?lng=en', 'Insight reports'],
    ['/features/data-analysis?lng=en', 'Data analysis'],
  ];
  for (const [path, title] of OWN_TITLES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title} | EchoWatch</title>`);
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} | EchoWatch`);
  }
  // Opened by a link inside the site (from the last of them), and in the other language.
  await page.getByRole('main').getByRole('link', { name: 'Alerts and reports' }).click();
  await expect(page).toHaveTitle('Alerts and reports | EchoWatch');
  await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Tiếng Việt' }).click();
  await expect(page).toHaveTitle('Cảnh báo và báo cáo | EchoWatch');
  // Leaving for a page without a title of its own gives the route's back; the not-found page keeps its own.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Điều khoản sử dụng' }).click();
  await expect(page).toHaveTitle('Điều khoản sử dụng | EchoWatch');
  await openIn(page, 'en', '/no-such-page');
  await expect(page).toHaveTitle('Content not found | EchoWatch');
});

test('sign-in routes whose link or sign-in is not live send the visitor on', async ({ page }) => {
  // A refused invitation goes to the 404 page; a gone 2FA-reset link, and /forgot-otp without a
  // pending two-factor sign-in, go to login (docs/product-rules.md, R-ROUTE-6).
  await openIn(page, 'en', '/user?requestId=abc&cto=a%40b.vn');
  await expect(page.getByRole('heading', { level: 1, name: 'Content does not exist' })).toBeVisible();
  for (const path of ['/reset-2fa/0f3c', '/forgot-otp']) {
    await openIn(page, 'en', path);
    await expect(page, path).toHaveURL(inLanguage(/\/login$/, 'en'));
    await expect(page, path).toHaveTitle('Log in | EchoWatch');
  }
});

test('unknown content shows the not-found screen with a way home', async ({ page }) => {
  for (const path of ['/no-such-page', '/solutions/unknown-solution', '/features/nothing', '/blog-detail']) {
    await openIn(page, 'en', path);
    await expect(page.getByRole('heading', { level: 1, name: 'Content does not exist' })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Home page' }).click();
  await expect(page).toHaveURL(inLanguage(/\/$/, 'en'));
  await openIn(page, 'vi', '/khong-ton-tai');
  await expect(page.getByRole('heading', { level: 1, name: 'Nội dung không tồn tại' })).toBeVisible();
});

test('the not-found screen searches the articles in its language and lists the main sections', async ({ page }) => {
  await openIn(page, 'en', '/no-such-page');
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/packages?lng=en');
  const search = main.getByRole('search', { name: 'Search articles' });
  await search.getByRole('searchbox', { name: 'Search articles' }).fill('crisis');
  await search.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
  await expect(page).toHaveURL(/\/discovery\?keyword=crisis&lng=en$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Results for “crisis”' })).toBeVisible();
});

test('the shell has landmarks, a working header and footer, and scrolls to the top on navigation', async ({ page }) => {
  await openIn(page, 'en', '/privacy-policy');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '1900 6868' })).toHaveAttribute('href', 'tel:19006868');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(inLanguage(/\/terms-of-use$/, 'en'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const solutions = page.getByRole('banner').getByRole('button', { name: 'Solutions' });
  await solutions.click();
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await solutions.click();
  await page.getByRole('link', { name: 'Customer care' }).click();
  await expect(page).toHaveTitle('Customer care | EchoWatch');
  await expectAccessible(page);
});

test('pages opened from the mobile app have no header or footer @mobile', async ({ page }) => {
  await page.goto('/terms-of-use?from=app&lng=en');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the header collapses into a menu at 834 px and below @mobile-only', async ({ page }) => {
  await openIn(page, 'en', '/terms-of-use');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(inLanguage(/\/packages$/, 'en'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeHidden();
  await expectAccessible(page);
});

test('a visitor who is already signed in goes from the sign-in pages to the console', async ({ page }) => {
  const consoleUrl = SANDBOX_URL.replace('127.0.0.1', 'localhost');
  const login = await page.request.post(`${consoleUrl}/api/login`, {
    data: { username: 'demo@echowatch.vn', password: 'Echo@2026' },
  });
  expect((await login.json()).code).toBe(0);
  for (const path of ['/login', '/register', '/user?requestId=abc']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${consoleUrl}/console`);
    await expect(page.getByText('Signed in as')).toBeVisible();
  }
  await page.request.post(`${consoleUrl}/api/logout`);
  await openIn(page, 'en', '/login');
  await expect(page).toHaveTitle('Log in | EchoWatch');
});
