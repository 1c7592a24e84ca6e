import type { NamespaceResources } from '@echowatch/remote-kit';

export const NAMESPACE = 'auth';

export const resources: NamespaceResources = {
  vi: {},
  en: {},
};
