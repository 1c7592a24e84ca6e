import { PAGE_HEAD_MARK, pageHeadTags, type HeadTag, type SiteConfig } from '@echowatch/contracts';
import { PAGE_STATE_ID } from '../src/rendering/page-state';
import type { RenderedPage } from '../src/ssr/render-contract';
import { escapeHtml } from './html-text';
import { siteOrigin } from './site-environment';
import { SITE_LANGUAGES } from './sitemap';

export interface DocumentParts {
  page: RenderedPage;
  config: SiteConfig;
  /** Path and query as requested. */
  url: string;
  /** Inline <style> of the design tokens and links to the shell's own style sheets. */
  shellStyles: string[];
}

/** The page's address in one language: `?lng=` is how a link keeps its language. */
function languageUrl(config: SiteConfig, url: string, language: string | null): string {
  const address = new URL(url, 'http://site');
  address.searchParams.delete('lng');
  if (language) address.searchParams.set('lng', language);
  return `${siteOrigin(config)}${address.pathname}${address.search}`;
}

const headTag = ({ name, attributes }: HeadTag) =>
  `<${name} ${Object.entries(attributes).map(([key, value]) => `${key}="${escapeHtml(value)}"`).join(' ')} ${PAGE_HEAD_MARK}>`;

function headTags({ page, config, url, shellStyles }: DocumentParts): string[] {
  const tags = [...(page.firstHints ?? []), ...shellStyles, ...page.headTags];
  if (page.noindex) return [...tags, '<meta name="robots" content="noindex">'];
  // A page with a head of its own (a post) has one address, in the language it is written in.
  if (page.head) return [...tags, ...pageHeadTags(page.head, config.brand.name).map(headTag)];
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}">`;
  return [
    ...tags,
    link('canonical', languageUrl(config, url, page.language)),
    ...SITE_LANGUAGES.map((language) => link('alternate', languageUrl(config, url, language), language)),
    link('alternate', languageUrl(config, url, null), 'x-default'),
  ];
}

/**
 * The shell's built index.html with a server-rendered page in it: its language, title,
 * description (a page's own head, when it stated one), style sheets and hints in the head, the markup in the root, the state after it.
 * Matched loosely, since the build minifies the template.
 */
export function pageDocument(template: string, parts: DocumentParts): string {
  const { page } = parts;
  const head = headTags(parts).join('');
  return template
    .replace(/<html\b[^>]*>/i, () => `<html lang="${page.language}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta\s+name=["']?description["']?[^>]*>/i, () => `<meta name="description" content="${escapeHtml(page.description)}">`)
    .replace(/<\/head>/i, () => `${head}</head>`)
    .replace(/<div id=["']?root["']?><\/div>/i, () => `<div id="root">${page.appHtml}</div>`)
    .replace(/<\/body>/i, () => `<script id="${PAGE_STATE_ID}" type="application/json">${page.stateJson}</script></body>`);
}
