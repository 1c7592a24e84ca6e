import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DESKTOP_WIDTH, renderWithShell, setViewportWidth, testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { answerSso, envelope } from '../../testing/sso-api';
import { LoginPage } from './login-page';
import { pendingTwoFactorUsername } from './pending-two-factor';

const CONSOLE = testSiteConfig().hosts.console;

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  sessionStorage.clear();
});

afterEach(() => jest.useRealTimers());

/** Signs in with a password the account service answers with a two-factor demand. */
async function reachTwoFactor(language: 'vi' | 'en' = 'en') {
  answerSso('post', '/api/login', () => envelope(0, { two_factor: true, username: 'twofa@echowatch.local' }));
  const leave = jest.fn();
  const rendered = await renderWithShell(<LoginPage leave={leave} />, { route: '/login', language });
  const { user } = rendered;
  await user.type(screen.getByRole('textbox'), 'twofa@echowatch.local');
  await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'Mật khẩu'), 'Demo@1234{Enter}');
  const heading = language === 'en' ? 'Two-factor authentication' : 'Xác thực hai lớp';
  await screen.findByRole('heading', { level: 2, name: heading });
  return { ...rendered, leave };
}

describe('LoginPage: two-factor step', () => {
  it('replaces the login form with a one-time-code box and remembers the pending sign-in', async () => {
    await reachTwoFactor('en');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByText(/authenticator app of twofa@echowatch\.local/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset two factor authentication' })).toHaveAttribute('href', '/forgot-otp');
    expect(pendingTwoFactorUsername()).toBe('twofa@echowatch.local');
  });

  it('keeps the digits of a pasted code and signs in', async () => {
    const sent = answerSso('post', '/two-factor/validate-otp', () => envelope(0, { username: 'twofa@echowatch.local' }));
    const { user, leave } = await reachTwoFactor('en');
    await user.paste('123 456');
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveValue('123456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CONSOLE));
    expect(sent).toEqual([{ otp: '123456' }]);
    expect(pendingTwoFactorUsername()).toBeNull();
    // The console is on its way: the form stays busy rather than offering the used code again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
  });

  it('asks for all six digits before calling', async () => {
    const { user } = await reachTwoFactor('vi');
    await user.type(screen.getByRole('textbox', { name: 'Mã xác thực' }), '12a3{Enter}');
    expect(screen.getByRole('textbox', { name: 'Mã xác thực' })).toHaveValue('123');
    expect(screen.getByRole('textbox', { name: 'Mã xác thực' })).toHaveAccessibleDescription('Nhập đủ 6 chữ số.');
  });

  it('shows the six-digit hint after a send, not on leaving the box, and drops it on the next keystroke', async () => {
    const { user } = await reachTwoFactor('en');
    const box = screen.getByRole('textbox', { name: 'Authentication code' });
    await user.type(box, '12');
    await user.tab();
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('Enter all 6 digits.'));
    expect(box).toHaveFocus();
    await user.type(box, '3');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveValue('123');
  });

  it.each([
    ['en', 36, 'Invalid OTP code'],
    ['en', 32, 'Rate limited'],
    ['en', 39, 'Invalid secret key'],
    ['en', 11, 'Unexpected error'],
    ['vi', 36, 'Mã OTP không hợp lệ'],
    ['vi', 32, 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau'],
    ['vi', 39, 'Khóa bí mật không hợp lệ'],
    ['vi', 11, 'Đã xảy ra lỗi không mong muốn'],
  ] as const)('(%s) answers code %s with "%s" and keeps the code', async (language, code, text) => {
    answerSso('post', '/two-factor/validate-otp', () => envelope(code));
    const { user, leave } = await reachTwoFactor(language);
    const box = screen.getByRole('textbox', { name: language === 'en' ? 'Authentication code' : 'Mã xác thực' });
    await user.type(box, '654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(box).toHaveValue('654321');
    expect(box).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('disables the form on an expired session and returns to the login form after 10 s', async () => {
    answerSso('post', '/two-factor/validate-otp', () => envelope(31));
    await reachTwoFactor('en');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Authentication code' }), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login session expired');
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveTextContent('Back to the login form in 10 s');
    expect(pendingTwoFactorUsername()).toBeNull();

    act(() => jest.advanceTimersByTime(4_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Back to the login form in 6 s');
    act(() => jest.advanceTimersByTime(6_000));
    expect(screen.getByRole('tab', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Two-factor authentication' })).not.toBeInTheDocument();
  });

  it('goes back at once with the Login action', async () => {
    answerSso('post', '/two-factor/validate-otp', () => envelope(31));
    const { user } = await reachTwoFactor('vi');
    await user.type(screen.getByRole('textbox', { name: 'Mã xác thực' }), '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Phiên đăng nhập đã hết hạn');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByLabelText('Email/Tên đăng nhập')).toBeInTheDocument();
  });
});
