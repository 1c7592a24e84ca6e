export const ADD_ON_IDS = ['extraKeyword', 'extraData', 'extraAccount', 'extraSocialSources'] as const;
export type AddOnId = (typeof ADD_ON_IDS)[number];

export interface AddOn {
  id: AddOnId;
  monthlyPriceVnd: number;
  /** How many social pages or groups one add-on adds, for the add-on sold in blocks of sources. */
  sources?: number;
}

/** Extensions bought on top of a package (docs/product-rules.md, R-PRICE-4), priced per month. */
export const ADD_ONS: readonly AddOn[] = [
  { id: 'extraKeyword', monthlyPriceVnd: 5_000_000 },
  { id: 'extraData', monthlyPriceVnd: 5_000_000 },
  { id: 'extraAccount', monthlyPriceVnd: 2_000_000 },
  { id: 'extraSocialSources', monthlyPriceVnd: 5_000_000, sources: 5 },
];
