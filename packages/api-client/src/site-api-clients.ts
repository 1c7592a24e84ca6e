import { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client';
import type { ApiHosts } from './types';

export interface SiteApiClients {
  api: HttpClient;
  blog: HttpClient;
  sso: HttpClient;
  openApi: HttpClient;
}

export function createSiteApiClients(
  hosts: ApiHosts,
  options: Omit<HttpClientOptions, 'baseURL'> = {},
): SiteApiClients {
  return {
    api: createHttpClient({ ...options, baseURL: hosts.api }),
    blog: createHttpClient({ ...options, baseURL: hosts.blog }),
    sso: createHttpClient({ ...options, baseURL: hosts.sso }),
    openApi: createHttpClient({ ...options, baseURL: hosts.openApi ?? `${hosts.api.replace(/\/+$/, '')}/open-api` }),
  };
}
