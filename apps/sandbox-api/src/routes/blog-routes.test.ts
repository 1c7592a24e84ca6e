import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from '../create-app';
import { BLOG_SEED, type BlogPostAnswer } from '../seed/blog-posts';
import { UNSAFE_EMBED_SLUG } from '../seed/blog-seed-special';
import { TRANSLATED_POSTS } from '../seed/blog-translations';
import { findPublished } from './blog-query';
import { openMemoryStore } from '../store/file-store';

/** A post as the blog service answers it. */
type Post = BlogPostAnswer;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createSandboxApp(openMemoryStore(), { port: 0, dataDir: '', siteOrigin: 'http://localhost:8080' }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

async function list(query: string): Promise<Envelope<{ items: Post[]; total: number }>> {
  const response = await fetch(`${base}/blog-api/blogs?${query}`);
  return (await response.json()) as Envelope<{ items: Post[]; total: number }>;
}

describe('the blog seed', () => {
  it.each(['vi', 'en'])('has at least 24 published %s posts over the four types, some with reports', (language) => {
    const published = BLOG_SEED.filter((post) => post.language === language && post.status === 1);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(new Set(published.map((post) => post.type))).toEqual(new Set([1, 2, 3, 4]));
    expect(published.filter((post) => post.report).length).toBeGreaterThanOrEqual(6);
    expect(BLOG_SEED.filter((post) => post.language === language && post.status !== 1).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every post its own slug and id, and real text', () => {
    expect(new Set(BLOG_SEED.map((post) => post.slug)).size).toBe(BLOG_SEED.length);
    expect(new Set(BLOG_SEED.map((post) => post.id)).size).toBe(BLOG_SEED.length);
    expect(BLOG_SEED.filter((post) => /lorem|ipsum/i.test(JSON.stringify(post)))).toEqual([]);
  });
});

describe('GET /blog-api/blogs', () => {
  it('lists one language, newest first, paged from 0 with the total', async () => {
    const first = await list('size=10&page=0&status=1&language=en');
    expect(first.code).toBe(0);
    expect(first.data.items).toHaveLength(10);
    expect(first.data.total).toBe(BLOG_SEED.filter((post) => post.language === 'en' && post.status === 1).length);
    expect(first.data.items.every((post) => post.language === 'en')).toBe(true);
    const times = first.data.items.map((post) => Date.parse(post.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const third = await list('size=10&page=2&status=1&language=en');
    expect(third.data.items).toHaveLength(first.data.total - 20);
    expect(third.data.items[0]!.id).not.toBe(first.data.items[0]!.id);
    expect((await list('size=10&page=9&language=en')).data).toEqual({ items: [], total: first.data.total });
  });

  it('never serves a draft, whatever status is asked for', async () => {
    for (const status of ['1', '0', '']) {
      const { data } = await list(`size=100&page=0&status=${status}`);
      expect(data.items.every((post) => post.status === 1)).toBe(true);
      expect(data.items.map((post) => post.slug)).not.toContain('content-plan-2026-draft');
    }
  });

  it('filters by a list of type ids in any of the usual encodings', async () => {
    for (const query of ['blog_type_ids=3,4', 'blog_type_ids=3&blog_type_ids=4', 'blog_type_ids[]=3&blog_type_ids[]=4']) {
      const { data } = await list(`size=100&page=0&language=vi&${query}`);
      expect(data.total).toBe(12);
      expect(new Set(data.items.map((post) => post.blog_type_id))).toEqual(new Set([3, 4]));
    }
  });

  it('searches title and text without caring about Vietnamese marks', async () => {
    const marked = await list(`size=10&page=0&language=vi&keyword=${encodeURIComponent('khủng hoảng')}`);
    const plain = await list('size=10&page=0&language=vi&keyword=khung%20hoang');
    expect(marked.data.total).toBeGreaterThan(0);
    expect(plain.data).toEqual(marked.data);
    expect((await list('size=10&page=0&language=vi&keyword=zzzz-nothing')).data).toEqual({ items: [], total: 0 });
  });

  it('leaves out the post named by blog_id, for related blocks', async () => {
    const { data } = await list('size=3&page=0&language=en&blog_id=201');
    expect(data.items).toHaveLength(3);
    expect(data.items.map((post) => post.id)).not.toContain(201);
  });

  it('refuses malformed parameters with code 11', async () => {
    expect((await list('size=abc')).code).toBe(11);
    expect((await list('page=-1')).code).toBe(11);
    expect((await list('language=fr')).code).toBe(11);
    expect((await list('blog_type_ids=1,x')).code).toBe(11);
  });
});

describe('GET /blog-api/blogs/:slug', () => {
  it('answers a published post with absolute media links', async () => {
    const response = await fetch(`${base}/blog-api/blogs/banking-conversation-report-q3-2025`);
    const { code, data } = (await response.json()) as Envelope<Post>;
    expect(code).toBe(0);
    expect(data).toMatchObject({ id: 231, blog_type_id: 4, status: 1, language: 'en' });
    expect(data.content).toContain('<h2>Key findings</h2>');
    expect(data.thumbnail).toBe(`${base}/blog-api/media/thumbnails/banking-conversation-report-q3-2025.png`);
    expect(data.report_file).toBe(`${base}/blog-api/media/reports/banking-conversation-report-q3-2025.pdf`);
  });

  it('names the published translations of a post, and none for a post written in one language', async () => {
    const detail = async (slug: string) => ((await (await fetch(`${base}/blog-api/blogs/${slug}`)).json()) as Envelope<Post>).data;
    expect((await detail('social-listening-la-gi')).translations).toEqual([{ language: 'en', slug: 'social-listening-basics' }]);
    expect((await detail('social-listening-basics')).translations).toEqual([{ language: 'vi', slug: 'social-listening-la-gi' }]);
    expect((await detail('telecom-customer-experience-report-2025')).translations).toEqual([]);
    const listed = (await list('size=100&page=0&language=en')).data.items;
    expect(listed.find((post) => post.slug === 'five-conversation-metrics')?.translations).toEqual([
      { language: 'vi', slug: '5-chi-so-do-luong-thao-luan' },
    ]);
    // Every pair names two published posts of different languages, published together.
    for (const [vi, en] of TRANSLATED_POSTS) {
      expect([findPublished(BLOG_SEED, vi)?.language, findPublished(BLOG_SEED, en)?.language]).toEqual(['vi', 'en']);
      expect({ en, date: findPublished(BLOG_SEED, en)?.created_at }).toEqual({ en, date: findPublished(BLOG_SEED, vi)?.created_at });
    }
  });

  it('answers 404 for a draft and for an unknown slug', async () => {
    for (const slug of ['content-plan-2026-draft', 'no-such-post']) {
      const response = await fetch(`${base}/blog-api/blogs/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, message: 'Blog not found', data: null });
    }
  });

  it('keeps the pasted embed of the unsafe post exactly as stored, for the site to clean', async () => {
    const { data } = (await (await fetch(`${base}/blog-api/blogs/${UNSAFE_EMBED_SLUG}`)).json()) as Envelope<Post>;
    expect(data.content).toContain('<script>');
    expect(data.content).toContain('onerror=');
    expect(data.content).toContain('href="javascript:');
  });
});

describe('blog media', () => {
  it('serves a PNG thumbnail of Open Graph size for a published post', async () => {
    const response = await fetch(`${base}/blog-api/media/thumbnails/social-listening-basics.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('serves the report PDF as a download, only for posts that have one', async () => {
    const report = await fetch(`${base}/blog-api/media/reports/bao-cao-thao-luan-nganh-ngan-hang-quy-3-2025.pdf`);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    expect(report.headers.get('content-disposition')).toContain('attachment');
    const pdf = Buffer.from(await report.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('Bao cao thao luan nganh ngan hang quy III/2025');
    expect((await fetch(`${base}/blog-api/media/reports/social-listening-basics.pdf`)).status).toBe(404);
    expect((await fetch(`${base}/blog-api/media/thumbnails/content-plan-2026-draft.png`)).status).toBe(404);
  });
});
