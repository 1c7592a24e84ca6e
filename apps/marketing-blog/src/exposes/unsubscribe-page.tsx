import { definePage } from '@echowatch/remote-kit';
import { UnsubscribePage } from '../pages/unsubscribe/unsubscribe-page';
import { loadUnsubscribePage } from '../pages/unsubscribe/unsubscribe-loader';
import { unsubscribeTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(UnsubscribePage, [unsubscribeTexts]);

export const load = loadUnsubscribePage;
