import {
  DEFAULT_RECEIVED_TIME,
  isContactPhone,
  isVietnamesePhone,
  normalisePhone,
  RECEIVED_TIME_OPTIONS,
  REPORT_CONTACT_FIELDS,
  reportContactMessageKey,
} from './report-contact';

describe('report contact request', () => {
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
