/**
 * The message keys of the contact rules (docs/product-rules.md, R-VALID-1), each a text under
 * `reporting.form.errors`; the texts test checks this is every key the rules name.
 */
export const CONTACT_MESSAGE_KEYS = [
  'require_name',
  'require_phone',
  'invalid_phone',
  'require_email',
  'invalid_email',
  'require_department',
  'require_organization',
  'require_report_types',
  'require_method_types',
  'require_industry',
  'require_province',
  'require_received_time',
  'too_long',
] as const;

export type ContactMessageKey = (typeof CONTACT_MESSAGE_KEYS)[number];

/** True for a key of the list; the rules type their keys as plain strings. */
export function isContactMessageKey(key: string): key is ContactMessageKey {
  return CONTACT_MESSAGE_KEYS.some((known) => known === key);
}

