import { callApi, createHttpClient, type HttpClient, type HttpClientOptions } from './http-client';
import type { ApiHosts, Industry, LinkValidation, ProvinceMap, SessionUser } from './types';

export interface SiteApiClients {
  api: HttpClient;
  blog: HttpClient;
  sso: HttpClient;
}

export function createSiteApiClients(
  hosts: ApiHosts,
  options: Omit<HttpClientOptions, 'baseURL'> = {},
): SiteApiClients {
  return {
    api: createHttpClient({ ...options, baseURL: hosts.api }),
    blog: createHttpClient({ ...options, baseURL: hosts.blog }),
    sso: createHttpClient({ ...options, baseURL: hosts.sso }),
  };
}

/** Typed functions for the site and account calls of the spec; pages call these, never axios. */
export function createSiteApi(clients: SiteApiClients) {
  const { api, sso } = clients;
  return {
    async getLocations(): Promise<ProvinceMap> {
      return (await callApi<ProvinceMap>(api, { method: 'GET', url: '/register/get-location' })).data;
    },
    async getIndustries(): Promise<Industry[]> {
      return (await callApi<Industry[]>(api, { method: 'GET', url: '/register/industry/get-all' })).data;
    },
    async confirmRegistration(requestId: string): Promise<LinkValidation> {
      const body = { request_id: requestId };
      return (await callApi<LinkValidation>(sso, { method: 'POST', url: '/register/confirm', data: body })).data;
    },
    async confirmInvitation(requestId: string): Promise<LinkValidation> {
      const body = { request_id: requestId };
      return (await callApi<LinkValidation>(sso, { method: 'POST', url: '/user/confirm-invited-user', data: body }))
        .data;
    },
    async resendConfirmEmail(requestId: string): Promise<void> {
      const body = { request_id: requestId };
      await callApi<null>(sso, { method: 'POST', url: '/register/resend-confirm-email', data: body });
    },
    async getSessionUser(): Promise<SessionUser> {
      return (await callApi<SessionUser>(sso, { method: 'GET', url: '/api/user' })).data;
    },
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;
