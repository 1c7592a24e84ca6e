import { definePage } from '@echowatch/remote-kit';
import { InsightPage, insightSetup } from '../pages/insight/insight-page';
import { blogListLoader } from '../pages/blog-list/blog-list-loader';
import { blogCardTexts, blogListTexts, commonTexts, insightTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(InsightPage, [insightTexts, blogListTexts, blogCardTexts, commonTexts]);

export const load = blogListLoader(insightSetup);
