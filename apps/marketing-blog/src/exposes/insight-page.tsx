import { definePage } from '@echowatch/remote-kit';
import { InsightPage, insightSetup } from '../pages/insight/insight-page';
import { blogListLoader } from '../pages/blog-list/blog-list-loader';
import { blogCardTexts, blogListTexts, commonTexts, insightTexts, textsIn } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(InsightPage, [insightTexts, blogListTexts, blogCardTexts, commonTexts]);

// The list is named after itself; its route's path comes from configuration.
export const load = blogListLoader(insightSetup, (language) => {
  const { t } = textsIn(language);
  return { title: t('blog.insight.title'), description: t('blog.insight.text') };
});
