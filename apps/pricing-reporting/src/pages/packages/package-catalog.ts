// The price list, usage limits and feature availability of the packages (site spec, point 9).
// Every part of the pricing page reads from here, so a price or limit changes in one place only.

export const PACKAGE_IDS = ['basic', 'standard', 'premium', 'professional'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export const LIMIT_IDS = [
  'mentionsPerMonth',
  'accounts',
  'keywords',
  'exportsPerDay',
  'mentionsPerExport',
] as const;
export type LimitId = (typeof LIMIT_IDS)[number];

export interface PricingPackage {
  id: PackageId;
  monthlyPriceVnd: number;
  limits: Record<LimitId, number>;
  /** The data-interpretation report service, priced by how often the report is delivered. */
  reportPriceVnd: { weekly: number; monthly: number };
}

export const PACKAGES: readonly PricingPackage[] = [
  {
    id: 'basic',
    monthlyPriceVnd: 5_000_000,
    limits: { mentionsPerMonth: 10_000, accounts: 1, keywords: 10, exportsPerDay: 10, mentionsPerExport: 1_000 },
    reportPriceVnd: { weekly: 2_000_000, monthly: 3_000_000 },
  },
  {
    id: 'standard',
    monthlyPriceVnd: 8_000_000,
    limits: { mentionsPerMonth: 20_000, accounts: 2, keywords: 20, exportsPerDay: 20, mentionsPerExport: 2_000 },
    reportPriceVnd: { weekly: 3_000_000, monthly: 5_000_000 },
  },
  {
    id: 'premium',
    monthlyPriceVnd: 12_000_000,
    limits: { mentionsPerMonth: 50_000, accounts: 3, keywords: 30, exportsPerDay: 30, mentionsPerExport: 3_000 },
    reportPriceVnd: { weekly: 5_000_000, monthly: 10_000_000 },
  },
  {
    id: 'professional',
    monthlyPriceVnd: 28_000_000,
    limits: { mentionsPerMonth: 200_000, accounts: 5, keywords: 50, exportsPerDay: 50, mentionsPerExport: 5_000 },
    reportPriceVnd: { weekly: 8_000_000, monthly: 20_000_000 },
  },
];

export type FeatureModuleId = 'healthMonitoring' | 'crisisAlerts' | 'reports' | 'onDemandDeployment';

export type FeatureId =
  | 'advancedAlertSettings'
  | 'alertConfigAppOrWeb'
  | 'emailAlerts'
  | 'monthlyBrandReport'
  | 'configurableRecipients';

export interface Feature {
  id: FeatureId;
  availableIn: readonly PackageId[];
}

export interface FeatureModule {
  id: FeatureModuleId;
  /** The features the spec names for this module; none means the spec says nothing per package. */
  features: readonly Feature[];
}

const FROM_PREMIUM: readonly PackageId[] = ['premium', 'professional'];
const PROFESSIONAL_ONLY: readonly PackageId[] = ['professional'];

// Spec point 9 names these five features and which packages have them, and nothing more: any other
// feature, or a package for any module, would be a promise the business has not made.
export const FEATURE_MODULES: readonly FeatureModule[] = [
  { id: 'healthMonitoring', features: [] },
  {
    id: 'crisisAlerts',
    features: [
      { id: 'advancedAlertSettings', availableIn: FROM_PREMIUM },
      { id: 'alertConfigAppOrWeb', availableIn: FROM_PREMIUM },
      { id: 'emailAlerts', availableIn: PROFESSIONAL_ONLY },
    ],
  },
  {
    id: 'reports',
    features: [
      { id: 'monthlyBrandReport', availableIn: FROM_PREMIUM },
      { id: 'configurableRecipients', availableIn: FROM_PREMIUM },
    ],
  },
  { id: 'onDemandDeployment', features: [] },
];

export function isAvailable(feature: Feature, packageId: PackageId): boolean {
  return feature.availableIn.includes(packageId);
}

export const ADD_ON_IDS = ['extraKeyword', 'extraData', 'extraAccount', 'extraSocialSources'] as const;
export type AddOnId = (typeof ADD_ON_IDS)[number];

export interface AddOn {
  id: AddOnId;
  monthlyPriceVnd: number;
}

export const ADD_ONS: readonly AddOn[] = [
  { id: 'extraKeyword', monthlyPriceVnd: 5_000_000 },
  { id: 'extraData', monthlyPriceVnd: 5_000_000 },
  { id: 'extraAccount', monthlyPriceVnd: 2_000_000 },
  { id: 'extraSocialSources', monthlyPriceVnd: 5_000_000 },
];

/** How many social pages or groups one "extra sources" add-on adds. */
export const SOCIAL_SOURCES_PER_ADD_ON = 5;

export const FREE_TRIAL = { days: 15, dataItems: 5_000 } as const;

/** The sticky package header shows once the page has scrolled further than this. */
export const STICKY_HEADER_SCROLL_PX = 700;

export const REGISTER_PATH = '/register';
export const REPORTING_SERVICE_PATH = '/reporting-service';
