export const AUDIENCE_IDS = ['business', 'government', 'agency'] as const;
export type AudienceId = (typeof AUDIENCE_IDS)[number];

export interface Audience {
  id: AudienceId;
  /** The value of the `tab` query parameter that selects this audience. */
  tabParam: string;
}

// No package is marked as the one to pick for an audience: the business names none
// (docs/product-rules.md, R-PRICE-1). What each audience uses the product for is part of its texts.
export const AUDIENCES: readonly Audience[] = [
  { id: 'business', tabParam: '1' },
  { id: 'government', tabParam: '2' },
  { id: 'agency', tabParam: '3' },
];

export const TAB_QUERY_PARAM = 'tab';

const DEFAULT_AUDIENCE = AUDIENCES[0]!;

/** The audience a `tab` value selects; a missing or unknown value falls back to Business. */
export function audienceFromTabParam(value: string | null): Audience {
  return AUDIENCES.find((audience) => audience.tabParam === value) ?? DEFAULT_AUDIENCE;
}
