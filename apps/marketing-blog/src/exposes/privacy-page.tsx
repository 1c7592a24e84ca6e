import { definePage } from '@echowatch/remote-kit';
import { PrivacyPage } from '../pages/privacy/privacy-page';
import '../i18n/register';

export const Page = definePage(PrivacyPage);
