export { ApiError, TransportError, isApiError, type TransportFailure } from './errors';
export {
  callApi,
  createHttpClient,
  GET_RETRIES,
  REQUEST_TIMEOUT_MS,
  type Envelope,
  type HttpClient,
  type HttpClientOptions,
} from './http-client';
export { createSiteApi, type SiteApi } from './site-api';
export { createSiteApiClients, type SiteApiClients } from './site-api-clients';
export * from './types';
