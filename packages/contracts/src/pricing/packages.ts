// The packages, their monthly prices, usage limits and report-service prices (docs/product-rules.md, R-PRICE-2).
// The pricing page and the home page's teaser both read them from here, so a price changes once.

export const PACKAGE_IDS = ['basic', 'standard', 'premium', 'professional'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export const LIMIT_IDS = ['mentionsPerMonth', 'accounts', 'keywords', 'exportsPerDay', 'mentionsPerExport'] as const;
export type LimitId = (typeof LIMIT_IDS)[number];

export interface PricingPackage {
  id: PackageId;
  /** The product name of the package; the same in every language. */
  name: string;
  monthlyPriceVnd: number;
  limits: Record<LimitId, number>;
  /** The data-interpretation report service, priced by how often the report is delivered. */
  reportPriceVnd: { weekly: number; monthly: number };
}

export const PACKAGES: readonly PricingPackage[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthlyPriceVnd: 5_000_000,
    limits: { mentionsPerMonth: 10_000, accounts: 1, keywords: 10, exportsPerDay: 10, mentionsPerExport: 1_000 },
    reportPriceVnd: { weekly: 2_000_000, monthly: 3_000_000 },
  },
  {
    id: 'standard',
    name: 'Standard',
    monthlyPriceVnd: 8_000_000,
    limits: { mentionsPerMonth: 20_000, accounts: 2, keywords: 20, exportsPerDay: 20, mentionsPerExport: 2_000 },
    reportPriceVnd: { weekly: 3_000_000, monthly: 5_000_000 },
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPriceVnd: 12_000_000,
    limits: { mentionsPerMonth: 50_000, accounts: 3, keywords: 30, exportsPerDay: 30, mentionsPerExport: 3_000 },
    reportPriceVnd: { weekly: 5_000_000, monthly: 10_000_000 },
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPriceVnd: 28_000_000,
    limits: { mentionsPerMonth: 200_000, accounts: 5, keywords: 50, exportsPerDay: 50, mentionsPerExport: 5_000 },
    reportPriceVnd: { weekly: 8_000_000, monthly: 20_000_000 },
  },
];

export const FREE_TRIAL = { days: 15, dataItems: 5_000 } as const;

/** Where every "start your free trial" leads: registration, which then says the trial starts with it. */
export const FREE_TRIAL_PATH = '/register?trial=1';

/** The query parameter that marks a registration begun from a free-trial offer. */
export const FREE_TRIAL_PARAM = 'trial';
