import { definePage } from '@echowatch/remote-kit';
import { TermsPage } from '../pages/terms/terms-page';
import '../i18n/register';

export const Page = definePage(TermsPage);
