import { REMOTE_NAMES, type SiteConfig } from '@echowatch/contracts';

export class SiteConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteConfigError';
  }
}

/** Checks the parts of env.json the shell cannot start without; names what is wrong. */
export function validateSiteConfig(value: unknown): SiteConfig {
  if (typeof value !== 'object' || value === null) throw new SiteConfigError('env.json is not an object');
  const config = value as Partial<SiteConfig>;
  const problems: string[] = [];
  for (const remote of REMOTE_NAMES) {
    if (typeof config.remotes?.[remote] !== 'string') problems.push(`remotes.${remote} is missing`);
  }
  if (config.edition !== 'business' && config.edition !== 'government') problems.push('edition is invalid');
  if (!config.hosts?.api || !config.hosts.sso || !config.hosts.console) problems.push('hosts are incomplete');
  if (!config.routes?.insight?.startsWith('/')) problems.push('routes.insight must be a path');
  if (!config.brand?.name) problems.push('brand.name is missing');
  if (problems.length > 0) throw new SiteConfigError(problems.join('; '));
  return config as SiteConfig;
}

/** The environment's composition is read at every start, never baked into the build. */
export async function loadSiteConfig(url = '/env.json'): Promise<SiteConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new SiteConfigError(`${url} answered ${response.status}`);
  return validateSiteConfig(await response.json());
}
