import { pageLoader } from '@echowatch/remote-kit';
import { textsIn } from '../../i18n/texts';

export type FaqView = 'overview' | 'common' | 'detail';

const VIEWS: Readonly<Record<string, FaqView>> = { '': 'overview', 'common-faqs': 'common', detail: 'detail' };

/** The FAQ view an address under /faqs names (the part after it), or undefined: none. */
export function faqViewOf(splat: string | undefined): FaqView | undefined {
  return VIEWS[(splat ?? '').replace(/\/+$/, '')];
}

/**
 * The FAQ fetches nothing; an address under it that names no view is no page (404). Each view is
 * named in the title: the common questions, and the answers by topic (the question itself is in
 * the address's fragment, which a server never sees).
 */
export const loadFaqPage = pageLoader(async ({ params, language, config }) => {
  const view = faqViewOf(params['*']);
  if (!view) return 'not-found';
  if (view === 'overview') return undefined;
  const { t } = textsIn(language);
  return {
    title: t('faq.viewTitle', { view: t(view === 'common' ? 'faq.common' : 'faq.allTopics') }),
    description: t('faq.intro', { brand: config.brand.name }),
  };
});
