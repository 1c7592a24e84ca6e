import { definePage } from '@echowatch/remote-kit';
import { PrivacyPage } from '../pages/privacy/privacy-page';
import { legalTexts, privacyTexts } from '../i18n/texts';

// The whole page is a static part: its texts are loaded on the server, and in the browser only
// when it draws the page itself (client navigation).
export const { Page, prepare, release } = definePage(PrivacyPage, [], [privacyTexts, legalTexts]);
