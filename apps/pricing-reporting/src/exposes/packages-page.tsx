import { definePage } from '@echowatch/remote-kit';
import { PackagesPage } from '../pages/packages/packages-page';
import '../i18n/register';

export const { Page, prepare } = definePage(PackagesPage, []);
