import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiServer, DESKTOP_WIDTH, renderWithShell, setViewportWidth, TEST_API } from '@echowatch/test-utils';
import '../testing/all-texts';
import { answerCaptcha, answerSso, envelope } from '../testing/sso-api';
import { testSmsSender } from '../testing/test-sms-sender';
import { ForgotPasswordPage } from '../pages/forgot-password/forgot-password-page';
import { LoginPage } from '../pages/login/login-page';
import { rememberPendingTwoFactor } from '../pages/login/pending-two-factor';
import { RegisterPage } from '../pages/register/register-page';
import { InvitedUserPage } from '../pages/user/invited-user-page';

/** One way of marking required fields in every account form (docs/product-rules.md, R-VALID-4). */
const NOTE = { en: 'Fields marked * are required.', vi: 'Các trường có dấu * là bắt buộc.' } as const;

/** The form the note belongs to: one note each, before the fields it speaks of. */
function formWithNote(language: 'en' | 'vi' = 'en'): HTMLFormElement {
  const notes = screen.getAllByText(NOTE[language]);
  expect(notes).toHaveLength(1);
  const form = notes[0]!.closest('form')!;
  expect(form).not.toBeNull();
  return form;
}

/**
 * Each field is found by its label's exact text and named by it alone, carries aria-required for
 * assistive technology, and has a label that asks the style sheet for the star.
 */
function expectRequired(form: HTMLElement, labels: string[]) {
  for (const label of labels) {
    const control = within(form).getByLabelText(label, { exact: true });
    expect(control).toHaveAccessibleName(label);
    expect(control).toHaveAttribute('aria-required', 'true');
    const labelElement = (control as HTMLInputElement).labels?.[0];
    expect(labelElement).toHaveAttribute('data-required');
    expect(labelElement).toHaveTextContent(new RegExp(`^${label}$`));
  }
}

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  sessionStorage.clear();
});

describe('required fields in the account forms', () => {
  it.each(['en', 'vi'] as const)('login by e-mail marks both fields and notes the star once (%s)', async (language) => {
    await renderWithShell(<LoginPage leave={jest.fn()} />, { route: '/login', language });
    const form = formWithNote(language);
    expectRequired(form, language === 'en' ? ['Email/Username', 'Password'] : ['Email/Tên đăng nhập', 'Mật khẩu']);
  });

  it('login by phone marks the number', async () => {
    const { user } = await renderWithShell(<LoginPage leave={jest.fn()} smsSenderFactory={testSmsSender().factory} />, {
      route: '/login',
      language: 'en',
    });
    await user.click(screen.getByRole('tab', { name: 'Phone number' }));
    await screen.findByRole('textbox', { name: 'Phone number' });
    expectRequired(formWithNote(), ['Phone number']);
  });

  it('a reset mail request marks the e-mail, not the captcha', async () => {
    answerCaptcha();
    await renderWithShell(<ForgotPasswordPage />, { route: '/forgot-password', language: 'en' });
    const form = formWithNote();
    expectRequired(form, ['Email']);
    expect(within(form).getByRole('checkbox', { name: "I'm not a robot" })).not.toHaveAttribute('aria-required');
  });

  it('a new password marks both boxes', async () => {
    answerSso('post', '/api/validate-link', () => envelope(0, { email: 'demo@echowatch.local' }));
    await renderWithShell(<ForgotPasswordPage />, { route: '/forgot-password/tok-1', language: 'en' });
    await screen.findByText('Account: demo@echowatch.local');
    expectRequired(formWithNote(), ['New password', 'Confirm new password']);
  });

  it('a two-factor reset request marks e-mail and password', async () => {
    rememberPendingTwoFactor('twofa@echowatch.local');
    await renderWithShell(<ForgotPasswordPage />, { route: '/forgot-otp', language: 'en' });
    await screen.findByLabelText('Password');
    expectRequired(formWithNote(), ['Email', 'Password']);
  });

  it('an invited user marks name and passwords, not the read-only address', async () => {
    answerSso('get', '/user/get-invited-user', () =>
      envelope(0, { email: 'minh.tran@hanoi.gov.vn', email_admin: 'admin@hanoi.gov.vn', organization_name: 'Sở Văn hoá' }),
    );
    await renderWithShell(<InvitedUserPage />, { route: '/user?requestId=inv-1&cto=minh.tran%40hanoi.gov.vn', language: 'en' });
    const email = await screen.findByLabelText<HTMLInputElement>('Email');
    const form = formWithNote();
    expectRequired(form, ['Full name', 'Password', 'Confirm password']);
    expect(email).not.toHaveAttribute('aria-required');
    expect(email.labels?.[0]).not.toHaveAttribute('data-required');
  });

  it('registration marks every field of both steps, the terms box and the province included', async () => {
    apiServer.use(http.get(`${TEST_API}/register/get-location`, () => HttpResponse.json({ code: 0, message: '', data: { '1': ['Hà Nội', 'Hanoi'] } })));
    answerSso('post', '/register/check-infos', () => envelope(0, { email: 'available' }));
    answerSso('post', '/register/check-phone-info', () => envelope(0, { phone: 'not exists' }));
    const { user } = await renderWithShell(<RegisterPage />, { route: '/register', language: 'en' });
    const details = formWithNote();
    expectRequired(details, ['Organization name', 'Full name', 'Email', 'Mobile phone']);
    const terms = within(details).getByRole('checkbox', { name: 'I agree to the Terms of use' });
    expect(terms).toHaveAttribute('aria-required', 'true');
    expect(terms.closest('label')!.querySelector('[data-required]')).toHaveTextContent(/^I agree to the Terms of use$/);

    await user.type(screen.getByLabelText('Organization name'), 'Sở Thông tin và Truyền thông Đà Nẵng');
    await user.type(screen.getByLabelText('Full name'), 'Phạm Thị Lan');
    await user.type(screen.getByLabelText('Email'), 'lan.pham@danang.gov.vn');
    await user.type(screen.getByLabelText('Mobile phone'), '0935111222');
    await user.click(terms);
    const next = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await screen.findByText('Step 2 of 2');

    const account = formWithNote();
    expectRequired(account, ['Password', 'Confirm password']);
    const province = within(account).getByRole('combobox', { name: 'Province or city' });
    expect(province).toHaveAttribute('aria-required', 'true');
    const provinceLabel = document.getElementById(province.getAttribute('aria-labelledby')!)!;
    expect(provinceLabel).toHaveAttribute('data-required');
    expect(provinceLabel).toHaveTextContent(/^Province or city$/);
  });
});
