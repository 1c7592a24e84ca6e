import { ADD_ONS, FEATURE_MODULES } from '@echowatch/contracts/pricing';
import { resources } from './resources';

describe('pricing page texts', () => {
  it('name every module, feature and add-on of the catalogue in both languages', () => {
    for (const language of ['vi', 'en'] as const) {
      const text = resources[language]!.packages as Record<string, Record<string, unknown>>;
      for (const module of FEATURE_MODULES) {
        expect(text.modules![module.id]).toBeTruthy();
        for (const { id } of module.features) expect(text.features![id]).toBeTruthy();
      }
      for (const addOn of ADD_ONS) expect(text.addOns![addOn.id]).toBeTruthy();
    }
  });

  it('leave package names, prices and limits to the catalogue', () => {
    for (const language of ['vi', 'en'] as const) {
      const text = JSON.stringify(resources[language]);
      expect(text).not.toMatch(/\b(Basic|Standard|Premium|Professional)\b|₫|VND|\d{1,3}[.,]\d{3}/);
    }
  });
});
