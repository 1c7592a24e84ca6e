import type { SiteConfig } from '@echowatch/contracts';
import { test, expect } from '@playwright/test';
import { startCountingBlog, type CountingBlog } from '../support/counting-blog';
import { SITE_URL } from '../support/local-sites';
import { startReleaseSite, type ReleaseSite } from '../support/release-site';

// The release (apps/shell/release from `pnpm build`) in front of a blog service that counts what
// it is asked, with the data cache off: every view of an article asks for its data.
const SLUG = 'social-listening-basics';

test.describe.configure({ mode: 'serial' });

let blog: CountingBlog;
let site: ReleaseSite;

test.beforeAll(async () => {
  const config = (await (await fetch(`${SITE_URL}/env.json`)).json()) as SiteConfig;
  blog = await startCountingBlog(config.hosts.blog);
  config.hosts.blog = blog.url;
  site = await startReleaseSite(config, { DATA_PAGE_CACHE_MS: '0' });
});

test.afterAll(async () => {
  site?.remove();
  await blog?.close();
});

const pathOf = (request: string) => new URL(request, 'http://blog').pathname;

const TITLE = 'Social listening basics: what it is and why your brand needs it';
const view = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, html: await response.text() };
};

test('one view of an article asks the blog service for the post once and for its related posts once', async () => {
  // The first views load the blog remote's server code (a slow load goes on in the background):
  // count a view once the server renders the article itself.
  await expect.poll(async () => (await view(`/blog-detail/${SLUG}?lng=en`)).html.includes(`<title>${TITLE}`), { timeout: 30_000 }).toBe(true);
  blog.requests.length = 0;
  const { status, html } = await view(`/blog-detail/${SLUG}?lng=en`);
  expect(status).toBe(200);
  expect(html).toContain(TITLE);
  const posts = blog.requests.filter((request) => pathOf(request) === `/blogs/${SLUG}`);
  const lists = blog.requests.filter((request) => pathOf(request) === '/blogs');
  expect({ posts: posts.length, lists: lists.length, all: blog.requests.length }).toEqual({ posts: 1, lists: 1, all: 2 });
});

test('an article’s served head has one title, one description and one canonical link, all of the post', async () => {
  const { html } = await view(`/blog-detail/${SLUG}?lng=en`);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(head.match(/<meta name="description"/g)).toHaveLength(1);
  expect(head.match(/<link rel="canonical"/g)).toHaveLength(1);
  expect(html.slice(html.indexOf('</head>')).match(/<title>|name="description"|rel="canonical"/g)).toBeNull();
  expect(head).toContain(`<title>${TITLE} | EchoWatch</title>`);
  expect(head).toContain(`<link rel="canonical" href="${SITE_URL}/blog-detail/${SLUG}?lng=en"`);
});

test('an article names its cover picture once, in the preload React writes for it', async () => {
  const { html } = await view(`/blog-detail/${SLUG}?lng=en`);
  const imageHints = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(imageHints).toHaveLength(1);
  expect(imageHints[0]).toContain('fetchPriority="high"');
  const cover = /<img [^>]*elementtiming="lead-picture"[^>]*>/.exec(html)?.[0] ?? '';
  expect(cover).toContain(/imageSrcSet="([^"]+)"/.exec(imageHints[0]!)![1]);
});

test('an unknown post answers 404, not indexed, after asking the blog service once', async () => {
  blog.requests.length = 0;
  const response = await fetch(`${site.url}/blog-detail/khong-co-bai-nay?lng=en`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex"');
  expect(blog.requests.map(pathOf)).toEqual(['/blogs/khong-co-bai-nay']);
});

test('with the data cache off, every view asks again, and an edited post shows on the very next view', async () => {
  const address = `/blog-detail/${SLUG}?lng=en`;
  const first = await fetch(`${site.url}${address}`);
  const kept = await first.text();
  blog.requests.length = 0;
  const again = await fetch(`${site.url}${address}`);
  // The same data: the same page, byte for byte, and the service was asked all the same.
  expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  expect(await again.text()).toBe(kept);
  expect(blog.requests.filter((request) => pathOf(request) === `/blogs/${SLUG}`)).toHaveLength(1);
  blog.edit((text) => text.replaceAll(TITLE, 'Social listening basics, revised'));
  try {
    const edited = await view(address);
    expect(edited.html).toContain('<title>Social listening basics, revised | EchoWatch</title>');
    expect(edited.html).not.toContain(TITLE);
  } finally {
    blog.edit(null);
  }
  // And back: the next view is the post as the service answers it now.
  expect((await view(address)).html).toContain(`<title>${TITLE} | EchoWatch</title>`);
});

