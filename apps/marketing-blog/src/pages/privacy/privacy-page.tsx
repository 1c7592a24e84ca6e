import { lazy } from 'react';
import { StaticPart } from '@echowatch/remote-kit/static-part';
import { commonTexts, legalTexts, privacyTexts } from '../../i18n/texts';

/** The texts this page's static part reads (the expose's static texts); the shared ones give its trail. */
export const PRIVACY_STATIC_TEXTS = [privacyTexts, legalTexts, commonTexts];

const PrivacyDocument = lazy(() => import('./privacy-document').then((module) => ({ default: module.PrivacyDocument })));

/**
 * /privacy-policy. Opened from the app (?from=app) the banner keeps the title and date alone. A
 * static part: nothing on it runs in the browser, which keeps the server's markup, and its texts are
 * loaded on the server alone (the expose's static texts). Its code is a chunk of its own, which a
 * browser hydrating the page never downloads.
 */
export function PrivacyPage() {
  return (
    <StaticPart texts={PRIVACY_STATIC_TEXTS}>
      <PrivacyDocument />
    </StaticPart>
  );
}
