import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderWithShell, setViewportWidth, testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { answerCaptcha, answerSso, envelope } from '../../testing/sso-api';
import { LoginPage } from './login-page';

const CONSOLE = testSiteConfig().hosts.console;

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  sessionStorage.clear();
});

async function openLogin(language: 'vi' | 'en' = 'en', route = '/login') {
  const leave = jest.fn();
  const rendered = await renderWithShell(<LoginPage leave={leave} />, { route, language });
  return { ...rendered, leave };
}

describe('LoginPage: the email form', () => {
  it('shows the heading, both tabs, the fields and the ways out', async () => {
    await openLogin('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Login method' });
    expect(within(tabs).getByRole('tab', { name: 'Email', selected: true })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Phone number', selected: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Email/Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Log in to the government edition' })).toHaveAttribute(
      'href',
      testSiteConfig().links.governmentLogin,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Social listening with EchoWatch' })).toBeInTheDocument();
    expect(screen.getByText('Try it free for 15 days with 5,000 collected data items.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Captcha check' })).not.toBeInTheDocument();
  });

  it('speaks Vietnamese', async () => {
    await openLogin('vi');
    expect(screen.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email/Tên đăng nhập')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quên mật khẩu' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Số điện thoại' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'Please enter Email/Username', 'Please enter Password', 'Email/Username cannot include only spaces'],
    ['vi', 'Vui lòng nhập Email/Tên đăng nhập', 'Vui lòng nhập Mật khẩu', 'Email/Tên đăng nhập không được chỉ chứa khoảng trắng'],
  ] as const)('ties the required and only-spaces messages to their fields (%s)', async (language, username, password, spaces) => {
    const { user } = await openLogin(language);
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Login' : 'Đăng nhập' }));

    const usernameBox = screen.getByRole('textbox', { name: language === 'en' ? 'Email/Username' : 'Email/Tên đăng nhập' });
    expect(usernameBox).toHaveAttribute('aria-invalid', 'true');
    expect(usernameBox).toHaveAccessibleDescription(username);
    expect(usernameBox).toHaveFocus();
    expect(screen.getByLabelText(language === 'en' ? 'Password' : 'Mật khẩu')).toHaveAccessibleDescription(password);

    await user.type(usernameBox, '   ');
    expect(usernameBox).toHaveAccessibleDescription(spaces);
  });

  it('submits with Enter, trims the values and leaves for the console', async () => {
    const sent = answerSso('post', '/api/login', () => envelope(0, { two_factor: false, username: 'demo@echowatch.local' }));
    const { user, leave } = await openLogin('en');
    await user.type(screen.getByLabelText('Email/Username'), '  demo@echowatch.local  ');
    await user.type(screen.getByLabelText('Password'), ' Demo@1234 {Enter}');

    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(sent).toEqual([{ username: 'demo@echowatch.local', password: 'Demo@1234' }]);
    expect(leave).toHaveBeenCalledWith(CONSOLE);
  });

  it('shows and hides the password from the keyboard', async () => {
    const { user } = await openLogin('en');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Demo@1234');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show Password' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('Demo@1234');
  });

  it.each([
    [30, 'Login details are incorrect or the account has been locked'],
    [32, 'Rate limited'],
    [36, 'Invalid OTP code'],
    [31, 'Login session expired'],
    [39, 'Invalid secret key'],
    [500, 'Unexpected error'],
  ])('answers code %s with "%s" and keeps what was typed', async (code, text) => {
    answerSso('post', '/api/login', () => envelope(code, { captcha_required: false }));
    const { user, leave } = await openLogin('en');
    await user.type(screen.getByLabelText('Email/Username'), 'demo@echowatch.local');
    await user.type(screen.getByLabelText('Password'), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Email/Username')).toHaveValue('demo@echowatch.local');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong@123');
    expect(leave).not.toHaveBeenCalled();
  });

  it('says so when the service cannot be reached', async () => {
    answerSso('post', '/api/login', () => HttpResponse.error());
    const { user } = await openLogin('vi');
    await user.type(screen.getByLabelText('Email/Tên đăng nhập'), 'demo@echowatch.local');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Demo@1234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể kết nối tới EchoWatch');
  });

  it('asks for the captcha when the account service requires one, and sends its token', async () => {
    const sent = answerSso('post', '/api/login', (_body, call) =>
      call === 1 ? envelope(30, { captcha_required: true }) : envelope(0, { two_factor: false, username: 'demo' }),
    );
    const tokens = answerCaptcha();
    const { user, leave } = await openLogin('en');
    await user.type(screen.getByLabelText('Email/Username'), 'demo@echowatch.local');
    await user.type(screen.getByLabelText('Password'), 'Wrong@123{Enter}');

    const captcha = await screen.findByRole('group', { name: 'Captcha check' });
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await user.click(within(captcha).getByRole('checkbox', { name: "I'm not a robot" }));
    expect(await within(captcha).findByText('Verified')).toBeInTheDocument();
    expect(login).toBeEnabled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Demo@1234{Enter}');
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(tokens).toHaveLength(1);
    expect(sent[1]).toEqual({ username: 'demo@echowatch.local', password: 'Demo@1234', recaptcha_response: 'captcha-1' });
    expect(leave).toHaveBeenCalledWith(CONSOLE);
  });

  it('lets the owner of an account others are guessing at in: the first answer asks for the captcha', async () => {
    const sent = answerSso('post', '/api/login', (_body, call) =>
      call === 1 ? envelope(11, { captcha_required: true }) : envelope(0, { two_factor: false, username: 'demo' }),
    );
    answerCaptcha();
    const { user, leave } = await openLogin('vi');
    await user.type(screen.getByLabelText('Email/Tên đăng nhập'), 'demo@echowatch.local');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Demo@1234{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng xác nhận bạn không phải là người máy');
    await user.click(screen.getByRole('checkbox', { name: 'Tôi không phải là người máy' }));
    await screen.findByText('Đã xác minh');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CONSOLE));
    expect(sent[1]).toMatchObject({ password: 'Demo@1234', recaptcha_response: 'captcha-1' });
  });

  it('renews the captcha after a refused attempt', async () => {
    answerSso('post', '/api/login', (_body, call) =>
      call === 1 ? envelope(30, { captcha_required: true }) : envelope(11, { captcha_required: true }),
    );
    answerCaptcha();
    const { user } = await openLogin('en');
    await user.type(screen.getByLabelText('Email/Username'), 'demo@echowatch.local');
    await user.type(screen.getByLabelText('Password'), 'Wrong@123{Enter}');
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm that you are not a robot');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = await openLogin('en');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.keyboard('{ArrowRight}');
    const phone = screen.getByRole('tab', { name: 'Phone number' });
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Phone number' })).toBeInTheDocument();
    // The phone form's code comes when its tab is first chosen.
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    expect(screen.getByLabelText('Email/Username')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Password change successful!'],
    ['vi', 'Đổi mật khẩu thành công!'],
  ] as const)('confirms a new password on /login/reset (%s)', async (language, text) => {
    await openLogin(language, '/login/reset');
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});

describe('LoginPage on a phone', () => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

  afterEach(() => jest.restoreAllMocks());

  it('shows the app-download page at the mobile layout', async () => {
    setViewportWidth(MOBILE_WIDTH);
    await openLogin('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in on the EchoWatch app' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email/Username')).not.toBeInTheDocument();
    const apps = screen.getByRole('region', { name: 'Get the EchoWatch app' });
    expect(within(apps).getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(within(apps).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  });

  it('lets a desktop browser in a narrow window (or zoomed in) log in on the web, keeping the form at any width', async () => {
    setViewportWidth(MOBILE_WIDTH);
    const { user } = await openLogin('en');
    await user.click(screen.getByRole('button', { name: 'Log in in this browser instead' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email/Username')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in on the EchoWatch app' })).not.toBeInTheDocument();
  });

  it('offers a phone only the app', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    setViewportWidth(MOBILE_WIDTH);
    await openLogin('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in on the EchoWatch app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in in this browser instead' })).not.toBeInTheDocument();
  });

  it('links only the store of the phone, even in a wide window', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    await openLogin('vi', '/login/reset');
    expect(screen.getByRole('heading', { level: 1, name: 'Đăng nhập trên ứng dụng EchoWatch' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Đổi mật khẩu thành công!');
    expect(screen.getByRole('link', { name: 'Tải trên Google Play' })).toHaveAttribute(
      'href',
      testSiteConfig().appStores.android,
    );
    expect(screen.queryByRole('link', { name: 'Tải trên App Store' })).not.toBeInTheDocument();
  });
});
