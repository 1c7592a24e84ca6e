import { devices } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// What the server sends before any script runs: the pages a visitor reads, found by role and text.
const CONTENT_ROUTES: { path: string; heading: Record<'vi' | 'en', RegExp> }[] = [
  { path: '/', heading: { vi: /^EchoWatch – Lắng nghe/, en: /^EchoWatch – Social listening/ } },
  { path: '/discovery', heading: { vi: /Khám phá/, en: /Discover/ } },
  { path: '/discovery/goc-chuyen-gia', heading: { vi: /Khám phá/, en: /Discover/ } },
  // An English post: asked for in Vietnamese, the server answers with its translation (R-BLOG-8).
  { path: '/blog-detail/social-listening-basics', heading: { vi: /Social listening là gì/, en: /Social listening basics/ } },
  { path: '/solutions/customer-care', heading: { vi: /Chăm sóc khách hàng/i, en: /Customer care/ } },
  { path: '/features/data-analysis', heading: { vi: /Phân tích dữ liệu/, en: /Analyze data/ } },
  { path: '/insight', heading: { vi: /Báo cáo chuyên sâu/, en: /Insight reports/ } },
  { path: '/faqs', heading: { vi: /Câu hỏi thường gặp/, en: /FAQs/ } },
  { path: '/terms-of-use', heading: { vi: /Điều khoản/, en: /Terms of Use/ } },
  { path: '/privacy-policy', heading: { vi: /bảo mật/i, en: /Privacy/ } },
  { path: '/unsubscribe-newsletter?isSuccess=true&industryId=68&type=1', heading: { vi: /Yêu cầu ngừng nhận/, en: /Request to Stop Receiving/ } },
  { path: '/packages', heading: { vi: /Bảng giá|gói/i, en: /packages and pricing/i } },
  { path: '/reporting-service', heading: { vi: /Dịch vụ báo cáo/, en: /In-depth reports/ } },
  { path: '/open-api-docs', heading: { vi: /Open API/i, en: /Open API documentation/ } },
];

