import type { Preload } from '../src/ssr/render-contract';

// What may stand between `<` and `>` of a Link header: printable ASCII with neither bracket, so an
// address can never end the reference early or split the header.
const SAFE_REFERENCE = /^[\x21-\x3b\x3d\x3f-\x7e]+$/;

/**
 * The `Link` header that names a page's code. The browser acts on it while it commits the
 * navigation, some hundred milliseconds on a phone before its parser meets the same hints in the
 * head; a CDN in front may also send it ahead as 103 Early Hints. Each file once, in order.
 */
export function linkHeader(preloads: readonly Preload[]): string | undefined {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const { href, as } of preloads) {
    if (seen.has(href) || !SAFE_REFERENCE.test(href)) continue;
    seen.add(href);
    links.push(`<${href}>; rel=preload; as=${as}`);
  }
  return links.length > 0 ? links.join(', ') : undefined;
}

const ATTRIBUTE = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.replace(/^<\w+/, '').matchAll(ATTRIBUTE)) found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  return found;
}

/**
 * The scripts the built page template starts with (the shell's entry), in its head: loaded by a
 * `<script src>` or, in a production build, preloaded for the early script to run.
 */
export function templateScripts(template: string): Preload[] {
  const headEnd = template.search(/<\/head>/i);
  const head = headEnd < 0 ? template : template.slice(0, headEnd);
  return [...head.matchAll(/<(?:script|link)\b[^>]*>/gi)].flatMap(([tag]) => {
    const found = attributes(tag);
    const href = /^<script/i.test(tag) ? found.get('src') : found.get('rel') === 'preload' && found.get('as') === 'script' ? found.get('href') : undefined;
    return href ? [{ href, as: 'script' as const }] : [];
  });
}
