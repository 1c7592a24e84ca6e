import { definePage } from '@echowatch/remote-kit';
import { packagesTexts } from '../i18n/texts';
import { PackagesPage } from '../pages/packages/packages-page';

export const { Page, prepare, release, textChunks } = definePage(PackagesPage, [packagesTexts]);
