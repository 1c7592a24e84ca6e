import { pageLoader } from '@echowatch/remote-kit';

export type FaqView = 'overview' | 'common' | 'detail';

const VIEWS: Readonly<Record<string, FaqView>> = { '': 'overview', 'common-faqs': 'common', detail: 'detail' };

/** The FAQ view an address under /faqs names (the part after it), or undefined: none. */
export function faqViewOf(splat: string | undefined): FaqView | undefined {
  return VIEWS[(splat ?? '').replace(/\/+$/, '')];
}

/** The FAQ fetches nothing; an address under it that names no view is no page (404). */
export const loadFaqPage = pageLoader(async ({ params }) => (faqViewOf(params['*']) ? undefined : 'not-found'));
