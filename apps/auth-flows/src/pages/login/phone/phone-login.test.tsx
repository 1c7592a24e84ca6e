import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DESKTOP_WIDTH, renderWithShell, setViewportWidth, testSiteConfig } from '@echowatch/test-utils';
import '../../../testing/all-texts';
import { answerSso, envelope } from '../../../testing/sso-api';
import { providerError, testSmsSender } from '../../../testing/test-sms-sender';
import { LoginPage } from '../login-page';
import { smsFailureKey } from './sms-failures';

const CONSOLE = testSiteConfig().hosts.console;

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => jest.useRealTimers());

async function openPhoneTab(sms = testSmsSender(), language: 'vi' | 'en' = 'en') {
  const leave = jest.fn();
  const rendered = await renderWithShell(<LoginPage leave={leave} smsSenderFactory={sms.factory} />, {
    route: '/login',
    language,
  });
  await rendered.user.click(screen.getByRole('tab', { name: language === 'en' ? 'Phone number' : 'Số điện thoại' }));
  // The phone form's code comes when its tab is first chosen.
  const phone = await screen.findByRole('textbox', { name: language === 'en' ? 'Phone number' : 'Số điện thoại' });
  return { ...rendered, leave, sms, phone };
}

describe('LoginPage: phone step 1', () => {
  it('keeps digits only, at most ten, and offers Continue at ten', async () => {
    const { user, phone } = await openPhoneTab();
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    await user.type(phone, '09a0-5 12');
    expect(phone).toHaveValue('090512');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(phone, '34567890');
    expect(phone).toHaveValue('0905123456');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('refuses a number in the wrong format before asking anyone', async () => {
    const { user, phone, sms } = await openPhoneTab();
    await user.type(phone, '1234567890{Enter}');
    expect(phone).toHaveAccessibleDescription(/Invalid phone number/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(sms.sent).toEqual([]);
  });

  it('keeps what was refused under the number until the next Continue, and moves the focus to the number', async () => {
    answerSso('post', '/register/check-phone-info', () => envelope(0, { phone: 'not exists' }));
    const { user, phone } = await openPhoneTab();
    await user.type(phone, '1234567890');
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Invalid phone number/));
    expect(phone).toHaveFocus();
    await user.clear(phone);
    await user.type(phone, '0977111222');
    expect(phone).toHaveAccessibleDescription(/Invalid phone number/);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/The phone number does not exist/));
    // The service's refusal is the number's too: the focus goes back to it from Continue.
    expect(phone).toHaveFocus();
    await user.type(phone, '{Backspace}');
    expect(phone).toHaveAccessibleDescription(/The phone number does not exist/);
  });

  it.each([
    ['en', 'invalid', 'Invalid phone number'],
    [
      'en',
      'not verified',
      'Your phone number has not been verified, Log in with your email and verify your phone number to use this feature',
    ],
    ['en', 'not exists', 'The phone number does not exist'],
    ['vi', 'invalid', 'Số điện thoại không hợp lệ'],
    [
      'vi',
      'not verified',
      'Số điện thoại của bạn chưa được xác minh, hãy đăng nhập bằng email và xác minh số điện thoại để sử dụng tính năng này',
    ],
    ['vi', 'not exists', 'Số điện thoại không tồn tại'],
  ] as const)('(%s) says "%s" numbers cannot sign in', async (language, state, text) => {
    const checked = answerSso('post', '/register/check-phone-info', () => envelope(0, { phone: state }));
    const { user, phone, sms } = await openPhoneTab(testSmsSender(), language);
    await user.type(phone, '0977111222{Enter}');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(text)));
    expect(checked).toEqual([{ phone: '0977111222' }]);
    expect(sms.sent).toEqual([]);
    expect(phone).toHaveValue('0977111222');
  });
});

