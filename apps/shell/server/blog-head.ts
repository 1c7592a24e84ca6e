import type { BlogPost } from '@echowatch/api-client';
import type { SiteConfig } from '@echowatch/contracts';
import { escapeHtml, plainDescription } from './html-text';
import { canonicalPostUrl } from './site-environment';

/** The article page finds these by this mark and keeps them on the post being read. */
const MARK = 'data-blog-meta';

const LOCALES: Record<string, string> = { vi: 'vi_VN', en: 'en_US' };

function tag(name: 'meta' | 'link', attributes: Record<string, string>): string {
  const pairs = Object.entries(attributes).map(([key, value]) => `${key}="${escapeHtml(value)}"`);
  return `<${name} ${pairs.join(' ')} ${MARK}>`;
}

/** The head tags a crawler reads for a post: title, description, Open Graph, card and canonical link. */
export function blogHeadTags(config: SiteConfig, post: BlogPost): string[] {
  const url = canonicalPostUrl(config, post.slug, post.language);
  const description = plainDescription(post.content);
  return [
    tag('meta', { name: 'description', content: description }),
    tag('meta', { property: 'og:type', content: 'article' }),
    tag('meta', { property: 'og:site_name', content: config.brand.name }),
    tag('meta', { property: 'og:locale', content: LOCALES[post.language] ?? 'vi_VN' }),
    tag('meta', { property: 'og:title', content: post.title }),
    tag('meta', { property: 'og:description', content: description }),
    tag('meta', { property: 'og:image', content: post.thumbnail }),
    tag('meta', { property: 'og:url', content: url }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('link', { rel: 'canonical', href: url }),
  ];
}

/**
 * The shell's index.html with a post's head filled in (its own title, language and tags in place
 * of the site's default title and description); the page itself still starts as the SPA.
 */
export function withBlogHead(
  indexHtml: string,
  config: SiteConfig,
  post: BlogPost,
  // A rendered page keeps the language it is rendered in; a page that renders in the browser takes the post's.
  { keepLanguage = false }: { keepLanguage?: boolean } = {},
): string {
  const title = `<title>${escapeHtml(`${post.title} | ${config.brand.name}`)}</title>`;
  const tags = `${blogHeadTags(config, post).join('\n    ')}\n  </head>`;
  // Replacer functions, so a `$` in a title is never read as a replacement pattern.
  const html = keepLanguage
    ? indexHtml
    : indexHtml.replace(/<html\b[^>]*>/i, () => `<html lang="${post.language === 'en' ? 'en' : 'vi'}">`);
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
    .replace(/<meta\s+name=["']?description\b["']?[^>]*>\s*/i, '')
    .replace(/<\/head>/i, () => tags);
}

/** An unknown post: the page still starts (it shows the not-found screen) but is not indexed. */
export function withNoIndex(indexHtml: string): string {
  return indexHtml.replace(/<\/head>/i, '<meta name="robots" content="noindex">\n  </head>');
}
