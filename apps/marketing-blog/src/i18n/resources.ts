import type { NamespaceResources } from '@echowatch/remote-kit';

export const NAMESPACE = 'marketing';

export const resources: NamespaceResources = {
  vi: {},
  en: {},
};
