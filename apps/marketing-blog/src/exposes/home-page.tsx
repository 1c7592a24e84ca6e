import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { HomePage } from '../pages/home/home-page';
import { NAMESPACE } from '../i18n/namespace';
import { homeTexts } from '../i18n/home-texts';

registerNamespace(NAMESPACE, homeTexts);

export const { Page, prepare } = definePage(HomePage, []);
