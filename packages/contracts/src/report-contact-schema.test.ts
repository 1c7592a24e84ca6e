import { REPORT_CONTACT_FIELDS, type ReportContactField } from './report-contact';
import { checkReportContact, reportContactErrors, type ReportContactContext } from './report-contact-schema';

const ALL_LISTS: ReportContactContext = { industriesLoaded: true, provincesLoaded: true };

const filled = {
  name: 'Đỗ Thanh Bình',
  phone: '0903 123 456',
  email: 'binh.do@fpt.com.vn',
  department: 'Phòng Marketing',
  organization: 'FPT Telecom',
  industry_id: 40,
  location: 1,
  report_types: [2],
  methods: [1],
  received_time: 2,
};

const stateOf = (field: ReportContactField, value: unknown, context: ReportContactContext = ALL_LISTS) =>
  reportContactErrors({ ...filled, [field]: value }, context)[field] ?? 'none';

describe('report contact rules', () => {
  it('accepts a completely filled request', () => {
    expect(reportContactErrors(filled, ALL_LISTS)).toEqual({});
  });

  it('requires every field of an empty request, industry and province once their lists have loaded', () => {
    expect(reportContactErrors({}, ALL_LISTS)).toEqual({
      name: 'required',
      phone: 'required',
      email: 'required',
      department: 'required',
      organization: 'required',
      industry_id: 'required',
      location: 'required',
      report_types: 'required',
      methods: 'required',
      received_time: 'required',
    });
  });

  it.each(['name', 'phone', 'email', 'department', 'organization'] as const)('treats a whitespace-only %s as empty', (field) => {
    expect(stateOf(field, '')).toBe('required');
    expect(stateOf(field, ' \t  ')).toBe('required');
  });

  it.each([
    ['name', 100],
    ['department', 100],
    ['organization', 100],
  ] as const)('limits %s to %i characters after trimming', (field, max) => {
    expect(stateOf(field, 'x'.repeat(max))).toBe('none');
    expect(stateOf(field, `   ${'x'.repeat(max)}   `)).toBe('none');
    expect(stateOf(field, 'x'.repeat(max + 1))).toBe('invalid');
  });

  it.each([
    [`${'b'.repeat(89)}@fpt.com.vn`, 'none'],
    [`${'e'.repeat(95)}@a.vn`, 'none'],
    ['  binh.do@fpt.com.vn ', 'none'],
    [`${'b'.repeat(90)}@fpt.com.vn`, 'invalid'],
    ['binh.do@fpt', 'invalid'],
    ['binh do@fpt.com.vn', 'invalid'],
    ['binh@@fpt.vn', 'invalid'],
  ])('limits the email to 100 characters and checks its format: "%s" is %s', (email, state) => {
    expect(stateOf('email', email)).toBe(state);
  });

  it.each([
    ['+84 903 123 456', 'none'],
    ['024.3555.0199', 'none'],
    ['+84 24 3555 0199', 'none'],
    ['+84  903 123 456', 'none'],
    ['+65 6123 4567', 'none'],
    ['+1 (415) 555-0100', 'none'],
    ['+86 10 1234 5678 901', 'none'],
    ['+86 10 1234 5678 9012', 'invalid'],
    ['+84 0903 123 456', 'invalid'],
    ['903123456', 'invalid'],
    ['0903 123 456 78', 'invalid'],
    ['0903 123 45a', 'invalid'],
    ['12345', 'invalid'],
  ])('wants a Vietnamese number or an international one of at most 15 digits: "%s" is %s', (phone, state) => {
    expect(stateOf('phone', phone)).toBe(state);
  });

  it('wants an industry and a province only once their lists have loaded', () => {
    const none = { ...filled, industry_id: undefined, location: '' };
    expect(reportContactErrors(none, ALL_LISTS)).toEqual({ industry_id: 'required', location: 'required' });
    expect(reportContactErrors(none, { industriesLoaded: false, provincesLoaded: true })).toEqual({ location: 'required' });
    expect(reportContactErrors(none, { industriesLoaded: false, provincesLoaded: false })).toEqual({});
    // The API cannot know which lists loaded: without them neither is required.
    expect(reportContactErrors(none)).toEqual({});
  });

  it('wants a province or industry id to be a positive whole number, one the receiver knows when it names them', () => {
    const known: ReportContactContext = { provinceIds: new Set([1, 2]) };
    expect(stateOf('location', null, known)).toBe('none');
    expect(stateOf('location', 2, known)).toBe('none');
    expect(stateOf('location', 9, known)).toBe('invalid');
    expect(stateOf('location', 9, {})).toBe('none');
    expect(stateOf('location', '2', known)).toBe('invalid');
    expect(stateOf('location', 1.5, known)).toBe('invalid');
    expect(stateOf('industry_id', 0, {})).toBe('invalid');
    expect(stateOf('industry_id', -40, {})).toBe('invalid');
  });

  it('wants at least one report type and one contact method, from their option lists', () => {
    expect(stateOf('report_types', [])).toBe('required');
    expect(stateOf('report_types', undefined)).toBe('required');
    expect(stateOf('report_types', [1, 2, 3, 4, 5])).toBe('none');
    expect(stateOf('report_types', [6])).toBe('invalid');
    expect(stateOf('report_types', ['1'])).toBe('invalid');
    expect(stateOf('methods', [])).toBe('required');
    expect(stateOf('methods', [1, 2])).toBe('none');
    expect(stateOf('methods', [3])).toBe('invalid');
    expect(stateOf('methods', [null])).toBe('invalid');
    expect(stateOf('methods', 1)).toBe('invalid');
  });

  it('wants one of the four frequencies', () => {
    for (const id of [1, 2, 3, 4]) expect(stateOf('received_time', id)).toBe('none');
    expect(stateOf('received_time', 5)).toBe('invalid');
    expect(stateOf('received_time', '2')).toBe('invalid');
    expect(stateOf('received_time', null)).toBe('required');
  });
});

