import { checkReportContact, DEFAULT_RECEIVED_TIME, type ReportContactField } from '@echowatch/contracts';
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

const stateOf = (field: ReportContactField, change: Partial<ContactFormValues>) =>
  validateContactForm({ ...filled, ...change })[field] ?? 'none';

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

  it.each(['name', 'phone', 'email', 'department', 'organization'] as const)(
    'treats a whitespace-only %s as empty',
    (field) => {
      expect(stateOf(field, { [field]: ' \t  ' })).toBe('required');
    },
  );

  it.each([
    ['name', 100],
    ['department', 100],
    ['organization', 100],
  ] as const)('limits %s to %i characters after trimming', (field, max) => {
    expect(stateOf(field, { [field]: 'x'.repeat(max) })).toBe('none');
    expect(stateOf(field, { [field]: `   ${'x'.repeat(max)}   ` })).toBe('none');
    expect(stateOf(field, { [field]: 'x'.repeat(max + 1) })).toBe('invalid');
  });

  it('limits the e-mail to 100 characters and checks its format', () => {
    expect(stateOf('email', { email: `${'b'.repeat(89)}@fpt.com.vn` })).toBe('none');
    expect(stateOf('email', { email: `${'b'.repeat(90)}@fpt.com.vn` })).toBe('invalid');
    expect(stateOf('email', { email: 'binh.do@fpt' })).toBe('invalid');
    expect(stateOf('email', { email: 'binh do@fpt.com.vn' })).toBe('invalid');
    expect(stateOf('email', { email: '  binh.do@fpt.com.vn ' })).toBe('none');
  });

  it('wants a Vietnamese number or an international one of at most 15 digits, however it is grouped', () => {
    expect(stateOf('phone', { phone: '+84 903 123 456' })).toBe('none');
    expect(stateOf('phone', { phone: '024.3555.0199' })).toBe('none');
    expect(stateOf('phone', { phone: '+84  903 123 456' })).toBe('none');
    expect(stateOf('phone', { phone: '+65 6123 4567' })).toBe('none');
    expect(stateOf('phone', { phone: '+1 (415) 555-0100' })).toBe('none');
    expect(stateOf('phone', { phone: '+86 10 1234 5678 901' })).toBe('none');
    expect(stateOf('phone', { phone: '+86 10 1234 5678 9012' })).toBe('invalid');
    expect(stateOf('phone', { phone: '+84 0903 123 456' })).toBe('invalid');
    expect(stateOf('phone', { phone: '903123456' })).toBe('invalid');
    expect(stateOf('phone', { phone: '0903 123 45a' })).toBe('invalid');
  });

  it('wants an industry and a province only once their lists have loaded', () => {
    const empty = { ...filled, industry_id: '', location: '' };
    expect(validateContactForm(empty)).toEqual({ industry_id: 'required', location: 'required' });
    expect(validateContactForm(empty, { industriesLoaded: false, provincesLoaded: true })).toEqual({ location: 'required' });
    expect(validateContactForm(empty, { industriesLoaded: false, provincesLoaded: false })).toEqual({});
    expect(toContactRequest(empty)).not.toHaveProperty('industry_id');
    expect(toContactRequest(empty)).not.toHaveProperty('location');
  });

  it('wants at least one report type and one contact method, from their option lists', () => {
    expect(stateOf('report_types', { report_types: [] })).toBe('required');
    expect(stateOf('report_types', { report_types: [1, 2, 3, 4, 5] })).toBe('none');
    expect(stateOf('report_types', { report_types: [6 as 1] })).toBe('invalid');
    expect(stateOf('methods', { methods: [] })).toBe('required');
    expect(stateOf('methods', { methods: [1, 2] })).toBe('none');
    expect(stateOf('methods', { methods: [3 as 1] })).toBe('invalid');
  });

  it('wants one of the four frequencies', () => {
    for (const id of [1, 2, 3, 4] as const) expect(stateOf('received_time', { received_time: id })).toBe('none');
    expect(stateOf('received_time', { received_time: 5 as 1 })).toBe('invalid');
  });

  it('wants an industry and a province chosen', () => {
    expect(stateOf('industry_id', { industry_id: '' })).toBe('required');
    expect(stateOf('location', { location: '' })).toBe('required');
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

  // The API checks with the shared rules, the form with its yup schema: they must agree. The API
  // cannot know whether the visitor's lists loaded, so it agrees with the form whose lists failed.
  it.each<Partial<ContactFormValues>>([
    {},
    { name: '   ' },
    { name: 'n'.repeat(101) },
    { phone: '0903 123 456 78' },
    { phone: '+84 24 3555 0199' },
    { email: 'binh@@fpt.vn' },
    { email: `${'e'.repeat(95)}@a.vn` },
    { department: '' },
    { organization: ' o ' },
    { report_types: [] },
    { methods: [] },
    { industry_id: '' },
    { location: '' },
  ])('agrees with the API rules on %o', (change) => {
    const values = { ...filled, ...change };
    const serverSide = checkReportContact({
      ...values,
      location: values.location === '' ? undefined : Number(values.location),
      industry_id: values.industry_id === '' ? undefined : Number(values.industry_id),
    }).errors;
    expect(validateContactForm(values, { industriesLoaded: false, provincesLoaded: false })).toEqual(serverSide);
  });
});
