import { definePage } from '@echowatch/remote-kit';
import { PRIVACY_STATIC_TEXTS, PrivacyPage } from '../pages/privacy/privacy-page';

// The whole page is a static part: its texts are loaded on the server, and in the browser only
// when it draws the page itself (client navigation).
export const { Page, prepare, release, textChunks } = definePage(PrivacyPage, [], PRIVACY_STATIC_TEXTS);