describe('LoginPage: phone step 2', () => {
  async function reachCode(sms = testSmsSender(), language: 'vi' | 'en' = 'en') {
    answerSso('post', '/register/check-phone-info', () => envelope(0, { phone: 'valid' }));
    const opened = await openPhoneTab(sms, language);
    await opened.user.type(opened.phone, '0905123456{Enter}');
    await screen.findByRole('textbox', { name: language === 'en' ? 'OTP code' : 'Mã OTP' });
    return opened;
  }

  it('sends the code to the +84 number and trades the id_token for a session', async () => {
    const signedIn = answerSso('post', '/api/login-by-phone', () => envelope(0, { two_factor: false, username: 'demo' }));
    const { user, sms, leave } = await reachCode();
    expect(sms.sent).toEqual(['+84905123456']);
    expect(screen.getByText('We sent a 6-digit code by SMS to +84905123456.')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'OTP code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Offered from the start, as every form's submit button is (docs/product-rules.md, R-VALID-4).
    expect(screen.getByRole('button', { name: 'Confirm OTP' })).toBeEnabled();

    await user.paste('123-456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CONSOLE));
    expect(signedIn).toEqual([{ phone_number: '0905123456', id_token: 'id-token-for-+84905123456' }]);
  });

  it('sends nothing for a short code but says why at the box, and stays busy once signed in', async () => {
    answerSso('post', '/api/login-by-phone', () => envelope(0, { two_factor: false, username: 'demo' }));
    const { user, sms, leave } = await reachCode();
    const code = screen.getByRole('textbox', { name: 'OTP code' });
    expect(code).toHaveFocus();
    await user.type(code, '12345');
    expect(code).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Enter all 6 digits.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(sms.confirmed).toEqual([]);
    await user.type(code, '6');
    expect(code).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CONSOLE));
    // The console is on its way: nothing is offered again meanwhile.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change phone number' })).toBeDisabled();
  });

  it('moves to the two-factor form when the account has it on', async () => {
    answerSso('post', '/api/login-by-phone', () => envelope(0, { two_factor: true, username: 'twofa@echowatch.local' }));
    const { user, leave } = await reachCode();
    await user.type(screen.getByRole('textbox', { name: 'OTP code' }), '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'auth/invalid-verification-code', 'Verification code is incorrect'],
    ['en', 'auth/too-many-requests', 'Phone number has been locked! Please try again later'],
    ['en', 'auth/network-request-failed', 'Something wrong! Please try again'],
    ['vi', 'auth/invalid-verification-code', 'Mã xác minh không chính xác'],
    ['vi', 'auth/too-many-requests', 'Số điện thoại đã bị khóa! Vui lòng thử lại sau'],
    ['vi', 'auth/internal-error', 'Đã có lỗi xảy ra! Vui lòng thử lại'],
  ] as const)('(%s) answers the provider error %s with "%s"', async (language, code, text) => {
    const sms = testSmsSender({ confirmError: providerError(code) });
    const { user } = await reachCode(sms, language);
    await user.type(screen.getByRole('textbox', { name: language === 'en' ? 'OTP code' : 'Mã OTP' }), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: language === 'en' ? 'OTP code' : 'Mã OTP' })).toHaveValue('123456');
  });

  it('says when sending the SMS fails, on the number step', async () => {
    answerSso('post', '/register/check-phone-info', () => envelope(0, { phone: 'valid' }));
    const { user, phone } = await openPhoneTab(testSmsSender({ sendError: providerError('auth/too-many-requests') }));
    await user.type(phone, '0905123456{Enter}');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining('Phone number has been locked! Please try again later')),
    );
  });

  it('maps a refused login-by-phone to the sign-in messages', async () => {
    answerSso('post', '/api/login-by-phone', () => envelope(11));
    const { user } = await reachCode();
    await user.type(screen.getByRole('textbox', { name: 'OTP code' }), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error');
  });

  it('counts down 60 s, then offers Resend, which goes back to step 1 and sends again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    answerSso('post', '/register/check-phone-info', () => envelope(0, { phone: 'valid' }));
    const sms = testSmsSender();
    await renderWithShell(<LoginPage leave={jest.fn()} smsSenderFactory={sms.factory} />, { route: '/login', language: 'en' });
    fireEvent.click(screen.getByRole('tab', { name: 'Phone number' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '0905123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: 'OTP code' });

    expect(screen.getByRole('timer')).toHaveTextContent('Resend the code in 60 s');
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Resend the code in 40 s');
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(40_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0905123456');
    expect(screen.getByRole('status')).toHaveTextContent('Sending the code…');
    expect(await screen.findByRole('textbox', { name: 'OTP code' })).toBeInTheDocument();
    expect(sms.sent).toEqual(['+84905123456', '+84905123456']);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend the code in 60 s');
  });

  it('lets the visitor change the number', async () => {
    const { user } = await reachCode(testSmsSender(), 'vi');
    await user.click(screen.getByRole('button', { name: 'Đổi số điện thoại' }));
    expect(screen.getByRole('textbox', { name: 'Số điện thoại' })).toHaveValue('0905123456');
  });
});

describe('smsFailureKey', () => {
  it('maps the provider codes to the three messages', () => {
    expect(smsFailureKey(providerError('auth/invalid-verification-code'))).toBe('login.phone.wrongCode');
    expect(smsFailureKey(providerError('auth/missing-verification-code'))).toBe('login.phone.wrongCode');
    expect(smsFailureKey(providerError('auth/too-many-requests'))).toBe('login.phone.locked');
    expect(smsFailureKey(new Error('boom'))).toBe('login.phone.failed');
    expect(smsFailureKey(null)).toBe('login.phone.failed');
  });
});
