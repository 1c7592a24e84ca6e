import { internationalPhone, isPhoneNumber, isStrongPassword, otpDigits, phoneDigits } from './validation';

describe('what the account forms share', () => {
  it('knows a Vietnamese mobile number and its +84 form', () => {
    expect(isPhoneNumber('0905123456')).toBe(true);
    expect(isPhoneNumber('0355123456')).toBe(true);
    expect(isPhoneNumber('0105123456')).toBe(false);
    expect(isPhoneNumber('090512345')).toBe(false);
    expect(internationalPhone('0905123456')).toBe('+84905123456');
    expect(phoneDigits('09-05 123 456 78')).toBe('0905123456');
    expect(otpDigits(' 12 34-56 7')).toBe('123456');
  });

  it('checks the password rule: 8+, lower, upper, digit, one of * & ^ % ! @ #, nothing else', () => {
    expect(isStrongPassword('Demo@1234')).toBe(true);
    for (const symbol of ['*', '&', '^', '%', '!', '@', '#']) expect(isStrongPassword(`Abcdef1${symbol}`)).toBe(true);
    expect(isStrongPassword('Abc@123')).toBe(false);
    expect(isStrongPassword('abcd@1234')).toBe(false);
    expect(isStrongPassword('ABCD@1234')).toBe(false);
    expect(isStrongPassword('Abcd@efgh')).toBe(false);
    expect(isStrongPassword('Abcd12345')).toBe(false);
    expect(isStrongPassword('Abcd@1234$')).toBe(false);
    expect(isStrongPassword('Abcd@12 34')).toBe(false);
  });
});
