import { definePage } from '@echowatch/remote-kit';
import { BlogListPage } from '../pages/blog-list/blog-list-page';
import { blogCardTexts, blogListTexts, commonTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(BlogListPage, [blogListTexts, blogCardTexts, commonTexts]);
