import type { NamespaceResources } from '@echowatch/remote-kit';
import { packagesEn } from './packages-en';
import { packagesVi } from './packages-vi';

export const NAMESPACE = 'pricing';

export const resources: NamespaceResources = {
  vi: { packages: packagesVi },
  en: { packages: packagesEn },
};
