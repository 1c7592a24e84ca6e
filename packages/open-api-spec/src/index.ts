export {
  RESPONSE_CODES,
  SUCCESS_CODES,
  responseCodeMessage,
  type ResponseCode,
  type ResponseCodeKey,
} from './response-codes';
export { OPEN_API_HEADERS, OPEN_API_RULES, openApiBase } from './open-api-rules';
export { SANDBOX_API_KEYS, SANDBOX_FIXTURES } from './sandbox-fixtures';
