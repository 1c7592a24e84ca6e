export { cacheControlFor, setCacheHeaders } from './cache-headers';
export { precompressedFiles } from './precompressed-files';
export { pagePolicy, type PolicyDirectives } from './page-policy';
export { DOCUMENT_ONLY_HEADERS, securityHeaders, withoutDocumentHeaders, type SecurityHeaderOptions } from './security-headers';