describe('checkReportContact', () => {
  const valid = {
    name: '  Nguyễn Thị Hoa ',
    phone: '0912 345.678',
    email: 'hoa.nguyen@vinamilk.com.vn',
    department: 'Phòng Truyền thông',
    organization: 'Công ty Cổ phần Sữa Việt Nam',
    methods: [1, 2, 1],
    report_types: [1, 3],
    received_time: 2,
    location: 2,
    industry_id: 24,
  };

  it('accepts a valid request and tidies it', () => {
    expect(checkReportContact(valid, { provinceIds: new Set([2]), industryIds: new Set([24]) })).toEqual({
      errors: {},
      request: {
        ...valid,
        name: 'Nguyễn Thị Hoa',
        phone: '0912345678',
        methods: [1, 2],
      },
    });
  });

  it('names every failing field and returns no request', () => {
    const check = checkReportContact({
      name: ' ',
      phone: '123',
      email: 'x@y',
      department: 'd'.repeat(101),
      methods: [],
      report_types: [6],
      received_time: 7,
      location: '2',
    });
    expect(check.request).toBeNull();
    expect(check.errors).toEqual({
      name: 'required',
      phone: 'invalid',
      email: 'invalid',
      department: 'invalid',
      organization: 'required',
      methods: 'required',
      report_types: 'invalid',
      received_time: 'invalid',
      location: 'invalid',
    });
  });

  it('refuses a value of the wrong type instead of converting it', () => {
    expect(checkReportContact({ ...valid, name: 5, methods: ['1'], received_time: '2', industry_id: true }).errors).toEqual({
      name: 'invalid',
      methods: 'invalid',
      received_time: 'invalid',
      industry_id: 'invalid',
    });
  });

  it('accepts a request without province and industry, and sends none on', () => {
    const check = checkReportContact({
      name: 'Hoa',
      phone: '+44 20 7946 0958',
      email: 'hoa@example.com',
      department: 'Marketing',
      organization: 'Masan',
      methods: [1],
      report_types: [2],
      received_time: 2,
    });
    expect(check.errors).toEqual({});
    expect(check.request).not.toHaveProperty('location');
    expect(check.request).not.toHaveProperty('industry_id');
    expect(check.request?.phone).toBe('+442079460958');
  });

  it('refuses a body that is not an object', () => {
    // Every field but the two optional selections.
    expect(Object.keys(checkReportContact('name=Hoa').errors)).toHaveLength(REPORT_CONTACT_FIELDS.length - 2);
    expect(checkReportContact(null).request).toBeNull();
    expect(checkReportContact([valid]).request).toBeNull();
  });
});
