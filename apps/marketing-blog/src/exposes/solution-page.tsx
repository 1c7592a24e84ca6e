import { definePage } from '@echowatch/remote-kit';
import { SolutionPage } from '../pages/product/solution-page';
import { commonTexts, productTexts, solutionDetailsTexts, solutionsTexts } from '../i18n/texts';

export const { Page, prepare, release } = definePage(SolutionPage, [solutionsTexts, productTexts, commonTexts], [solutionDetailsTexts]);