const withLanguage = (path: string, language: string) => `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;

test.describe('pages arrive rendered', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('home, blog list and post, pricing and API docs can be read, and the header navigation followed', async ({ page }) => {
      await page.goto('/?lng=en');
      await expect(page.getByRole('heading', { level: 1, name: /^EchoWatch – Social listening/ })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // On a machine this busy the blog service may miss the server's 800 ms budget: the page then
      // arrives with its loading state, and a reload gets the list.
      const firstPost = page.getByRole('main').getByRole('article').first();
      await expect(async () => {
        await page.goto('/discovery?lng=en');
        await expect(firstPost.getByRole('heading')).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });

      await page.goto('/blog-detail/social-listening-basics?lng=en');
      await expect(page.getByRole('heading', { level: 1, name: /Social listening basics/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Three things to do in your first week' })).toBeVisible();
      await expect(page.locator('img').first()).toBeVisible();

      await page.goto('/packages?lng=en');
      await expect(page.getByRole('heading', { level: 1, name: /packages and pricing/i })).toBeVisible();

      await page.goto('/open-api-docs?lng=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Open API documentation' })).toBeVisible();

      // Following a header link is a plain page load, answered rendered as well.
      await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
      await expect(page).toHaveURL(/\/discovery/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('sign-in pages arrive rendered, with their form, and are not indexed', async ({ page }) => {
      const response = await page.goto('/login?lng=en');
      expect(response?.status()).toBe(200);
      expect(response?.headers().vary).toContain('User-Agent');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email/Username' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Log in on the EchoWatch app' })).toBeHidden();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

      await page.goto('/forgot-password?lng=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
      await page.goto('/register?lng=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    });

    test('a narrow window gets the app-download page from the server alone', async ({ page }) => {
      await page.setViewportSize({ width: 600, height: 900 });
      await page.goto('/login?lng=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in on the EchoWatch app' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeHidden();
    });
  });

  test('a phone is answered with the app-download page on /login, before any script runs', async ({ browser }) => {
    const phone = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false });
    try {
      const page = await phone.newPage();
      await page.goto('/login?lng=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in on the EchoWatch app' })).toBeVisible();
      // Not merely hidden by the style sheet: the form is not in the page at all.
      expect(await page.getByRole('heading', { name: 'Log in', exact: true, includeHidden: true }).count()).toBe(0);
    } finally {
      await phone.close();
    }
  });

  // The server's nodes must be the ones on screen once the page has hydrated: a variant drawn again
  // is a mismatch on a phone, and a late repaint of the page's largest text in a narrow window.
  const phone = { userAgent: devices['Pixel 7'].userAgent, viewport: { width: 412, height: 915 }, isMobile: true };
  const narrowComputer = { viewport: { width: 600, height: 900 } };
  for (const [who, device] of [['a phone', phone], ['a narrow window', narrowComputer]] as const) {
    test(`${who} keeps the app-download page the server sent on /login when it hydrates`, async ({ browser }) => {
      const context = await browser.newContext(device);
      try {
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        await page.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            const marked = window as unknown as { serverHeading?: Element | null };
            marked.serverHeading = [...document.querySelectorAll('main :is(h1, [role="heading"])')].find(
              (heading) => heading.textContent === 'Log in on the EchoWatch app',
            );
          });
        });
        await page.goto('/login?lng=en');
        await expect(page.locator('html[data-page="ready"]')).toBeAttached({ timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1, name: 'Log in on the EchoWatch app' })).toBeVisible();
        const kept = await page.evaluate(() => (window as unknown as { serverHeading?: Element | null }).serverHeading?.isConnected);
        expect(kept).toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  for (const viewport of [{ width: 1280, height: 800 }, { width: 600, height: 900 }]) {
    test(`sign-in pages hydrate at ${viewport.width} px without a console error or a repaired mismatch`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      const wide = viewport.width > 834;
      for (const [path, heading] of [
        ['/login?lng=en', wide ? 'Log in' : 'Log in on the EchoWatch app'],
        ['/register?lng=vi', 'Đăng ký tài khoản'],
        ['/forgot-password?lng=en', 'Forgot password'],
        ['/forgot-otp?lng=en', wide ? 'Log in' : 'Log in on the EchoWatch app'],
        ['/register/confirm?requestId=none&lng=en', 'Account confirmation'],
      ] as const) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }

  for (const language of ['vi', 'en'] as const) {
    test(`every content route hydrates in ${language} without a console error or a repaired mismatch`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const { path, heading } of CONTENT_ROUTES) {
        const url = withLanguage(path, language);
        // The first HTML already holds the page's heading, before any script ran (its text may sit in
        // an inline element: a post's title carries the post's language).
        const html = await (await request.get(url)).text();
        expect(html, url).toMatch(new RegExp(`<h1[^>]*>(?:<[a-z]+[^>]*>)*[^<]*${heading[language].source.replace(/^\^/, '')}`, heading[language].flags));
        expect(html, url).toContain(`<html lang="${language}">`);
        await page.goto(url, { waitUntil: 'networkidle' });
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading[language] }).first(), url).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }

  test('hydration adopts the server\'s markup even when the page\'s module arrives late', async ({ page, request }) => {
    // A server that has just started may still answer with the slot's fallback; wait for the page.
    await expect
      .poll(async () => (await (await request.get('/?lng=en')).text()).includes('remote-fallback-title'), { timeout: 15_000 })
      .toBe(false);
    // The page's chunks are held back, so the shell has long finished hydrating when the page can.
    await page.route(/\/marketing-blog\/[^/]+\/__federation_expose_/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const marked = window as unknown as { serverHeading?: Element | null };
        marked.serverHeading = document.querySelector('main h1');
      });
    });
    await page.goto('/?lng=en');
    await expect(page.locator('html[data-page="ready"]')).toBeAttached({ timeout: 15_000 });
    // Hydration keeps the very nodes the server sent; a page area rendered again would have new ones
    // (and would have shown the skeleton in between).
    const kept = await page.evaluate(() => (window as unknown as { serverHeading?: Element | null }).serverHeading?.isConnected);
    expect(kept).toBe(true);
  });

  test('the shell\'s scripts are asked for at once, and the page goes live only once the lead picture has come', async ({ page, baseURL }) => {
    // Every picture is held back a second: the shell's own chunks (all but its entry and the texts
    // the head names) are downloaded meanwhile, but the page is not started before the lead picture.
    await page.route(/\/images\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const timing = window as unknown as { liveAt?: number };
        if (document.documentElement.dataset.page === 'ready') timing.liveAt ??= Date.now();
        // The document, not <html>: an init script runs before the parser has made it.
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page'] });
    });
    const picturesDone = new Map<string, number>();
    const shellChunksAsked: number[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/images?')) picturesDone.set(request.url(), Date.now());
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() !== 'script' || url.origin !== new URL(baseURL!).origin) return;
      if (!/^\/(main|texts-[a-z]+)\.[0-9a-f]+\.js$/.test(url.pathname)) shellChunksAsked.push(Date.now());
    });
    await page.goto('/discovery?lng=en');
    await expect(page.locator('html[data-page="ready"]')).toBeAttached({ timeout: 15_000 });
    const lead = await page.locator('main img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => img.currentSrc);
    const leadDone = picturesDone.get(lead);
    expect(leadDone, lead).toBeDefined();
    expect(shellChunksAsked.length).toBeGreaterThan(0);
    expect(Math.min(...shellChunksAsked)).toBeLessThan(leadDone!);
    const liveAt = await page.evaluate(() => (window as unknown as { liveAt?: number }).liveAt);
    expect(liveAt).toBeGreaterThanOrEqual(leadDone! - 50);
  });

  test("the page's code is named in the Link header, asked for from it and fetched once", async ({ page, context }) => {
    const asked = new Map<string, string[]>();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      asked.set(request.url, [...(asked.get(request.url) ?? []), initiator.type]);
    });
    const answer = await page.goto('/packages?lng=en');
    await expect(page.locator('html[data-page="ready"]')).toBeAttached({ timeout: 15_000 });
    const named = (answer!.headers().link ?? '').split(', ').map((link) => /^<([^>]+)>/.exec(link)?.[1]);
    const absolute = named.map((href) => new URL(href!, page.url()).href);
    expect(absolute.find((href) => /\/main\.[0-9a-f]+\.js$/.test(href))).toBeDefined();
    expect(absolute.find((href) => /\/texts-en\.[0-9a-f]+\.js$/.test(href))).toBeDefined();
    const entry = absolute.find((href) => /\/pricing-reporting\/[^/]+\/remoteEntry\.js$/.test(href));
    expect(entry).toBeDefined();
    // Asked for by the header ("other"), before the parser reached the head's hint, and only once:
    // the head's hint and the loader's script element take the same download.
    for (const href of absolute) expect(asked.get(href), href).toEqual(['other']);
  });

  test('the style sheets the server inlined are not fetched again when the page hydrates', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') fetched.push(request.url());
    });
    for (const path of ['/login?lng=en', '/packages?lng=vi', '/?lng=en']) {
      await page.goto(path);
      await expect(page.locator('html[data-page="ready"]')).toBeAttached({ timeout: 15_000 });
      const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
      expect(inlined.length, path).toBeGreaterThan(0);
      expect(fetched.filter((url) => inlined.includes(url)), path).toEqual([]);
    }
  });

  test('the head names the page: title, description, canonical, language alternates and link preview', async ({ request }) => {
    const html = await (await request.get('/packages?lng=en')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Pricing | EchoWatch</title>');
    expect(head).toMatch(/<meta name="description" content="Compare EchoWatch plans: /);
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/packages\?lng=en"/);
    // Attribute names are case-insensitive in HTML: React writes `hrefLang`.
    expect(head).toMatch(/<link rel="alternate" hreflang="vi" href="[^"]*\/packages\?lng=vi"/i);
    expect(head).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/packages\?lng=vi"/i);
    expect(head).toMatch(/<meta property="og:title" content="Pricing"/);
    expect(head).toMatch(/<meta property="og:url" content="http:\/\/localhost:\d+\/packages\?lng=en"/);
    // The page paints styled: the design tokens and the route's style sheets come with the HTML.
    expect(head).toContain('<style id="ew-design-tokens">');
    // Inlined, marked with their address so the browser does not load them a second time.
    expect(head).toMatch(/<style data-href="http:\/\/[^"/]+\/pricing-reporting\/[^"]+\.css">\S/);
    // Marked: the shell's entry runs it while its own startup libraries are still on their way.
    expect(head).toMatch(/<link rel="preload" as="script" href="[^"]+\/pricing-reporting\/[^"]+remoteEntry\.js" data-remote-entry>/);
  });

  test('the language comes from ?lng=, then the saved choice, then the browser, then Vietnamese', async ({ request }) => {
    const langOf = async (path: string, headers: Record<string, string> = {}) =>
      /<html lang="(\w+)">/.exec(await (await request.get(path, { headers })).text())?.[1];
    expect(await langOf('/terms-of-use', { 'Accept-Language': 'fr-FR' })).toBe('vi');
    expect(await langOf('/terms-of-use', { 'Accept-Language': 'fr-FR, en;q=0.8' })).toBe('en');
    expect(await langOf('/terms-of-use', { 'Accept-Language': 'en', Cookie: 'ew_lng=vi' })).toBe('vi');
    expect(await langOf('/terms-of-use?lng=en', { Cookie: 'ew_lng=vi' })).toBe('en');
  });

  test('a path that is no route answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/no-such-page?lng=en');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Content does not exist');
  });

  test('an address under a page that names none of its views answers 404, not indexed', async ({ request }) => {
    for (const path of ['/discovery/no-such-tab', '/insight/no-such-tab', '/faqs/no-such-view', '/login/anything', '/solutions/no-such-solution']) {
      const response = await request.get(`${path}?lng=en`);
      const html = await response.text();
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      expect(html, path).toContain('<title>Content not found | EchoWatch</title>');
      expect(html, path).toContain('<meta name="robots" content="noindex"');
    }
  });

  test('an address its page moves elsewhere answers a real redirect, keeping the language and query', async ({ request }) => {
    const moves = {
      '/open-api-docs/retired-section?from=app&lng=en': '/open-api-docs?from=app&lng=en',
      '/open-api-docs/introduction/retired-item?lng=en': '/open-api-docs/introduction?lng=en',
      '/reset-2fa/a%20b?lng=en': '/login?lng=en',
    };
    for (const [from, to] of Object.entries(moves)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect({ from, status: response.status(), location: response.headers()['location'] }).toEqual({ from, status: 302, location: to });
    }
  });

  test('an invitation address without a request id names no invitation: 404 in place', async ({ request }) => {
    const response = await request.get('/user?lng=en', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<title>Content not found | EchoWatch</title>');
  });
});
