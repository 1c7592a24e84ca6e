import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from '@echowatch/routing/testing';
import { LocationProbe, renderWithShell } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { answerSso, envelope } from '../../testing/sso-api';
import { Reset2faPage } from './reset-2fa-page';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

afterEach(() => jest.useRealTimers());

async function openReset(language: 'vi' | 'en' = 'en', uid = 'uid-1') {
  return renderWithShell(
    <>
      <Routes>
        <Route path="/reset-2fa/:uid" element={<Reset2faPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/reset-2fa/${uid}`, language },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('Reset2faPage', () => {
  it('shows the QR of the verify call, the five steps and the code form', async () => {
    const verified = answerSso('get', '/two-factor/reset-2fa/uid-1', () => envelope(10, PNG));
    await openReset('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset two-factor authenticator' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code that adds EchoWatch to your authenticator app' });
    expect(qr).toHaveAttribute('src', `data:image/png;base64,${PNG}`);
    const steps = within(screen.getByRole('region', { name: 'How to pair your new authenticator' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[2]).toHaveTextContent('Scan the QR code shown on this page.');
    // The code form's code comes once the page shows it.
    expect(await screen.findByRole('textbox', { name: 'Authentication code' })).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(verified).toHaveLength(1);
  });

  it('returns to login when the link is gone (code 3)', async () => {
    answerSso('get', '/two-factor/reset-2fa/uid-1', () => envelope(3));
    await openReset('en');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it.each([
    ['a broken escape', '%E0%A4%A'],
    ['an escaped slash', 'uid-1%2F..%2F..%2Fapi%2Flogout'],
    ['5,000 characters', 'u'.repeat(5000)],
  ])('treats a uid with %s as a gone link: back to login, the service not asked', async (_case, uid) => {
    // No handler answers the verify call: the test setup fails any request it was not told of.
    // The router itself warns that it cannot decode a broken escape; that warning is expected here.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await openReset('en', uid);
      expect(location()).toBe('/login');
    } finally {
      warn.mockRestore();
    }
  });

  it('offers to try again when the QR cannot be loaded', async () => {
    answerSso('get', '/two-factor/reset-2fa/uid-1', (_body, call) => (call <= 4 ? HttpResponse.error() : envelope(10, PNG)));
    const { user } = await openReset('vi');
    await user.click(await screen.findByRole('button', { name: 'Thử lại' }, { timeout: 5000 }));
    expect(await screen.findByRole('img', { name: 'Mã QR để thêm EchoWatch vào ứng dụng xác thực' })).toBeInTheDocument();
  });

  it('cancels to login', async () => {
    answerSso('get', '/two-factor/reset-2fa/uid-1', () => envelope(10, PNG));
    const { user } = await openReset('en');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/login');
  });

  it('confirms the new code, then counts 5 s down to login', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    answerSso('get', '/two-factor/reset-2fa/uid-1', () => envelope(10, PNG));
    const confirmed = answerSso('post', '/two-factor/confirm', () => envelope(0));
    await openReset('en');
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    fireEvent.change(code, { target: { value: '246 810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your authenticator has been reset.')).toBeInTheDocument();
    expect(confirmed).toEqual([{ otp: '246810', uuid: 'uid-1' }]);
    expect(screen.getByRole('timer')).toHaveTextContent('Going to the login page in 5 s');
    expect(screen.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login');
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Going to the login page in 2 s');
    act(() => jest.advanceTimersByTime(2_000));
    expect(location()).toBe('/login');
  });

  it.each([
    ['en', 36, 'Invalid OTP code', true],
    ['en', 32, 'Confirm rate limited', false],
    ['en', 11, 'Unexpected error', true],
    ['vi', 36, 'Mã OTP không hợp lệ', true],
    ['vi', 32, 'Bạn đã xác nhận sai quá nhiều lần, vui lòng thử lại sau', false],
    ['vi', 11, 'Đã xảy ra lỗi không mong muốn', true],
  ] as const)('(%s) answers code %s with "%s"', async (language, answer, text, confirmStaysOn) => {
    answerSso('get', '/two-factor/reset-2fa/uid-1', () => envelope(10, PNG));
    answerSso('post', '/two-factor/confirm', () => envelope(answer));
    const { user } = await openReset(language);
    const code = await screen.findByRole('textbox', { name: language === 'en' ? 'Authentication code' : 'Mã xác thực' });
    await user.type(code, '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(code).toHaveValue('111111');
    const confirm = screen.getByRole('button', { name: language === 'en' ? 'Confirm' : 'Xác nhận' });
    if (confirmStaysOn) expect(confirm).toBeEnabled();
    else expect(confirm).toBeDisabled();
  });

  it('asks for six digits before calling', async () => {
    answerSso('get', '/two-factor/reset-2fa/uid-1', () => envelope(10, PNG));
    const { user } = await openReset('en');
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '12{Enter}');
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveAccessibleDescription('Enter all 6 digits.');
  });

  it('shows the six-digit hint only after Confirm, with focus on the code, and drops it as the code changes', async () => {
    answerSso('get', '/two-factor/reset-2fa/uid-1', () => envelope(10, PNG));
    const confirmed = answerSso('post', '/two-factor/confirm', () => envelope(0));
    const { user } = await openReset('en');
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '12');
    await user.tab();
    expect(code).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription('Enter all 6 digits.');
    expect(code).toHaveFocus();
    await user.type(code, '3');
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(code).toHaveAccessibleDescription('');
    expect(confirmed).toEqual([]);
  });

  it('after code 32, Enter neither calls again nor shows the hint', async () => {
    answerSso('get', '/two-factor/reset-2fa/uid-1', () => envelope(10, PNG));
    const confirmed = answerSso('post', '/two-factor/confirm', () => envelope(32));
    const { user } = await openReset('en');
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm rate limited');
    await user.clear(code);
    await user.type(code, '12');
    fireEvent.submit(code.closest('form')!);
    await act(async () => undefined);
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(confirmed).toHaveLength(1);
  });
});
