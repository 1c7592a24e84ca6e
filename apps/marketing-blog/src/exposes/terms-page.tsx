import { definePage } from '@echowatch/remote-kit';
import { TermsPage } from '../pages/terms/terms-page';
import { legalTexts, termsTexts } from '../i18n/texts';

// The whole page is a static part: its texts are loaded on the server, and in the browser only
// when it draws the page itself (client navigation).
export const { Page, prepare, release } = definePage(TermsPage, [], [termsTexts, legalTexts]);
