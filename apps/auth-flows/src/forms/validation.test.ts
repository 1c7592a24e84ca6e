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
    expect(checkOrganization('Sở Thông tin và Truyền thông Đà Nẵng 2', 'register.organization')).toBeNull();
    expect(checkOrganization('UBND tỉnh Thừa Thiên Huế', 'register.organization')).toBeNull();
    expect(checkOrganization('Sở TT&TT', 'register.organization')).toEqual({ key: 'register.errors.invalidOrganization' });
    expect(checkOrganization('A'.repeat(100), 'register.organization')).toBeNull();
    expect(checkOrganization('A'.repeat(101), 'register.organization')).toEqual({ key: 'form.tooLong', field: 'register.organization' });
    expect(checkOrganization('   ', 'register.organization')).toEqual({ key: 'form.onlySpaces', field: 'register.organization' });
  });

  it('takes any registration full name up to 100 that is not only spaces', () => {
    expect(checkRegistrationName('Nguyễn Văn A.', 'register.fullName')).toBeNull();
    expect(checkRegistrationName('N'.repeat(101), 'register.fullName')).toEqual({ key: 'form.tooLong', field: 'register.fullName' });
    expect(checkRegistrationName('', 'register.fullName')).toEqual({ key: 'form.required', field: 'register.fullName' });
  });

  it("checks an invited user's full name rule by rule", () => {
    expect(checkInvitedName('Trần Văn Minh', 'user.fullName')).toBeNull();
    expect(checkInvitedName('Minh 2', 'user.fullName')).toBeNull();
    expect(checkInvitedName('M', 'user.fullName')).toEqual({ key: 'user.errors.tooShort' });
    expect(checkInvitedName(' M ', 'user.fullName')).toEqual({ key: 'user.errors.tooShort' });
    expect(checkInvitedName('Minh_Trần', 'user.fullName')).toEqual({ key: 'user.errors.symbols' });
    expect(checkInvitedName('12 34', 'user.fullName')).toEqual({ key: 'user.errors.digits' });
    expect(checkInvitedName('M'.repeat(101), 'user.fullName')).toEqual({ key: 'form.tooLong', field: 'user.fullName' });
    expect(checkInvitedName('   ', 'user.fullName')).toEqual({ key: 'form.onlySpaces', field: 'user.fullName' });
  });

  it('checks the e-mail pattern and length', () => {
    expect(checkEmailFormat('lan.pham@danang.gov.vn', 'register.email')).toBeNull();
    expect(checkEmailFormat(' lan@echowatch.vn ', 'register.email')).toBeNull();
    for (const bad of ['lan', 'lan@', 'lan@host', 'lan pham@x.vn', '@x.vn']) {
      expect(checkEmailFormat(bad, 'register.email')).toEqual({ key: 'form.emailFormat' });
    }
    expect(checkEmailFormat(`${'a'.repeat(96)}@x.vn`, 'register.email')).toEqual({ key: 'form.tooLong', field: 'register.email' });
  });

  it('knows a Vietnamese mobile number and its +84 form', () => {
    expect(isPhoneNumber('0905123456')).toBe(true);
    expect(isPhoneNumber('0355123456')).toBe(true);
    expect(isPhoneNumber('0105123456')).toBe(false);
    expect(isPhoneNumber('090512345')).toBe(false);
    expect(checkRegistrationPhone('12345', 'register.phone')).toEqual({ key: 'register.errors.invalidPhone' });
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
    expect(checkPassword('weak', 'register.password')).toEqual({ key: 'form.passwordRule' });
    expect(checkPassword(' Demo@1234 ', 'register.password')).toBeNull();
  });

  it('compares the confirmation with the password (NotMatchRetype)', () => {
    expect(checkConfirmation('', 'Demo@1234', 'register.confirm')).toEqual({ key: 'form.required', field: 'register.confirm' });
    expect(checkConfirmation('Demo@1235', 'Demo@1234', 'register.confirm')).toEqual({ key: 'form.notMatchRetype' });
    expect(checkConfirmation(' Demo@1234', 'Demo@1234 ', 'register.confirm')).toBeNull();
  });
});
