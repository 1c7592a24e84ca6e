import { ADD_ONS, FEATURE_MODULES } from '@echowatch/contracts/pricing';
import { REPORT_CONTACT_FIELDS, REPORT_CONTACT_MESSAGE_KEYS } from '@echowatch/contracts';
import { describeTextGroups } from '@echowatch/test-utils';
import { AUDIENCES } from '../pages/packages/audiences';
import { CONTACT_MESSAGE_KEYS } from '../pages/reporting-service/contact-messages';
import { REPORT_INTROS } from '../pages/reporting-service/report-intros';
import { en as packagesEn } from './packages/en';
import { vi as packagesVi } from './packages/vi';
import { en as reportingEn } from './reporting-service/en';
import { vi as reportingVi } from './reporting-service/vi';
import { allTexts, NAMESPACE, packagesTexts, reportingServiceTexts } from './texts';

describeTextGroups(NAMESPACE, { packages: packagesTexts, 'reporting-service': reportingServiceTexts }, allTexts);

describe('pricing page texts', () => {
  it('name every module, feature and add-on of the catalog in both languages', () => {
    for (const { packages: text } of [packagesVi, packagesEn]) {
      for (const module of FEATURE_MODULES) {
        expect(text.modules[module.id]).toBeTruthy();
        for (const { id } of module.features) expect(text.features[id]).toBeTruthy();
      }
      for (const addOn of ADD_ONS) expect(text.addOns[addOn.id]).toBeTruthy();
    }
  });

  it('leave package names, prices and limits to the catalog', () => {
    for (const texts of [packagesVi, packagesEn]) {
      expect(JSON.stringify(texts)).not.toMatch(/\b(Basic|Standard|Premium|Professional)\b|₫|VND|\d{1,3}[.,]\d{3}/);
    }
  });

  it('list each audience’s use cases in the same order in both languages', () => {
    for (const { id } of AUDIENCES) {
      const [vi, en] = [packagesVi, packagesEn].map((texts) => Object.keys(texts.packages.audiences[id].useCases));
      expect(en).toEqual(vi);
    }
  });
});

describe('report-service texts', () => {
  it('translate every message key of the contact rules in both languages', () => {
    const keys = new Set(REPORT_CONTACT_FIELDS.flatMap((field) => Object.values(REPORT_CONTACT_MESSAGE_KEYS[field])));
    for (const key of keys) {
      expect(reportingVi.reporting.form.errors).toHaveProperty([key], expect.stringMatching(/\S/));
      expect(reportingEn.reporting.form.errors).toHaveProperty([key], expect.stringMatching(/\S/));
    }
    expect(Object.keys(reportingVi.reporting.form.errors).sort()).toEqual([...keys].sort());
    expect([...CONTACT_MESSAGE_KEYS].sort()).toEqual([...keys].sort());
  });

  it('list each report’s contents in the same order in both languages', () => {
    for (const { key } of REPORT_INTROS) {
      const [vi, en] = [reportingVi, reportingEn].map((texts) => Object.keys(texts.reporting.intro.sections[key].deliverables));
      expect(en).toEqual(vi);
    }
  });
});
