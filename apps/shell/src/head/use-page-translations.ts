import type { PageTranslation } from '@echowatch/contracts';
import { useStatedHead } from './stated-head';

const NONE: readonly PageTranslation[] = [];

/**
 * The open page's own versions in other languages (a post's translations), as the page states them
 * once it is live: where the language switch goes (docs/product-rules.md, R-BLOG-8). Until then the
 * switch's link asks for the page in that language, and the page's loader sends it to its version.
 */
export function usePageTranslations(): readonly PageTranslation[] {
  const { stated } = useStatedHead();
  return (stated.head && stated.head !== 'not-found' && stated.head.translations) || NONE;
}
