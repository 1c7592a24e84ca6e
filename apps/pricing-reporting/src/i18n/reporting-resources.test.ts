import { findTranslationGaps } from '@echowatch/remote-kit/i18n-check';
import { REPORT_CONTACT_FIELDS, REPORT_CONTACT_MESSAGE_KEYS } from '@echowatch/contracts';
import { reportingResources } from './reporting-resources';
import { reportingFormEn } from './reporting-form-en';
import { reportingFormVi } from './reporting-form-vi';

describe('report-service translations', () => {
  it('has every key in both languages', () => {
    expect(findTranslationGaps(reportingResources)).toEqual([]);
  });

  it('translates every message key of the contact rules in both languages', () => {
    const keys = new Set(
      REPORT_CONTACT_FIELDS.flatMap((field) => Object.values(REPORT_CONTACT_MESSAGE_KEYS[field])),
    );
    for (const key of keys) {
      expect(reportingFormVi.errors).toHaveProperty([key], expect.stringMatching(/\S/));
      expect(reportingFormEn.errors).toHaveProperty([key], expect.stringMatching(/\S/));
    }
    expect(Object.keys(reportingFormVi.errors).sort()).toEqual([...keys].sort());
  });
});
