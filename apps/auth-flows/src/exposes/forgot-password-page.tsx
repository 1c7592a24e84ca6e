import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { forgotTexts } from '../i18n/forgot-texts';
import { formTexts } from '../i18n/form-texts';
import { NAMESPACE } from '../i18n/namespace';
import { keyed, pageTexts } from '../i18n/page-texts';
import { ForgotPasswordPage } from '../pages/forgot-password/forgot-password-page';

/** This page's texts: only they travel in its chunk. */
export const texts = pageTexts(formTexts, keyed('forgot', forgotTexts));

registerNamespace(NAMESPACE, texts);

export const { Page, prepare } = definePage(ForgotPasswordPage, []);
