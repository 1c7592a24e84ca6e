import { definePage } from '@echowatch/remote-kit';
import { BlogListPage, DISCOVERY } from '../pages/blog-list/blog-list-page';
import { blogListLoader } from '../pages/blog-list/blog-list-loader';
import { blogCardTexts, blogListTexts, commonTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(BlogListPage, [blogListTexts, blogCardTexts, commonTexts]);

export const load = blogListLoader(() => DISCOVERY);
