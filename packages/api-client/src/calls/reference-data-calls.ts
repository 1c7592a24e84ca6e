import { callApi } from '../http-client';
import type { SiteApiClients } from '../site-api-clients';
import type { Industry, ProvinceMap } from '../types';

/** Lists the forms choose from: provinces and industries. */
export function referenceDataCalls({ api }: SiteApiClients) {
  return {
    async getLocations(): Promise<ProvinceMap> {
      return (await callApi<ProvinceMap>(api, { method: 'GET', url: '/register/get-location' })).data;
    },
    async getIndustries(): Promise<Industry[]> {
      return (await callApi<Industry[]>(api, { method: 'GET', url: '/register/industry/get-all' })).data;
    },
  };
}
