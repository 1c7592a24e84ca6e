import { definePage } from '@echowatch/remote-kit';
import { ConfirmPage } from '../pages/confirm/confirm-page';
import '../i18n/register';

export const Page = definePage(ConfirmPage);
