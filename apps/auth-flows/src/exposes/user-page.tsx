import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { appDownloadTexts } from '../i18n/app-download-texts';
import { formTexts } from '../i18n/form-texts';
import { NAMESPACE } from '../i18n/namespace';
import { keyed, pageTexts } from '../i18n/page-texts';
import { userTexts } from '../i18n/user-texts';
import { InvitedUserPage } from '../pages/user/invited-user-page';

/** This page's texts: only they travel in its chunk. */
export const texts = pageTexts(
  formTexts,
  keyed('user', userTexts),
  keyed('confirm', keyed('appDownload', appDownloadTexts)),
);

registerNamespace(NAMESPACE, texts);

export const { Page, prepare } = definePage(InvitedUserPage, []);
