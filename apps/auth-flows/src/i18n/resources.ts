import type { NamespaceResources } from '@echowatch/remote-kit';
import { confirmTexts } from './confirm-texts';
import { layoutTexts } from './layout-texts';

export const NAMESPACE = 'auth';

export const resources: NamespaceResources = {
  vi: { layout: layoutTexts.vi, confirm: confirmTexts.vi },
  en: { layout: layoutTexts.en, confirm: confirmTexts.en },
};
