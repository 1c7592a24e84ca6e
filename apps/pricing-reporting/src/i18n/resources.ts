import type { NamespaceResources } from '@echowatch/remote-kit';
import { packagesEn } from './packages-en';
import { packagesVi } from './packages-vi';

/** The pricing page's text; the report-service page brings its own (reporting-resources.ts). */
export const resources: NamespaceResources = {
  vi: { packages: packagesVi },
  en: { packages: packagesEn },
};
