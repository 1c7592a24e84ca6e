import {
  checkConfirmation,
  checkEmailFormat,
  checkFilled,
  checkInvitedName,
  checkOrganization,
  checkPassword,
  checkRegistrationName,
  checkRegistrationPhone,
  internationalPhone,
  isPhoneNumber,
  isStrongPassword,
  otpDigits,
  phoneDigits,
} from './validation';

describe('field rules of the account forms', () => {
  it('requires a value, and names only-spaces apart', () => {
    expect(checkFilled('', 'login.username')).toEqual({ key: 'form.required', field: 'login.username' });
    expect(checkFilled('  \t', 'login.username')).toEqual({ key: 'form.onlySpaces', field: 'login.username' });
    expect(checkFilled(' demo ', 'login.username')).toBeNull();
  });

  it('allows organisations of letters (Vietnamese too), digits and spaces, up to 100', () => {
    expect(checkOrganization('Sở Thông tin và Truyền thông Đà Nẵng 2', 'org')).toBeNull();
    expect(checkOrganization('UBND tỉnh Thừa Thiên Huế', 'org')).toBeNull();
    expect(checkOrganization('Sở TT&TT', 'org')).toEqual({ key: 'register.errors.invalidOrganization' });
    expect(checkOrganization('A'.repeat(100), 'org')).toBeNull();
    expect(checkOrganization('A'.repeat(101), 'org')).toEqual({ key: 'form.tooLong', field: 'org' });
    expect(checkOrganization('   ', 'org')).toEqual({ key: 'form.onlySpaces', field: 'org' });
  });

  it('takes any registration full name up to 100 that is not only spaces', () => {
    expect(checkRegistrationName('Nguyễn Văn A.', 'name')).toBeNull();
    expect(checkRegistrationName('N'.repeat(101), 'name')).toEqual({ key: 'form.tooLong', field: 'name' });
    expect(checkRegistrationName('', 'name')).toEqual({ key: 'form.required', field: 'name' });
  });

  it("checks an invited user's full name rule by rule", () => {
    expect(checkInvitedName('Trần Văn Minh', 'n')).toBeNull();
    expect(checkInvitedName('Minh 2', 'n')).toBeNull();
    expect(checkInvitedName('M', 'n')).toEqual({ key: 'user.errors.tooShort' });
    expect(checkInvitedName(' M ', 'n')).toEqual({ key: 'user.errors.tooShort' });
    expect(checkInvitedName('Minh_Trần', 'n')).toEqual({ key: 'user.errors.symbols' });
    expect(checkInvitedName('12 34', 'n')).toEqual({ key: 'user.errors.digits' });
    expect(checkInvitedName('M'.repeat(101), 'n')).toEqual({ key: 'form.tooLong', field: 'n' });
    expect(checkInvitedName('   ', 'n')).toEqual({ key: 'form.onlySpaces', field: 'n' });
  });

  it('checks the e-mail pattern and length', () => {
    expect(checkEmailFormat('lan.pham@danang.gov.vn', 'e')).toBeNull();
    expect(checkEmailFormat(' lan@echowatch.vn ', 'e')).toBeNull();
    for (const bad of ['lan', 'lan@', 'lan@host', 'lan pham@x.vn', '@x.vn']) {
      expect(checkEmailFormat(bad, 'e')).toEqual({ key: 'form.emailFormat' });
    }
    expect(checkEmailFormat(`${'a'.repeat(96)}@x.vn`, 'e')).toEqual({ key: 'form.tooLong', field: 'e' });
  });

  it('knows a Vietnamese mobile number and its +84 form', () => {
    expect(isPhoneNumber('0905123456')).toBe(true);
    expect(isPhoneNumber('0355123456')).toBe(true);
    expect(isPhoneNumber('0105123456')).toBe(false);
    expect(isPhoneNumber('090512345')).toBe(false);
    expect(checkRegistrationPhone('12345', 'p')).toEqual({ key: 'register.errors.invalidPhone' });
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
    expect(checkPassword('weak', 'p')).toEqual({ key: 'form.passwordRule' });
    expect(checkPassword(' Demo@1234 ', 'p')).toBeNull();
  });

  it('compares the confirmation with the password (NotMatchRetype)', () => {
    expect(checkConfirmation('', 'Demo@1234', 'c')).toEqual({ key: 'form.required', field: 'c' });
    expect(checkConfirmation('Demo@1235', 'Demo@1234', 'c')).toEqual({ key: 'form.notMatchRetype' });
    expect(checkConfirmation(' Demo@1234', 'Demo@1234 ', 'c')).toBeNull();
  });
});
