export { cacheControlFor, setCacheHeaders } from './cache-headers';
