import { definePage } from '@echowatch/remote-kit';
import { OpenApiDocsPage } from '../pages/open-api-docs/open-api-docs-page';
import '../i18n/register';

export const { Page, prepare } = definePage(OpenApiDocsPage, []);
