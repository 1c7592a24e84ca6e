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
export {
  ALL_BLOG_TYPE_IDS,
  BLOG_NOT_FOUND,
  BLOG_PUBLISHED,
  BLOG_TYPE_IDS,
  blogListParams,
  EXPERT_HUB_TYPE_IDS,
  type BlogListQuery,
  type BlogListResult,
  type BlogPost,
  type BlogTranslation,
  type BlogTypeId,
} from './calls/blog-calls';
export type { OpenApiTrial } from './calls/open-api-calls';
export { createSiteApi, type SiteApi } from './site-api';
export { createSiteApiClients, type SiteApiClients } from './site-api-clients';
export * from './types';
export * from './auth-types';
