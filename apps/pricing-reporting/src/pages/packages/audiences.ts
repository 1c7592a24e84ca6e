export const AUDIENCE_IDS = ['business', 'government', 'agency'] as const;
export type AudienceId = (typeof AUDIENCE_IDS)[number];

export interface Audience {
  id: AudienceId;
  /** The value of the `tab` query parameter that selects this audience. */
  tabParam: string;
  useCases: readonly string[];
}

// No package is marked as the one to pick for an audience: the business names none
// (docs/product-rules.md, R-PRICE-1).
export const AUDIENCES: readonly Audience[] = [
  { id: 'business', tabParam: '1', useCases: ['brandHealth', 'campaigns', 'customerCare'] },
  { id: 'government', tabParam: '2', useCases: ['policyFeedback', 'localHotspots', 'leadershipBriefings', 'publicServices'] },
  { id: 'agency', tabParam: '3', useCases: ['multiClient', 'pitchInsights', 'campaignReporting', 'crisisRetainer'] },
];

export const TAB_QUERY_PARAM = 'tab';

const DEFAULT_AUDIENCE = AUDIENCES[0]!;

/** The audience a `tab` value selects; a missing or unknown value falls back to Business. */
export function audienceFromTabParam(value: string | null): Audience {
  return AUDIENCES.find((audience) => audience.tabParam === value) ?? DEFAULT_AUDIENCE;
}
