import { definePage } from '@echowatch/remote-kit';
import { openApiDocsTexts } from '../i18n/texts';
import { loadOpenApiDocsPage } from '../pages/open-api-docs/docs-loader';
import { OpenApiDocsPage } from '../pages/open-api-docs/open-api-docs-page';

export const { Page, prepare, release, textChunks } = definePage(OpenApiDocsPage, [openApiDocsTexts]);
export const load = loadOpenApiDocsPage;
