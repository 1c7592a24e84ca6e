import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { LocationProbe, renderWithShell } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { answerCaptcha, answerSso, envelope } from '../../testing/sso-api';
import { rememberPendingTwoFactor } from '../login/pending-two-factor';
import { forgotModeFromPath } from './forgot-mode';
import { ForgotPasswordPage } from './forgot-password-page';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

async function openForgot(route: string, language: 'vi' | 'en' = 'en') {
  return renderWithShell(
    <>
      <ForgotPasswordPage />
      <LocationProbe />
    </>,
    { route, language },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('forgotModeFromPath', () => {
  it('reads the mode from the last segment', () => {
    expect(forgotModeFromPath('/forgot-password')).toEqual({ kind: 'password' });
    expect(forgotModeFromPath('/forgot-password/')).toEqual({ kind: 'password' });
    expect(forgotModeFromPath('/forgot-otp')).toEqual({ kind: 'two-factor' });
    expect(forgotModeFromPath('/forgot-password/a1b2-c3')).toEqual({ kind: 'token', token: 'a1b2-c3' });
    expect(forgotModeFromPath('/forgot-password/%61%31b2-c3')).toEqual({ kind: 'token', token: 'a1b2-c3' });
  });

  it.each([
    ['a broken escape', '/forgot-password/%E0%A4%A'],
    ['extra path segments', '/forgot-password/tok-1/extra'],
    ['an escaped slash', '/forgot-password/tok%2F..%2Fapi'],
    ['5,000 characters', `/forgot-password/${'a'.repeat(5000)}`],
    ['characters no token has', '/forgot-password/%3Cscript%3E'],
  ])('takes %s for a bad link instead of throwing', (_case, path) => {
    expect(forgotModeFromPath(path)).toEqual({ kind: 'bad-token' });
  });
});

describe('ForgotPasswordPage: request a reset mail', () => {
  it('needs the email and a captcha, then shows "Please check your email"', async () => {
    answerCaptcha();
    const sent = answerSso('post', '/api/forget-password', () => envelope(10));
    const { user } = await openForgot('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter Email');

    await user.type(screen.getByLabelText('Email'), ' demo@echowatch.local {Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Please check your email' })).toHaveFocus();
    expect(screen.getByText(/If demo@echowatch\.local is registered with EchoWatch, a link/)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'demo@echowatch.local', recaptcha_response: 'captcha-1' }]);
  });

  it.each([
    ['en', 32, 'Login details are incorrect or the account has been locked'],
    ['vi', 32, 'Thông tin đăng nhập không chính xác hoặc tài khoản đã bị khóa'],
    ['en', 11, 'Please complete the captcha again'],
    ['vi', 11, 'Vui lòng xác minh captcha lại'],
    ['en', 500, 'Unexpected error'],
  ] as const)('(%s) answers code %s with "%s", resets the captcha and keeps the email', async (language, code, text) => {
    answerCaptcha();
    answerSso('post', '/api/forget-password', () => envelope(code));
    const { user } = await openForgot('/forgot-password', language);
    const robot = language === 'en' ? "I'm not a robot" : 'Tôi không phải là người máy';
    await user.type(screen.getByLabelText('Email'), 'demo@echowatch.local');
    await user.click(screen.getByRole('checkbox', { name: robot }));
    const send = screen.getByRole('button', { name: language === 'en' ? 'Send' : 'Gửi' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('checkbox', { name: robot })).not.toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('demo@echowatch.local');
  });

  it.each([
    ['en', 'Send', "I'm not a robot", 'Please enter the correct email format'],
    ['vi', 'Gửi', 'Tôi không phải là người máy', 'Vui lòng nhập đúng định dạng email'],
  ] as const)('(%s) says a badly formed email is one, without sending it or spending the captcha', async (language, sendName, robot, text) => {
    answerCaptcha();
    const sent = answerSso('post', '/api/forget-password', () => envelope(11));
    const { user } = await openForgot('/forgot-password', language);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'demo@echowatch');
    await user.click(screen.getByRole('checkbox', { name: robot }));
    const send = screen.getByRole('button', { name: sendName });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(email).toHaveAccessibleDescription(text);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('demo@echowatch');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: robot })).toBeChecked();
    expect(sent).toEqual([]);

    // Corrected, the same captcha answer goes with it.
    await user.type(email, '.local');
    await user.click(send);
    await waitFor(() => expect(sent).toEqual([{ email: 'demo@echowatch.local', recaptcha_response: 'captcha-1' }]));
  });

  it('resends from step 2 with a new captcha', async () => {
    answerCaptcha();
    const sent = answerSso('post', '/api/forget-password', () => envelope(10));
    const { user } = await openForgot('/forgot-password', 'vi');
    await user.type(screen.getByLabelText('Email'), 'demo@echowatch.local');
    await user.click(screen.getByRole('checkbox', { name: 'Tôi không phải là người máy' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gửi' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await screen.findByRole('heading', { name: 'Vui lòng kiểm tra email của bạn' });

    await user.click(screen.getByRole('button', { name: 'Gửi lại' }));
    const resend = screen.getByRole('button', { name: 'Gửi lại email' });
    expect(resend).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Tôi không phải là người máy' }));
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    expect(await screen.findByText('Email mới đã được gửi.')).toBeInTheDocument();
    expect(sent.map((body) => body.recaptcha_response)).toEqual(['captcha-1', 'captcha-2']);
  });
});

describe('ForgotPasswordPage: a reset link', () => {
  it('validates the token, checks the confirmation on blur and goes to /login/reset', async () => {
    const validated = answerSso('post', '/api/validate-link', () => envelope(0, { email: 'demo@echowatch.local' }));
    const saved = answerSso('post', '/api/reset-password-new', () => envelope(10));
    const { user } = await openForgot('/forgot-password/tok-1');
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
    expect(await screen.findByText('Account: demo@echowatch.local')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(validated).toEqual([{ token: 'tok-1' }]);

    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 8 characters'));
    await user.type(password, 'Fresh@2026');
    const confirm = screen.getByLabelText('Confirm new password');
    await user.type(confirm, 'Fresh@2025');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('The confirmation password does not match');

    await user.clear(confirm);
    await user.type(confirm, ' Fresh@2026 {Enter}');
    await waitFor(() => expect(location()).toBe('/login/reset'));
    expect(saved).toEqual([{ uuid: 'tok-1', password: 'Fresh@2026' }]);
  });

  it.each([
    ['en', 'This link no longer works', 'The password reset link is invalid or has expired.', 'Request a new link'],
    ['vi', 'Liên kết không còn hiệu lực', 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.', 'Yêu cầu liên kết mới'],
  ] as const)('(%s) shows the failure screen for an invalid or expired token', async (language, title, text, link) => {
    answerSso('post', '/api/validate-link', () => envelope(11));
    await openForgot('/forgot-password/used', language);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/password|mật khẩu/i)).not.toBeInTheDocument();
  });

  const EN_INVALID = ['en', 'This link no longer works', 'The password reset link is invalid or has expired.', 'Request a new link'] as const;
  const VI_INVALID = ['vi', 'Liên kết không còn hiệu lực', 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.', 'Yêu cầu liên kết mới'] as const;
  it.each([
    ['a broken escape', '/forgot-password/%E0%A4%A', EN_INVALID],
    ['a broken escape', '/forgot-password/%E0%A4%A', VI_INVALID],
    ['extra path segments', '/forgot-password/tok-1/extra', EN_INVALID],
    ['an escaped slash', '/forgot-password/tok%2F..%2Fapi', EN_INVALID],
    ['5,000 characters', `/forgot-password/${'a'.repeat(5000)}`, VI_INVALID],
  ] as const)('shows the invalid-link state for %s, without asking the service', async (_case, route, [language, title, text, link]) => {
    // No handler answers /api/validate-link: the test setup fails any request it was not told of.
    // The router itself warns that it cannot decode a broken escape; that warning is expected here.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await openForgot(route, language);
    } finally {
      warn.mockRestore();
    }
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/password|mật khẩu/i)).not.toBeInTheDocument();
  });

  it('offers to try again when the check cannot reach the service', async () => {
    answerSso('post', '/api/validate-link', (_body, call) =>
      call === 1 ? HttpResponse.error() : envelope(0, { email: 'demo@echowatch.local' }),
    );
    const { user } = await openForgot('/forgot-password/tok-2');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Account: demo@echowatch.local')).toBeInTheDocument();
  });

  it('moves focus to the first field to fix and shortens the password hint while its error shows', async () => {
    answerSso('post', '/api/validate-link', () => envelope(0, { email: 'demo@echowatch.local' }));
    const saved = answerSso('post', '/api/reset-password-new', () => envelope(10));
    const { user } = await openForgot('/forgot-password/tok-4');
    const password = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Special characters allowed: * & ^ % ! @ # Please enter New password');
    expect(confirm).toHaveAccessibleDescription('Please enter Confirm new password');

    await user.type(password, 'Fresh@2026');
    expect(password).toHaveAccessibleDescription(expect.stringMatching(/^Password must be at least 8 characters.*\. Special characters allowed/));
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(confirm).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('keeps the new password when saving fails', async () => {
    answerSso('post', '/api/validate-link', () => envelope(0, { email: 'demo@echowatch.local' }));
    answerSso('post', '/api/reset-password-new', () => envelope(11));
    const { user } = await openForgot('/forgot-password/tok-3');
    await user.type(await screen.findByLabelText('New password'), 'Fresh@2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh@2026{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error');
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh@2026');
  });
});

describe('ForgotPasswordPage: two-factor reset (/forgot-otp)', () => {
  // Left at /login, the page stays mounted here (no route table) and reads "login" as a reset link.
  const answerLinkAtLogin = () => answerSso('post', '/api/validate-link', () => envelope(11));

  it('sends to login when no two-factor sign-in is pending', async () => {
    answerLinkAtLogin();
    await openForgot('/forgot-otp');
    expect(location()).toBe('/login');
  });

  it('asks for email and password, then says to check the mail, with a resend', async () => {
    rememberPendingTwoFactor('twofa@echowatch.local');
    const sent = answerSso('post', '/two-factor/reset', () => envelope(0));
    const { user } = await openForgot('/forgot-otp');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('twofa@echowatch.local');
    await user.type(screen.getByLabelText('Password'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password cannot include only spaces');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'Please check your email' })).toBeInTheDocument();
    expect(screen.getByText(/has been sent to twofa@echowatch\.local/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ email: 'twofa@echowatch.local', password: 'Demo@1234' });
  });

  it('moves focus to the first empty field and shows each message once it was left or a send was tried', async () => {
    rememberPendingTwoFactor('twofa');
    const sent = answerSso('post', '/two-factor/reset', () => envelope(0));
    const { user } = await openForgot('/forgot-otp');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveValue('');
    await user.click(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter Email');
    expect(password).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Please enter Password');
    await user.type(email, ' twofa@echowatch.local ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(password).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it.each([
    ['en', 32, 'Resend rate limited'],
    ['vi', 32, 'Bạn đã yêu cầu gửi lại quá nhiều lần, vui lòng thử lại sau'],
    ['en', 30, 'Login details are incorrect or the account has been locked'],
    ['en', 11, 'Unexpected error'],
  ] as const)('(%s) answers code %s with "%s"', async (language, code, text) => {
    rememberPendingTwoFactor('twofa@echowatch.local');
    answerSso('post', '/two-factor/reset', () => envelope(code));
    const { user } = await openForgot('/forgot-otp', language);
    await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'Mật khẩu'), 'Demo@1234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('on an expired sign-in, offers Login and goes there after 10 s', async () => {
    rememberPendingTwoFactor('twofa@echowatch.local');
    answerSso('post', '/two-factor/reset', () => envelope(31));
    answerLinkAtLogin();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await openForgot('/forgot-otp');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo@1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login session expired');
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveTextContent('Going to the login page in 10 s');
    act(() => jest.advanceTimersByTime(10_000));
    expect(location()).toBe('/login');
  });
});
