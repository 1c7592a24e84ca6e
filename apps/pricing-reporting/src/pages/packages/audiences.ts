import type { PackageId } from './package-catalog';

export const AUDIENCE_IDS = ['business', 'government', 'agency'] as const;
export type AudienceId = (typeof AUDIENCE_IDS)[number];

export interface Audience {
  id: AudienceId;
  /** The value of the `tab` query parameter that selects this audience. */
  tabParam: string;
  /** The package the sales team suggests first to this kind of customer. */
  recommended: PackageId;
  useCases: readonly string[];
}

export const AUDIENCES: readonly Audience[] = [
  {
    id: 'business',
    tabParam: '1',
    recommended: 'premium',
    useCases: ['brandHealth', 'campaigns', 'customerCare', 'competitors'],
  },
  {
    id: 'government',
    tabParam: '2',
    recommended: 'professional',
    useCases: ['policyFeedback', 'localHotspots', 'leadershipBriefings', 'publicServices'],
  },
  {
    id: 'agency',
    tabParam: '3',
    recommended: 'professional',
    useCases: ['multiClient', 'pitchInsights', 'campaignReporting', 'crisisRetainer'],
  },
];

export const TAB_QUERY_PARAM = 'tab';

const DEFAULT_AUDIENCE = AUDIENCES[0]!;

/** The audience a `tab` value selects; a missing or unknown value falls back to Business. */
export function audienceFromTabParam(value: string | null): Audience {
  return AUDIENCES.find((audience) => audience.tabParam === value) ?? DEFAULT_AUDIENCE;
}
