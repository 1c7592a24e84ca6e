import { isProductSlug, type ProductKind } from '@echowatch/contracts';
import { pageLoader } from '@echowatch/remote-kit';
import { textsIn } from '../../i18n/texts';
import type { ProductPageTexts } from './product-page';

/**
 * A solution or feature page fetches nothing; it is named after its product: the name titles the
 * document, the lead describes it.
 */
export function productLoader(kind: ProductKind) {
  return pageLoader(async ({ params, language }) => {
    const { slug } = params;
    if (!isProductSlug(kind, slug)) return 'not-found';
    const pages = textsIn(language).textsAt(kind) as Readonly<Record<string, ProductPageTexts>>;
    const page = pages[slug];
    return page ? { title: page.name, description: page.lead } : 'not-found';
  });
}
