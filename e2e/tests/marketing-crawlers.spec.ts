import { SITE_URL } from '../support/local-sites';
import { publishedPosts } from '../support/marketing';
import { expect, test } from '../support/fixtures';

// Crawlers run no JavaScript: these requests read the served HTML and text exactly as they do.
test.describe('what crawlers read', () => {
  test('an article’s head already holds its title, description, image, Open Graph tags and canonical link', async ({ request }) => {
    const response = await request.get('/blog-detail/social-listening-basics');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const meta = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(head)?.[1];
    const canonical = `${SITE_URL}/blog-detail/social-listening-basics?lng=en`;
    expect(head).toContain('<title>Social listening basics: what it is and why your brand needs it | EchoWatch</title>');
    expect(meta('name="description"')).toMatch(/^Every day, hundreds of thousands of comments/);
    expect(meta('property="og:title"')).toBe('Social listening basics: what it is and why your brand needs it');
    expect(meta('property="og:description"')).toBe(meta('name="description"'));
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('property="og:url"')).toBe(canonical);
    expect(head).toContain(`<link rel="canonical" href="${canonical}"`);
    // Its Vietnamese translation is the other language's version, and the default.
    const translation = `${SITE_URL}/blog-detail/social-listening-la-gi?lng=vi`;
    const alternate = (language: string) => new RegExp(`<link rel="alternate" hreflang="${language}" href="([^"]*)"`, 'i').exec(head)?.[1];
    expect([alternate('en'), alternate('vi'), alternate('x-default')]).toEqual([canonical, translation, translation]);
    const image = await request.get(meta('property="og:image"')!);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('an article and the home page describe themselves as structured data', async ({ request }) => {
    const described = async (path: string) => {
      const html = await (await request.get(path)).text();
      return JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    };
    expect(await described('/blog-detail/social-listening-basics')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Social listening basics: what it is and why your brand needs it',
      inLanguage: 'en',
      mainEntityOfPage: `${SITE_URL}/blog-detail/social-listening-basics?lng=en`,
    });
    const home = await described('/?lng=vi');
    expect((home['@graph'] as Array<Record<string, unknown>>).map((entry) => entry['@type'])).toEqual(['Organization', 'WebSite']);
  });

  test('the site has an icon, where browsers and crawlers look for it and named in every page', async ({ request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/icon/);
    const html = await (await request.get('/packages?lng=en')).text();
    const svg = /<link rel=icon type=image\/svg\+xml href=([^ >]+)>/.exec(html)?.[1];
    expect(svg).toBeDefined();
    const icon = await request.get(svg!);
    expect({ status: icon.status(), type: icon.headers()['content-type'] }).toEqual({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/) });
  });

  test('an unknown or unpublished article answers 404', async ({ request }) => {
    expect((await request.get('/blog-detail/khong-co-bai-nay')).status()).toBe(404);
    expect((await request.get('/blog-detail/content-plan-2026-draft')).status()).toBe(404);
    // A slug that cannot even be decoded names no post either, and shows no stack trace.
    const undecodable = await request.get('/blog-detail/%E0%A4%A');
    expect(undecodable.status()).toBe(404);
    expect(await undecodable.text()).not.toMatch(/URIError|at \w+ \(/);
  });

  test('the sitemap lists every static route in both languages and every published post, and no draft', async ({ request, page }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    for (const path of ['/', '/discovery', '/packages', '/reporting-service', '/terms-of-use', '/privacy-policy', '/open-api-docs', '/insight', '/faqs', '/faqs/common-faqs', '/faqs/detail', '/solutions/brand-health-measurement', '/features/data-analysis']) {
      for (const language of ['vi', 'en']) expect(locs).toContain(`${SITE_URL}${path}?lng=${language}`);
    }
    // Sign-in pages say noindex, so they are not listed.
    expect(locs.filter((loc) => /\/(login|register|forgot-password)\?/.test(loc))).toEqual([]);
    const posts = [...(await publishedPosts(page, 'vi')), ...(await publishedPosts(page, 'en'))];
    expect(posts.length).toBeGreaterThanOrEqual(48);
    for (const post of posts) expect(locs).toContain(`${SITE_URL}/blog-detail/${post.slug}?lng=${post.language}`);
    expect(locs.filter((loc) => loc.includes('/blog-detail/'))).toHaveLength(posts.length);
    expect(xml).not.toContain('draft');
    expect(xml).not.toContain('ban-nhap');
  });

  test('robots.txt lets crawlers in and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

test.describe('printed pages', () => {
  test('a printed post is its article: no site header or footer, no sharing, no related posts', async ({ page }) => {
    await page.goto('/blog-detail/social-listening-basics');
    await page.emulateMedia({ media: 'print' });
    const article = page.getByRole('article', { name: 'Social listening basics: what it is and why your brand needs it' });
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Share this article' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Related articles' })).toBeHidden();
  });

  test('a printed legal page is its text across the page, without the contents list', async ({ page }) => {
    await page.goto('/terms-of-use?lng=en');
    await page.emulateMedia({ media: 'print' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(main.getByRole('navigation')).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    const text = await main.getByRole('heading', { level: 2 }).first().boundingBox();
    expect(text?.x).toBeLessThan(100);
  });
});
