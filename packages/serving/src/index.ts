export { cacheControlFor, setCacheHeaders } from './cache-headers';
export { precompressedFiles } from './precompressed-files';
export { pagePolicy, type PolicyDirectives } from './page-policy';
export { securityHeaders, type SecurityHeaderOptions } from './security-headers';
