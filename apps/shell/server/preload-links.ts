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
    // The federation runtime fetches its manifest with CORS and no credentials, as the head's hint says.
    links.push(`<${href}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin=anonymous' : ''}`);
  }
  return links.length > 0 ? links.join(', ') : undefined;
}

/** The scripts the built page template loads itself (the shell's entry), in its head. */
export function templateScripts(template: string): Preload[] {
  const headEnd = template.search(/<\/head>/i);
  const head = headEnd < 0 ? template : template.slice(0, headEnd);
  return [...head.matchAll(/<script\b[^>]*?\ssrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/gi)].map((match) => ({
    href: match[1] ?? match[2] ?? match[3]!,
    as: 'script' as const,
  }));
}
