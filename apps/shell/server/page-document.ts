import { servedCompositionScript, type ServedComposition } from '../src/config/served-composition';
import { PAGE_STATE_ID } from '../src/rendering/page-state';
import type { RenderedPage } from '../src/ssr/render-contract';
import { escapeHtml } from './html-text';

export interface DocumentParts {
  page: RenderedPage;
  /** Inline <style> of the design tokens and links to the shell's own style sheets. */
  shellStyles: string[];
}

/**
 * The shell's built index.html with a server-rendered page in it: its language on <html>; in the
 * head, the hints and style sheets, then the route's head tags (written by React); the markup in
 * the root, the state after it. The template has a place for each and nothing of a page's own.
 * Matched loosely, since the build minifies the template.
 */
export function pageDocument(template: string, { page, shellStyles }: DocumentParts): string {
  const head = [...(page.firstHints ?? []), ...shellStyles, ...page.headTags, page.headHtml].join('');
  return template
    .replace(/<html\b[^>]*>/i, () => `<html lang="${page.language}">`)
    .replace(/<\/head>/i, () => `${head}</head>`)
    .replace(/<div id=["']?root["']?><\/div>/i, () => `<div id="root">${page.appHtml}</div>`)
    .replace(/<\/body>/i, () => `<script id="${PAGE_STATE_ID}" type="application/json">${page.stateJson}</script></body>`);
}

/**
 * The template for the browser to draw the page in, when the server could not render it: named
 * after the site, with the composition the server chose for the visitor (a canary cohort's one
 * too), so the browser draws the versions a rendered page would have named, not `/env.json`'s.
 */
export function unrenderedDocument(template: string, served: ServedComposition): string {
  return template
    .replace(/<\/head>/i, () => `<title>${escapeHtml(served.config.brand.name)}</title></head>`)
    .replace(/<\/body>/i, () => `${servedCompositionScript(served)}</body>`);
}
