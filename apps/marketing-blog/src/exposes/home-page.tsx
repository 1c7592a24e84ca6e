import { BeingBuiltNotice, definePage } from '@echowatch/remote-kit';

export const Page = definePage(BeingBuiltNotice);
