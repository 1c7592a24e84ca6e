/** Codes of the Open API envelope (spec point 8): the docs, the sandbox and the document share them. */
export const RESPONSE_CODES = [
  { code: 0, key: 'success' },
  { code: 10, key: 'successAlt' },
  { code: 11, key: 'invalidParams' },
  { code: 12, key: 'moduleNotAccessible' },
  { code: 14, key: 'invalidToken' },
  { code: 15, key: 'tokenExpired' },
  { code: 16, key: 'tryAgainLater' },
  { code: 17, key: 'inaccessibleContent' },
  { code: 18, key: 'invalidDateTime' },
  { code: 19, key: 'rangeExceeded' },
] as const;
