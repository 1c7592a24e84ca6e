import type { PackageId } from './packages';

export const FEATURE_MODULE_IDS = ['healthMonitoring', 'crisisAlerts', 'reports', 'onDemandDeployment'] as const;
export type FeatureModuleId = (typeof FEATURE_MODULE_IDS)[number];

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
  /** The features the product names for this module; none means nothing is promised per package (R-PRICE-3). */
  features: readonly Feature[];
}

const FROM_PREMIUM: readonly PackageId[] = ['premium', 'professional'];
const PROFESSIONAL_ONLY: readonly PackageId[] = ['professional'];

// The product names these five features and which packages have them, and nothing more
// (docs/product-rules.md, R-PRICE-3): any other feature, or a package for any module, would be a
// promise the business has not made.
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
