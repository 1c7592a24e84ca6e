import { definePage } from '@echowatch/remote-kit';
import { SolutionPage } from '../pages/product/solution-page';
import { commonTexts, productTexts, solutionsTexts } from '../i18n/texts';
import { PRODUCT_STATIC_TEXTS } from '../pages/product/product-page';
import { productLoader } from '../pages/product/product-loader';

export const { Page, prepare, release, textChunks } = definePage(SolutionPage, [solutionsTexts, productTexts, commonTexts], PRODUCT_STATIC_TEXTS);

export const load = productLoader('solutions');
