import type { SiteConfig } from '@echowatch/contracts';

/** The site's public origin without a trailing slash (`brand.siteUrl`). */
export function siteOrigin(config: SiteConfig): string {
  return config.brand.siteUrl.replace(/\/+$/, '');
}

/**
 * A post's canonical address: the same one the article page writes into the head in the browser
 * (apps/marketing-blog …/canonical-post-url.ts), with the post's language so a shared link opens in it.
 */
export function canonicalPostUrl(config: SiteConfig, slug: string, language: string): string {
  return `${siteOrigin(config)}/blog-detail/${encodeURIComponent(slug)}?lng=${language}`;
}
