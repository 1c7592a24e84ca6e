import { resources } from '../../i18n/resources';
import { ADD_ONS, FEATURE_MODULES, PACKAGES, type PackageId, type SubFeature } from './package-catalog';

function subFeature(id: string): SubFeature {
  const feature = FEATURE_MODULES.flatMap((module) => module.subFeatures).find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`No sub-feature ${id}`);
  return feature;
}

const availability = (id: string): PackageId[] => [...subFeature(id).availableIn].sort();

describe('package catalog', () => {
  it('holds the four packages in price order', () => {
    expect(PACKAGES.map((pkg) => [pkg.id, pkg.monthlyPriceVnd])).toEqual([
      ['basic', 5_000_000],
      ['standard', 8_000_000],
      ['premium', 12_000_000],
      ['professional', 28_000_000],
    ]);
  });

  it('keeps the feature availability the spec fixes', () => {
    for (const id of ['advancedAlertSettings', 'alertConfigAppOrWeb', 'monthlyBrandReport', 'configurableRecipients']) {
      expect(availability(id)).toEqual(['premium', 'professional']);
    }
    expect(availability('emailAlerts')).toEqual(['professional']);
  });

  it('gives every module at least one feature in every package, and more in higher ones', () => {
    for (const module of FEATURE_MODULES) {
      const counts = PACKAGES.map(
        (pkg) => module.subFeatures.filter((feature) => feature.availableIn.includes(pkg.id)).length,
      );
      expect(counts[0]).toBeGreaterThan(0);
      expect([...counts].sort((a, b) => a - b)).toEqual(counts);
    }
  });

  it('has text for every package, module, sub-feature and add-on', () => {
    const text = resources.vi.packages as Record<string, Record<string, unknown>>;
    for (const pkg of PACKAGES) expect(text.packageNames![pkg.id]).toBeTruthy();
    for (const module of FEATURE_MODULES) {
      expect(text.modules![module.id]).toBeTruthy();
      for (const feature of module.subFeatures) expect(text.subFeatures![feature.id]).toBeTruthy();
    }
    for (const addOn of ADD_ONS) expect(text.addOns![addOn.id]).toBeTruthy();
  });
});
