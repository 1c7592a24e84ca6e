import { pageLoader } from '@echowatch/remote-kit';
import { textsIn } from '../../i18n/texts';
import { namesFaqQuestion, readFaqChoice } from './faq-content';

export type FaqView = 'overview' | 'common' | 'detail';

const VIEWS: Readonly<Record<string, FaqView>> = { '': 'overview', 'common-faqs': 'common', detail: 'detail' };

/** The FAQ view an address under /faqs names (the part after it), or undefined: none. */
export function faqViewOf(splat: string | undefined): FaqView | undefined {
  return VIEWS[(splat ?? '').replace(/\/+$/, '')];
}

/**
 * The FAQ fetches nothing; an address under it that names no view is no page (404). Each view is
 * named in the title: the common questions, the answers by topic, and an answer its query names by
 * its question, described by the answer (a hash of the older form never reaches a server).
 */
export const loadFaqPage = pageLoader(async ({ url, params, language, config }) => {
  const view = faqViewOf(params['*']);
  if (!view) return 'not-found';
  if (view === 'overview') return undefined;
  const { t, textsAt } = textsIn(language);
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  if (view === 'detail' && namesFaqQuestion(search)) {
    const topics = textsAt('faq.topics', { brand: config.brand.name, hotline: config.contact.hotline, email: config.contact.email });
    const { topic, question } = readFaqChoice(search, '', topics);
    const answer = topics[topic]!.questions[question]!;
    return { title: t('faq.viewTitle', { view: answer.q }), description: answer.a };
  }
  return {
    title: t('faq.viewTitle', { view: t(view === 'common' ? 'faq.common' : 'faq.allTopics') }),
    description: t('faq.intro', { brand: config.brand.name }),
  };
});
