/**
 * What the local sandbox of the Open API is seeded with. The document's examples use the same
 * values, so every example request can be sent to the sandbox as it is.
 */
export const SANDBOX_API_KEYS = {
  /** Every module granted; valid until the end of 2099. */
  full: 'ew_sandbox_full_access',
  /** Valid, but the organization has not been granted the sentiment module (code 12). */
  noSentiment: 'ew_sandbox_no_sentiment',
  /** Expired on 2024/12/31 (code 15). */
  expired: 'ew_sandbox_expired',
} as const;

export const SANDBOX_FIXTURES = {
  /** The user whose alert settings and notifications the sandbox holds. */
  alertEmail: 'giamsat@saoviet.vn',
  topicId: 1024,
  groupTopicId: 12,
} as const;
