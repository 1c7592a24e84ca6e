import { definePage } from '@echowatch/remote-kit';
import { BlogDetailPage } from '../pages/blog-detail/blog-detail-page';
import { loadBlogDetailPage } from '../pages/blog-detail/blog-detail-loader';
import { blogCardTexts, blogDetailTexts, commonTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(BlogDetailPage, [blogDetailTexts, blogCardTexts, commonTexts]);

export const load = loadBlogDetailPage;
