import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { confirmTexts } from '../i18n/confirm-texts';
import { NAMESPACE } from '../i18n/namespace';
import { keyed, pageTexts } from '../i18n/page-texts';
import { ConfirmPage } from '../pages/confirm/confirm-page';

/** This page's texts: only they travel in its chunk. */
export const texts = pageTexts(keyed('confirm', confirmTexts));

registerNamespace(NAMESPACE, texts);

export const { Page, prepare } = definePage(ConfirmPage, []);
