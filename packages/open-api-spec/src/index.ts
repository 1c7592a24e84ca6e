export { RESPONSE_CODES } from './response-codes';
export { OPEN_API_HEADERS, OPEN_API_RULES, openApiBase } from './open-api-rules';
