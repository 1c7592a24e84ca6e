import { BeingBuiltNotice, definePage } from '@echowatch/remote-kit';
import '../i18n/register';

export const Page = definePage(BeingBuiltNotice);
