import { definePage } from '@echowatch/remote-kit';
import { InsightPage } from '../pages/insight/insight-page';
import { blogCardTexts, blogListTexts, commonTexts, insightTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(InsightPage, [insightTexts, blogListTexts, blogCardTexts, commonTexts]);
