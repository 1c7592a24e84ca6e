import { definePage } from '@echowatch/remote-kit';
import { AuthBeingBuilt } from '../pages/auth-layout/auth-being-built';
import '../i18n/register';

export const Page = definePage(AuthBeingBuilt);
