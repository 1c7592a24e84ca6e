import { DEFAULT_RECEIVED_TIME } from '@echowatch/contracts';
import { checkReportContact } from '@echowatch/contracts/report-contact-schema';
import { firstInvalidField, validateContactForm } from './contact-form-schema';
import { INITIAL_CONTACT_VALUES, toContactRequest, type ContactFormValues } from './contact-form-values';

const filled: ContactFormValues = {
  name: 'Đỗ Thanh Bình',
  phone: '0903 123 456',
  email: 'binh.do@fpt.com.vn',
  department: 'Phòng Marketing',
  organization: 'FPT Telecom',
  industry_id: '40',
  location: '1',
  report_types: [2],
  methods: [1],
  received_time: 2,
};

// The rules themselves are tested with the schema in packages/contracts; these tests cover what the form adds.
describe('contact form rules', () => {
  it('starts with nothing chosen and weekly, the second frequency, as the default', () => {
    expect(INITIAL_CONTACT_VALUES).toEqual({
      name: '',
      phone: '',
      email: '',
      department: '',
      organization: '',
      industry_id: '',
      location: '',
      report_types: [],
      methods: [],
      received_time: 2,
    });
    expect(DEFAULT_RECEIVED_TIME).toBe(2);
    expect(validateContactForm(INITIAL_CONTACT_VALUES).received_time).toBeUndefined();
  });

  it('accepts a completely filled form', () => {
    expect(validateContactForm(filled)).toEqual({});
  });

  it('requires every field of an untouched form, in the order the form shows them', () => {
    const errors = validateContactForm(INITIAL_CONTACT_VALUES);
    expect(errors).toEqual({
      name: 'required',
      phone: 'required',
      email: 'required',
      department: 'required',
      organization: 'required',
      industry_id: 'required',
      location: 'required',
      report_types: 'required',
      methods: 'required',
    });
    expect(firstInvalidField(errors)).toBe('name');
    expect(firstInvalidField({ methods: 'required', email: 'invalid' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('tells the rules which lists loaded, an unchosen industry or province being none', () => {
    const empty = { ...filled, industry_id: '', location: '' };
    expect(validateContactForm(empty)).toEqual({ industry_id: 'required', location: 'required' });
    expect(validateContactForm(empty, { industriesLoaded: false, provincesLoaded: true })).toEqual({ location: 'required' });
    expect(validateContactForm(empty, { industriesLoaded: false, provincesLoaded: false })).toEqual({});
    expect(toContactRequest(empty)).not.toHaveProperty('industry_id');
    expect(toContactRequest(empty)).not.toHaveProperty('location');
  });

  it('builds the contact request payload', () => {
    expect(toContactRequest({ ...filled, name: '  Đỗ Thanh Bình ', phone: '+84 903.123-456' })).toEqual({
      name: 'Đỗ Thanh Bình',
      phone: '+84903123456',
      email: 'binh.do@fpt.com.vn',
      department: 'Phòng Marketing',
      organization: 'FPT Telecom',
      methods: [1],
      report_types: [2],
      received_time: 2,
      location: 1,
      industry_id: 40,
    });
  });

  it('sends a request the API takes as it is', () => {
    const request = toContactRequest({ ...filled, name: '  Đỗ Thanh Bình ', phone: '+84 903.123-456' });
    expect(checkReportContact(request)).toEqual({ errors: {}, request });
  });
});
