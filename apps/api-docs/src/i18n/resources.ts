import type { NamespaceResources } from '@echowatch/remote-kit';

export const NAMESPACE = 'apiDocs';

export const resources: NamespaceResources = {
  vi: {},
  en: {},
};
