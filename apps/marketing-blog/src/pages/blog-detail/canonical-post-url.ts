/**
 * The canonical address of a post: the same one the site server's sitemap lists, with the post's
 * language so a shared link opens in it.
 */
export function canonicalPostUrl(siteUrl: string, slug: string, language: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/blog-detail/${encodeURIComponent(slug)}?lng=${language}`;
}
