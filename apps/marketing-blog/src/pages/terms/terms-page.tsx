import { lazy } from 'react';
import { StaticPart } from '@echowatch/remote-kit/static-part';
import { commonTexts, legalTexts, termsTexts } from '../../i18n/texts';

/** The texts this page's static part reads (the expose's static texts); the shared ones give its trail. */
export const TERMS_STATIC_TEXTS = [termsTexts, legalTexts, commonTexts];

const TermsDocument = lazy(() => import('./terms-document').then((module) => ({ default: module.TermsDocument })));

/**
 * /terms-of-use. Opened from the app (?from=app) the shell drops header and footer; the text stays
 * whole. A static part: nothing on it runs in the browser, which keeps the server's markup, and its
 * texts are loaded on the server alone (the expose's static texts). Its code is a chunk of its own,
 * which a browser hydrating the page never downloads.
 */
export function TermsPage() {
  return (
    <StaticPart texts={TERMS_STATIC_TEXTS}>
      <TermsDocument />
    </StaticPart>
  );
}
