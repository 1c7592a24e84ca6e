import { definePage } from '@echowatch/remote-kit';
import { TERMS_STATIC_TEXTS, TermsPage } from '../pages/terms/terms-page';

// The whole page is a static part: its texts are loaded on the server, and in the browser only
// when it draws the page itself (client navigation).
export const { Page, prepare, release, textChunks } = definePage(TermsPage, [], TERMS_STATIC_TEXTS);
