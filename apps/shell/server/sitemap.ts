import type { BlogPost } from '@echowatch/api-client';
import { PRODUCT_SLUGS, translationAlternates, type SiteConfig } from '@echowatch/contracts';
import { buildRouteTable } from '../src/routes/route-table';
import { escapeHtml } from './html-text';
import { canonicalPostUrl, siteOrigin } from './site-environment';

export const SITE_LANGUAGES = ['vi', 'en'] as const;

/** Pages reached only from a link in a mail or another flow: no use to a search engine. */
export const NOT_INDEXED = ['/user', '/unsubscribe-newsletter', '/forgot-otp'] as const;

// The blog's Vietnamese tab paths (apps/marketing-blog …/blog-list-state.ts) and the FAQ's sub-routes.
const EXTRA_PATHS: Record<string, string[]> = {
  '/discovery': ['/discovery/kien-thuc-marketing', '/discovery/cam-nang-giai-phap', '/discovery/goc-chuyen-gia'],
  '/faqs': ['/faqs/common-faqs', '/faqs/detail'],
};

/** Every indexed page of the route table that has an address of its own, in table order. */
export function staticPaths(config: SiteConfig): string[] {
  const paths: string[] = [];
  for (const route of buildRouteTable(config)) {
    // Sign-in and recovery pages say noindex: a sitemap lists only pages a search engine may keep.
    if (route.signIn) continue;
    const path = route.path.replace(/\/\*$/, '') || '/';
    const { slugs } = route;
    if (slugs) paths.push(...PRODUCT_SLUGS[slugs].map((slug) => path.replace(':slug', slug)));
    else if (!path.includes(':') && !(NOT_INDEXED as readonly string[]).includes(path)) {
      paths.push(path, ...(EXTRA_PATHS[path] ?? []));
    }
  }
  return [...new Set(paths)];
}

function languageUrl(origin: string, path: string, language: string): string {
  return `${origin}${path}?lng=${language}`;
}

/** One entry per page and language, each naming its other-language version and the default (Vietnamese). */
function staticEntries(config: SiteConfig): string[] {
  const origin = siteOrigin(config);
  return staticPaths(config).flatMap((path) => {
    const alternates = [
      ...SITE_LANGUAGES.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(languageUrl(origin, path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(origin, path, SITE_LANGUAGES[0]))}"/>`,
    ].join('');
    return SITE_LANGUAGES.map(
      (language) => `<url><loc>${escapeHtml(languageUrl(origin, path, language))}</loc>${alternates}</url>`,
    );
  });
}

/** A post at its canonical address, with its translations as alternates (docs/product-rules.md, R-BLOG-8). */
function postEntry(config: SiteConfig, post: BlogPost): string {
  const lastModified = /^\d{4}-\d{2}-\d{2}/.exec(post.created_at)?.[0];
  const canonical = canonicalPostUrl(config, post.slug, post.language);
  const translations = (post.translations ?? []).map(({ language, slug }) => ({ language, href: canonicalPostUrl(config, slug, language) }));
  const alternates = translationAlternates({ canonical, language: post.language, translations }, SITE_LANGUAGES[0])
    .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeHtml(href)}"/>`)
    .join('');
  return `<url><loc>${escapeHtml(canonical)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}${alternates}</url>`;
}

/** The sitemap: every static page in both languages, then every published post at its canonical address. */
export function buildSitemap(config: SiteConfig, posts: BlogPost[]): string {
  const entries = [...staticEntries(config), ...posts.map((post) => postEntry(config, post))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read everything but the link-only pages and token addresses; the sitemap is named. */
export function robotsTxt(config: SiteConfig): string {
  const disallowed = [...NOT_INDEXED, '/forgot-password/', '/reset-2fa/'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin(config)}/sitemap.xml`,
    '',
  ].join('\n');
}
