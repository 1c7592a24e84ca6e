import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { UnsubscribePage } from '../pages/unsubscribe/unsubscribe-page';
import { NAMESPACE } from '../i18n/namespace';
import { unsubscribeTexts } from '../i18n/unsubscribe-resources';

registerNamespace(NAMESPACE, unsubscribeTexts);

export const { Page, prepare } = definePage(UnsubscribePage, []);
