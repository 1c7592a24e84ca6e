import type { NamespaceResources } from '@echowatch/remote-kit';

export const NAMESPACE = 'pricing';

export const resources: NamespaceResources = {
  vi: {},
  en: {},
};
