import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { formTexts } from '../i18n/form-texts';
import { NAMESPACE } from '../i18n/namespace';
import { keyed, pageTexts } from '../i18n/page-texts';
import { registerTexts } from '../i18n/register-texts';
import { RegisterPage } from '../pages/register/register-page';

/** This page's texts: only they travel in its chunk. */
export const texts = pageTexts(formTexts, keyed('register', registerTexts));

registerNamespace(NAMESPACE, texts);

export const { Page, prepare } = definePage(RegisterPage, []);
