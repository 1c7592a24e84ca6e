import { ADD_ONS, FEATURE_MODULES, FREE_TRIAL, PACKAGES, type PackageId } from './index';

const byPackage = <T>(pick: (id: PackageId) => T) => Object.fromEntries(PACKAGES.map((pkg) => [pkg.id, pick(pkg.id)]));

describe('package catalog (R-PRICE-2)', () => {
  it('names the four packages in price order with their monthly prices', () => {
    expect(PACKAGES.map((pkg) => [pkg.id, pkg.name, pkg.monthlyPriceVnd])).toEqual([
      ['basic', 'Basic', 5_000_000],
      ['standard', 'Standard', 8_000_000],
      ['premium', 'Premium', 12_000_000],
      ['professional', 'Professional', 28_000_000],
    ]);
  });

  it('holds every usage limit and report price the product sets', () => {
    const limits = byPackage((id) => PACKAGES.find((pkg) => pkg.id === id)!.limits);
    expect(limits).toEqual({
      basic: { mentionsPerMonth: 10_000, accounts: 1, keywords: 10, exportsPerDay: 10, mentionsPerExport: 1_000 },
      standard: { mentionsPerMonth: 20_000, accounts: 2, keywords: 20, exportsPerDay: 20, mentionsPerExport: 2_000 },
      premium: { mentionsPerMonth: 50_000, accounts: 3, keywords: 30, exportsPerDay: 30, mentionsPerExport: 3_000 },
      professional: { mentionsPerMonth: 200_000, accounts: 5, keywords: 50, exportsPerDay: 50, mentionsPerExport: 5_000 },
    });
    expect(byPackage((id) => PACKAGES.find((pkg) => pkg.id === id)!.reportPriceVnd)).toEqual({
      basic: { weekly: 2_000_000, monthly: 3_000_000 },
      standard: { weekly: 3_000_000, monthly: 5_000_000 },
      premium: { weekly: 5_000_000, monthly: 10_000_000 },
      professional: { weekly: 8_000_000, monthly: 20_000_000 },
    });
  });

  it('lists only the features the product names, in the packages it names (R-PRICE-3)', () => {
    const features = Object.fromEntries(
      FEATURE_MODULES.map((module) => [
        module.id,
        Object.fromEntries(module.features.map((feature) => [feature.id, [...feature.availableIn]])),
      ]),
    );
    expect(features).toEqual({
      healthMonitoring: {},
      crisisAlerts: {
        advancedAlertSettings: ['premium', 'professional'],
        alertConfigAppOrWeb: ['premium', 'professional'],
        emailAlerts: ['professional'],
      },
      reports: {
        monthlyBrandReport: ['premium', 'professional'],
        configurableRecipients: ['premium', 'professional'],
      },
      onDemandDeployment: {},
    });
  });

  it('prices the add-ons and states the free trial', () => {
    expect(ADD_ONS.map((addOn) => [addOn.id, addOn.monthlyPriceVnd])).toEqual([
      ['extraKeyword', 5_000_000],
      ['extraData', 5_000_000],
      ['extraAccount', 2_000_000],
      ['extraSocialSources', 5_000_000],
    ]);
    expect(ADD_ONS.find((addOn) => addOn.id === 'extraSocialSources')!.sources).toBe(5);
    expect(FREE_TRIAL).toEqual({ days: 15, dataItems: 5_000 });
  });
});
