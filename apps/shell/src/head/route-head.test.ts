import type { PageHead } from '@echowatch/contracts';
import { testSiteConfig } from '@echowatch/test-utils';
import { routeHead, type RouteHeadInput } from './route-head';

const SITE = 'https://echowatch.example';
const config = { ...testSiteConfig(), brand: { name: 'EchoWatch', siteUrl: `${SITE}/` } };
const texts = { tagline: 'Social listening', siteDescription: 'The site.', notFoundTitle: 'Content not found' };

const input = (overrides: Partial<RouteHeadInput> = {}): RouteHeadInput => ({
  routeTitle: 'Pricing',
  routeDescription: null,
  notFound: false,
  signIn: false,
  language: 'en',
  url: '/packages',
  config,
  texts,
  languages: ['vi', 'en'],
  ...overrides,
});

describe('routeHead', () => {
  it("names a route's page after the route, with the site's description", () => {
    expect(routeHead(input())).toMatchObject({ title: 'Pricing | EchoWatch', description: 'The site.', noindex: false });
  });

  it('describes a page by its route, where the page states no description of its own', () => {
    expect(routeHead(input({ routeDescription: 'Compare the plans.' })).description).toBe('Compare the plans.');
    expect(routeHead(input({ routeDescription: 'Compare the plans.', pageHead: { description: 'Its own.' } })).description).toBe('Its own.');
  });

  it('names the home page after the brand and tagline', () => {
    expect(routeHead(input({ routeTitle: null, url: '/' })).title).toBe('EchoWatch – Social listening');
  });

  it('links an indexable page to its canonical address and its language alternates', () => {
    const head = routeHead(input({ url: '/discovery/all?page=2&lng=vi' }));
    const base = `${SITE}/discovery/all?page=2`;
    expect(head.canonical).toBe(`${base}&lng=en`);
    expect(head.alternates).toEqual([
      { hrefLang: 'vi', href: `${base}&lng=vi` },
      { hrefLang: 'en', href: `${base}&lng=en` },
      { hrefLang: 'x-default', href: `${base}&lng=vi` },
    ]);
  });

  it('gives every indexable page a link preview of its own', () => {
    expect(routeHead(input()).preview).toEqual({
      type: 'website',
      siteName: 'EchoWatch',
      locale: 'en_US',
      title: 'Pricing',
      description: 'The site.',
      url: `${SITE}/packages?lng=en`,
    });
  });

  it('uses what the page stated: a solution named after itself', () => {
    const head = routeHead(input({ routeTitle: 'Solutions', pageHead: { title: 'Customer care', description: 'Respond first.' } }));
    expect(head).toMatchObject({ title: 'Customer care | EchoWatch', description: 'Respond first.' });
    expect(head.preview).toMatchObject({ title: 'Customer care', description: 'Respond first.' });
  });

  it('gives a post its one address in its own language, and its picture with what it shows', () => {
    const canonical = `${SITE}/blog-detail/post?lng=vi`;
    const pageHead = { title: 'Bài một', description: 'Mở đầu', canonical, language: 'vi', type: 'article', image: 'https://blog.example/a.png' } as const;
    const head = routeHead(input({ routeTitle: 'Article', pageHead, url: '/blog-detail/post?lng=en' }));
    expect(head.canonical).toBe(canonical);
    expect(head.alternates).toEqual([]);
    expect(head.preview).toEqual({
      type: 'article',
      siteName: 'EchoWatch',
      locale: 'vi_VN',
      title: 'Bài một',
      description: 'Mở đầu',
      url: canonical,
      image: 'https://blog.example/a.png',
      imageAlt: 'Bài một',
    });
  });

  it('links a post and its translations as alternates, the Vietnamese one the default', () => {
    const canonical = `${SITE}/blog-detail/basics?lng=en`;
    const translated = `${SITE}/blog-detail/co-ban?lng=vi`;
    const pageHead: Partial<PageHead> = { title: 'Basics', canonical, language: 'en', type: 'article', translations: [{ language: 'vi', href: translated }] };
    const head = routeHead(input({ routeTitle: 'Article', pageHead, url: '/blog-detail/basics' }));
    expect(head.canonical).toBe(canonical);
    expect(head.alternates).toEqual([
      { hrefLang: 'en', href: canonical },
      { hrefLang: 'vi', href: translated },
      { hrefLang: 'x-default', href: translated },
    ]);
  });

  it('keeps sign-in pages and addresses that name nothing out of the index, with no addresses or preview', () => {
    for (const head of [routeHead(input({ signIn: true, routeTitle: 'Log in' })), routeHead(input({ notFound: true, pageHead: { title: 'Old post' } }))]) {
      expect(head).toMatchObject({ noindex: true, canonical: null, alternates: [], preview: null });
    }
    expect(routeHead(input({ notFound: true, pageHead: { title: 'Old post' } })).title).toBe('Content not found | EchoWatch');
  });
});
