/** The documented limits of the Open API (docs/product-rules.md, R-VALID-3); the docs quote them from here. */
export const OPEN_API_RULES = {
  dateTimeFormat: 'yyyy/MM/dd HH:mm:ss',
  maxRangeDays: 90,
  firstPage: 0,
  defaultPageSize: 10,
  maxPageSize: 50,
} as const;

export const OPEN_API_HEADERS = {
  apiKey: 'Api-Key',
  contentType: 'Content-Type: application/json',
} as const;

/** The base URL without a trailing slash, so paths can be appended. */
export function openApiBase(configured: string): string {
  return configured.replace(/\/+$/, '');
}
