import {
  DEFAULT_RECEIVED_TIME,
  isContactPhone,
  isVietnamesePhone,
  normalisePhone,
  RECEIVED_TIME_OPTIONS,
  REPORT_CONTACT_FIELDS,
  reportContactMessageKey,
} from './report-contact';
import { checkReportContact, selectionState, textFieldState } from './report-contact-check';

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

describe('report contact rules', () => {
  it('defaults the frequency to the second of four options, weekly', () => {
    expect(RECEIVED_TIME_OPTIONS.map((option) => option.key)).toEqual(['oneOff', 'weekly', 'monthly', 'quarterly']);
    expect(DEFAULT_RECEIVED_TIME).toBe(2);
  });

  it.each([
    ['0912345678', true],
    ['+84912345678', true],
    ['0912 345 678', true],
    ['091.234.5678', true],
    ['0243 555 0199', true],
    ['+84 24 3555 0199', true],
    ['091234567', false],
    ['84912345678', false],
    ['0112345678', false],
    ['09123456789', false],
    ['0912-abc-678', false],
  ])('treats %s as a Vietnamese phone: %s', (phone, expected) => {
    expect(isVietnamesePhone(phone)).toBe(expected);
  });

  it('drops spaces, dots, dashes and brackets from a phone number', () => {
    expect(normalisePhone(' +84 912.345-678 ')).toBe('+84912345678');
    expect(normalisePhone('+1 (415) 555-0100')).toBe('+14155550100');
  });

  it.each([
    ['0912 345 678', true],
    ['+84 912 345 678', true],
    ['+1 (415) 555-0100', true],
    ['+44 20 7946 0958', true],
    ['+861012345678901', true],
    ['+8610123456789012', false],
    ['+84 0912 345 678', false],
    ['+0 123 4567', false],
    ['0044 20 7946 0958', false],
  ])('accepts %s as a contact phone: %s', (phone, expected) => {
    expect(isContactPhone(phone)).toBe(expected);
  });

  it.each([
    ['name', '', 'required'],
    ['name', '   \t ', 'required'],
    ['name', 'a'.repeat(100), 'none'],
    ['name', `  ${'a'.repeat(100)}  `, 'none'],
    ['name', 'a'.repeat(101), 'invalid'],
    ['department', 'd'.repeat(101), 'invalid'],
    ['organization', 'o'.repeat(101), 'invalid'],
    ['phone', '  ', 'required'],
    ['phone', '+84 912 345 678', 'none'],
    ['phone', '+84 0912 345 678', 'invalid'],
    ['phone', '12345', 'invalid'],
    ['phone', '+65 6123 4567', 'none'],
    ['email', ' ', 'required'],
    ['email', 'hoa@echowatch', 'invalid'],
    ['email', 'hoa echowatch.vn', 'invalid'],
    ['email', `${'h'.repeat(90)}@echowatch.vn`, 'invalid'],
    ['email', ' hoa@echowatch.vn ', 'none'],
  ] as const)('%s "%s" is %s', (field, value, state) => {
    expect(textFieldState(field, value)).toBe(state);
  });

  it('accepts no province or industry (their list may not have loaded), but only an id the receiver knows', () => {
    const known = new Set([1, 2]);
    expect(selectionState(undefined, known)).toBe('none');
    expect(selectionState('', known)).toBe('none');
    expect(selectionState('2', known)).toBe('invalid');
    expect(selectionState(1.5, known)).toBe('invalid');
    expect(selectionState(9, known)).toBe('invalid');
    expect(selectionState(2, known)).toBe('none');
  });

  it('names the message key of every field and state', () => {
    expect(REPORT_CONTACT_FIELDS.map((field) => reportContactMessageKey(field, 'required'))).toEqual([
      'require_name',
      'require_phone',
      'require_email',
      'require_department',
      'require_organization',
      'require_industry',
      'require_province',
      'require_report_types',
      'require_method_types',
      'require_received_time',
    ]);
    expect(reportContactMessageKey('phone', 'invalid')).toBe('invalid_phone');
    expect(reportContactMessageKey('email', 'invalid')).toBe('invalid_email');
    expect(reportContactMessageKey('name', 'invalid')).toBe('too_long');
  });
});

describe('checkReportContact', () => {
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
  });
});
