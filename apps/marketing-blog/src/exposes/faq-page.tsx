import { definePage } from '@echowatch/remote-kit';
import { FaqPage } from '../pages/faq/faq-page';
import { loadFaqPage } from '../pages/faq/faq-view';
import { commonTexts, faqTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(FaqPage, [faqTexts, commonTexts]);

export const load = loadFaqPage;
