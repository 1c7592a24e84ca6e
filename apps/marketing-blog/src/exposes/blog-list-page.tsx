import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { BlogListPage } from '../pages/blog-list/blog-list-page';
import { NAMESPACE } from '../i18n/namespace';
import { blogCardTexts } from '../i18n/blog-card-texts';
import { blogTexts } from '../i18n/blog-texts';
import { commonTexts } from '../i18n/common-texts';

registerNamespace(NAMESPACE, commonTexts);
registerNamespace(NAMESPACE, blogCardTexts);
registerNamespace(NAMESPACE, blogTexts);

export const { Page, prepare } = definePage(BlogListPage, []);
