import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { formTexts } from '../i18n/form-texts';
import { NAMESPACE } from '../i18n/namespace';
import { keyed, pageTexts } from '../i18n/page-texts';
import { reset2faTexts } from '../i18n/reset-2fa-texts';
import { Reset2faPage } from '../pages/reset-2fa/reset-2fa-page';

/** This page's texts: only they travel in its chunk. */
export const texts = pageTexts(formTexts, keyed('reset2fa', reset2faTexts));

registerNamespace(NAMESPACE, texts);

export const { Page, prepare } = definePage(Reset2faPage, []);
