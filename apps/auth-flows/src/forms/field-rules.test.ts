import { validateYupSchema, yupToFormErrors } from 'formik';
import { object, type AnySchema } from 'yup';
import {
  emailAddress,
  filledText,
  invitedName,
  mobilePhone,
  oneTimeCode,
  organizationName,
  passwordConfirmation,
  shortText,
  strongPassword,
} from './field-rules';

/** The message formik shows for a field: yup's first broken rule, as formik collects it. */
async function messageOf(rule: AnySchema, value: string, others: Record<string, string> = {}) {
  try {
    await validateYupSchema({ ...others, value }, object({ value: rule }));
    return null;
  } catch (error) {
    return (yupToFormErrors(error) as Record<string, unknown>).value ?? null;
  }
}

describe('field rules of the account forms', () => {
  it('requires a value, and names only-spaces apart', async () => {
    expect(await messageOf(filledText(), '')).toBe('form.required');
    expect(await messageOf(filledText(), '  \t')).toBe('form.onlySpaces');
    expect(await messageOf(filledText(), ' demo ')).toBeNull();
  });

  it('allows organizations of letters (Vietnamese too), digits and spaces, up to 100', async () => {
    expect(await messageOf(organizationName(), 'Sở Thông tin và Truyền thông Đà Nẵng 2')).toBeNull();
    expect(await messageOf(organizationName(), 'UBND tỉnh Thừa Thiên Huế')).toBeNull();
    expect(await messageOf(organizationName(), 'Sở TT&TT')).toBe('register.errors.invalidOrganization');
    expect(await messageOf(organizationName(), 'A'.repeat(100))).toBeNull();
    expect(await messageOf(organizationName(), 'A'.repeat(101))).toBe('form.tooLong');
    expect(await messageOf(organizationName(), '&'.repeat(101))).toBe('form.tooLong');
    expect(await messageOf(organizationName(), '   ')).toBe('form.onlySpaces');
  });

  it('takes any registration full name up to 100 that is not only spaces', async () => {
    expect(await messageOf(shortText(), 'Nguyễn Văn A.')).toBeNull();
    expect(await messageOf(shortText(), 'N'.repeat(101))).toBe('form.tooLong');
    expect(await messageOf(shortText(), '')).toBe('form.required');
  });

  it("checks an invited user's full name rule by rule", async () => {
    expect(await messageOf(invitedName(), 'Trần Văn Minh')).toBeNull();
    expect(await messageOf(invitedName(), 'Minh 2')).toBeNull();
    expect(await messageOf(invitedName(), 'M')).toBe('user.errors.tooShort');
    expect(await messageOf(invitedName(), ' M ')).toBe('user.errors.tooShort');
    expect(await messageOf(invitedName(), '_')).toBe('user.errors.tooShort');
    expect(await messageOf(invitedName(), 'Minh_Trần')).toBe('user.errors.symbols');
    expect(await messageOf(invitedName(), '12 34')).toBe('user.errors.digits');
    expect(await messageOf(invitedName(), 'M'.repeat(101))).toBe('form.tooLong');
    expect(await messageOf(invitedName(), '   ')).toBe('form.onlySpaces');
    expect(await messageOf(invitedName(), '')).toBe('form.required');
  });

  it('checks the email pattern and length', async () => {
    expect(await messageOf(emailAddress(), 'lan.pham@danang.gov.vn')).toBeNull();
    expect(await messageOf(emailAddress(), ' lan@echowatch.vn ')).toBeNull();
    for (const bad of ['lan', 'lan@', 'lan@host', 'lan pham@x.vn', '@x.vn']) {
      expect(await messageOf(emailAddress(), bad)).toBe('form.emailFormat');
    }
    expect(await messageOf(emailAddress(), `${'a'.repeat(96)}@x.vn`)).toBe('form.tooLong');
  });

  it('takes a Vietnamese mobile number only', async () => {
    expect(await messageOf(mobilePhone(), '0905123456')).toBeNull();
    expect(await messageOf(mobilePhone(), '12345')).toBe('register.errors.invalidPhone');
    expect(await messageOf(mobilePhone(), '')).toBe('form.required');
  });

  it('holds a password to the rule, trimmed as it is sent', async () => {
    expect(await messageOf(strongPassword(), 'weak')).toBe('form.passwordRule');
    expect(await messageOf(strongPassword(), ' Demo@1234 ')).toBeNull();
    expect(await messageOf(strongPassword(), '')).toBe('form.required');
  });

  it('wants all six digits of a code', async () => {
    expect(await messageOf(oneTimeCode(), '123456')).toBeNull();
    expect(await messageOf(oneTimeCode(), '12345')).toBe('form.otpHint');
    expect(await messageOf(oneTimeCode(), '')).toBe('form.otpHint');
  });

  it('compares the confirmation with the password (NotMatchRetype)', async () => {
    const confirmation = passwordConfirmation('password');
    expect(await messageOf(confirmation, '', { password: 'Demo@1234' })).toBe('form.required');
    expect(await messageOf(confirmation, 'Demo@1235', { password: 'Demo@1234' })).toBe('form.notMatchRetype');
    expect(await messageOf(confirmation, ' Demo@1234', { password: 'Demo@1234 ' })).toBeNull();
  });
});
