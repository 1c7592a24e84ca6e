import { definePage } from '@echowatch/remote-kit';
import { UnsubscribePage } from '../pages/unsubscribe/unsubscribe-page';
import '../i18n/register';

export const Page = definePage(UnsubscribePage);
