import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';

/** The local composition, as the shell would hand it to a page. */
export function testSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return { ...(structuredClone(localEnvironment) as unknown as SiteConfig), ...overrides };
}

export const TEST_API = (localEnvironment as unknown as SiteConfig).hosts.api;
export const TEST_SSO = (localEnvironment as unknown as SiteConfig).hosts.sso;
export const TEST_BLOG = (localEnvironment as unknown as SiteConfig).hosts.blog;
