import { validateYupSchema, yupToFormErrors } from 'formik';
import { object, type AnySchema } from 'yup';
import { signInPhone } from './sign-in-rules';

/** The message formik shows for a field: yup's first broken rule, as formik collects it. */
async function messageOf(rule: AnySchema, value: string) {
  try {
    await validateYupSchema({ value }, object({ value: rule }));
    return null;
  } catch (error) {
    return (yupToFormErrors(error) as Record<string, unknown>).value ?? null;
  }
}

describe('sign-in rules', () => {
  it('takes a Vietnamese mobile number only', async () => {
    expect(await messageOf(signInPhone(), '0905123456')).toBeNull();
    expect(await messageOf(signInPhone(), '1234567890')).toBe('login.phone.invalid');
    expect(await messageOf(signInPhone(), '090512345')).toBe('login.phone.invalid');
  });
});
