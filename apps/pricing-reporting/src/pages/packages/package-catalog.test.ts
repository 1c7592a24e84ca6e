import { resources } from '../../i18n/resources';
import { ADD_ONS, FEATURE_MODULES, PACKAGES, type Feature, type PackageId } from './package-catalog';

function feature(id: string): Feature {
  const found = FEATURE_MODULES.flatMap((module) => module.features).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No feature ${id}`);
  return found;
}

const availability = (id: string): PackageId[] => [...feature(id).availableIn].sort();

describe('package catalog', () => {
  it('holds the four packages in price order', () => {
    expect(PACKAGES.map((pkg) => [pkg.id, pkg.monthlyPriceVnd])).toEqual([
      ['basic', 5_000_000],
      ['standard', 8_000_000],
      ['premium', 12_000_000],
      ['professional', 28_000_000],
    ]);
  });

  it('keeps the feature availability the spec fixes, and no other feature', () => {
    for (const id of ['advancedAlertSettings', 'alertConfigAppOrWeb', 'monthlyBrandReport', 'configurableRecipients']) {
      expect(availability(id)).toEqual(['premium', 'professional']);
    }
    expect(availability('emailAlerts')).toEqual(['professional']);
    expect(FEATURE_MODULES.flatMap((module) => module.features)).toHaveLength(5);
  });

  it('has text for every package, module, feature and add-on', () => {
    for (const language of ['vi', 'en'] as const) {
      const text = resources[language]!.packages as Record<string, Record<string, unknown>>;
      for (const pkg of PACKAGES) expect(text.packageNames![pkg.id]).toBeTruthy();
      for (const module of FEATURE_MODULES) {
        expect(text.modules![module.id]).toBeTruthy();
        for (const { id } of module.features) expect(text.features![id]).toBeTruthy();
      }
      for (const addOn of ADD_ONS) expect(text.addOns![addOn.id]).toBeTruthy();
    }
  });
});
