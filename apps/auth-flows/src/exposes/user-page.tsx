import { definePage } from '@echowatch/remote-kit';
import { appDownloadTexts, formTexts, layoutTexts, userTexts } from '../i18n/texts';
import { InvitedUserPage } from '../pages/user/invited-user-page';
import { loadInvitedUserPage } from '../pages/shared/link-loaders';

// The groups of texts this page shows: the shell loads them, in the visitor's language, before it renders.
export const { Page, prepare, release, textChunks } = definePage(InvitedUserPage, [layoutTexts, formTexts, userTexts, appDownloadTexts]);

export const load = loadInvitedUserPage;
