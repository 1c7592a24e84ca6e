import { parsePath, type To } from 'react-router';

/** The query parameter that names the page's language in its address (`?lng=vi|en`). */
export const LANGUAGE_PARAM = 'lng';

// A scheme (`https:`, `mailto:`) or a protocol-relative address leaves the site: it keeps nothing.
const OTHER_SITE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Where a link inside the site leads, with the language of the address it starts from: once an
 * address carries `?lng=`, every page reached from it does too, so it can be reloaded or shared in
 * that language. A target that names its own language keeps it.
 */
export function keepLanguage(to: To, currentSearch: string): To {
  const language = new URLSearchParams(currentSearch).get(LANGUAGE_PARAM);
  if (!language || (typeof to === 'string' && OTHER_SITE.test(to))) return to;
  const target = typeof to === 'string' ? parsePath(to) : to;
  const search = new URLSearchParams(target.search ?? '');
  if (search.has(LANGUAGE_PARAM)) return to;
  search.set(LANGUAGE_PARAM, language);
  return { ...target, search: `?${search.toString()}` };
}
