import { definePage } from '@echowatch/remote-kit';
import { SolutionPage } from '../pages/product/solution-page';
import { commonTexts, productTexts, solutionsTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(SolutionPage, [solutionsTexts, productTexts, commonTexts]);
