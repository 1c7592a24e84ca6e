/** @jest-environment node */
import { matchRoutes } from '@echowatch/routing';
import type { ComponentType } from 'react';
import { REMOTE_EXPOSES, type Language, type PageDataSource, type RemotePageModule, type RemotePageProps } from '@echowatch/contracts';
import { plainText, UserAgentProvider } from '@echowatch/remote-kit';
import { apiServer, renderOnServer, testSiteConfig, describeOnServerInEachLanguage } from '@echowatch/test-utils';

// The shell's server renders each exposed Page in Node, with no DOM at all, once the page's texts
// are loaded in the request's language; this does the same.
type PageModule = { Page: ComponentType<RemotePageProps>; prepare: (language: Language) => Promise<void> };
type Expected = Record<Language, string>;

const config = testSiteConfig();

interface ServedPage {
  expose: string;
  routeTitle: string;
  /** The route pattern the shell mounts the page on (confirm and invite links match any path). */
  path: string;
  /** The URL as the server sees it: path and query, never a hash. */
  url: string;
  h1: Expected;
  /** What the server shows below the h1: pages that ask the API do so after mount, so a busy line. */
  shows: Expected;
  load: () => Promise<PageModule>;
}

const login = () => import('./login-page');
const forgotPassword = () => import('./forgot-password-page');
const confirm = () => import('./confirm-page');

const PAGES: ServedPage[] = [
  {
    expose: './login-page',
    routeTitle: 'login',
    path: '/login/*',
    url: '/login',
    h1: { vi: 'Đăng nhập', en: 'Log in' },
    shows: { vi: 'Email/Tên đăng nhập', en: 'Email/Username' },
    load: login,
  },
  {
    expose: './login-page',
    routeTitle: 'login',
    path: '/login/*',
    url: '/login/reset',
    h1: { vi: 'Đăng nhập', en: 'Log in' },
    shows: { vi: 'Đổi mật khẩu thành công!', en: 'Password change successful!' },
    load: login,
  },
  {
    expose: './user-page',
    routeTitle: 'user',
    path: '/user',
    url: '/user?requestId=req-123&cto=lan%40danang.gov.vn',
    h1: { vi: 'Tạo tài khoản thành viên', en: 'Create your member account' },
    shows: { vi: 'Đang tải lời mời…', en: 'Loading your invitation…' },
    load: () => import('./user-page'),
  },
  {
    expose: './register-page',
    routeTitle: 'register',
    path: '/register',
    url: '/register',
    h1: { vi: 'Đăng ký tài khoản', en: 'Create an account' },
    shows: { vi: 'Bước 1/2', en: 'Step 1 of 2' },
    load: () => import('./register-page'),
  },
  {
    expose: './forgot-password-page',
    routeTitle: 'forgotPassword',
    path: '/forgot-password',
    url: '/forgot-password',
    h1: { vi: 'Quên mật khẩu', en: 'Forgot password' },
    shows: {
      vi: 'Nhập email của tài khoản, chúng tôi sẽ gửi cho bạn liên kết để đặt mật khẩu mới.',
      en: 'Enter the email of your account and we will send you a link to choose a new password.',
    },
    load: forgotPassword,
  },
  {
    // The waiting sign-in is in the tab's storage: the server sends the frame, the form comes after hydration.
    expose: './forgot-password-page',
    routeTitle: 'forgotOtp',
    path: '/forgot-otp',
    url: '/forgot-otp',
    h1: { vi: 'Đặt lại xác thực hai lớp', en: 'Reset two-factor authentication' },
    shows: {
      vi: 'Xác nhận email và mật khẩu của bạn, chúng tôi sẽ gửi liên kết để liên kết ứng dụng xác thực mới.',
      en: 'Confirm your email and password and we will send you a link to pair a new authenticator app.',
    },
    load: forgotPassword,
  },
  {
    expose: './forgot-password-page',
    routeTitle: 'forgotPassword',
    path: '/forgot-password/:token',
    url: '/forgot-password/reset-token-123',
    h1: { vi: 'Đặt mật khẩu mới', en: 'Set a new password' },
    shows: { vi: 'Đang kiểm tra liên kết…', en: 'Checking your link…' },
    load: forgotPassword,
  },
  {
    expose: './reset-2fa-page',
    routeTitle: 'reset2fa',
    path: '/reset-2fa/:uid',
    url: '/reset-2fa/uid-123',
    h1: { vi: 'Đặt lại ứng dụng xác thực', en: 'Reset two-factor authenticator' },
    shows: { vi: 'Đang chuẩn bị mã QR…', en: 'Preparing your QR code…' },
    load: () => import('./reset-2fa-page'),
  },
  {
    expose: './confirm-page',
    routeTitle: 'confirm',
    path: '*',
    url: '/register/confirm?requestId=req-123',
    h1: { vi: 'Xác nhận tài khoản', en: 'Account confirmation' },
    shows: { vi: 'Đang kiểm tra liên kết của bạn…', en: 'Checking your link…' },
    load: confirm,
  },
  {
    expose: './confirm-page',
    routeTitle: 'invite',
    path: '*',
    url: '/invite?requestId=req-123',
    h1: { vi: 'Lời mời tham gia tổ chức', en: 'Invitation to join an organization' },
    shows: { vi: 'Đang kiểm tra liên kết của bạn…', en: 'Checking your link…' },
    load: confirm,
  },
];

const h1sOf = (html: string) => [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => plainText(inner ?? ''));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const APP_TITLE: Expected = { vi: 'Đăng nhập trên ứng dụng EchoWatch', en: 'Log in on the EchoWatch app' };
const FORM_TITLE: Expected = { vi: 'Đăng nhập', en: 'Log in' };

// Every call a render makes: the server must be able to render these pages with no API at all.
const requests: string[] = [];
beforeAll(() => {
  apiServer.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${request.url}`));
});

// The shell's server hands a page what its loader fetched. These pages check or spend single-use
// links: they have no loader, and rendering them calls nothing.
const nothingLoaded: PageDataSource = { read: () => undefined };

afterEach(() => {
  expect(requests.splice(0)).toEqual([]);
});

it('covers every page the contract says this remote exposes', () => {
  expect([...new Set(PAGES.map(({ expose }) => expose))]).toEqual([...REMOTE_EXPOSES['auth-flows']]);
});

describeOnServerInEachLanguage((language) => {

  it.each(PAGES)('renders $expose at $url on the server, with no call', async ({ routeTitle, path, url, h1, shows, load }) => {
    const module = (await load()) as RemotePageModule;
    const { Page, prepare } = module;
    await prepare(language);
    // A loader may only say what the address means (the login page: which view, or none); it fetches nothing.
    if (module.load) {
      const params = matchRoutes([{ path }], url.split('?')[0]!)?.[0]?.params ?? {};
      const loaded = await module.load({ url, params, language, config, signal: new AbortController().signal });
      expect(loaded).toEqual({ data: {}, complete: true });
    }
    const html = await renderOnServer(<Page config={config} routeTitle={routeTitle} pageData={nothingLoaded} />, { url, path });
    expect(h1sOf(html)).toContain(h1[language]);
    expect(plainText(html)).toContain(shows[language]);
  });

  // The shell passes the request's header, empty when there is none; the width is unknown either way.
  it.each([
    ['no user agent', undefined],
    ['an empty user agent', ''],
    ['a desktop browser', DESKTOP],
  ])('renders both login variants for CSS to choose from for %s', async (_name, userAgent) => {
    const { Page, prepare } = await login();
    await prepare(language);
    const page = <Page config={config} routeTitle="login" />;
    const ui = userAgent === undefined ? page : <UserAgentProvider userAgent={userAgent}>{page}</UserAgentProvider>;
    const html = await renderOnServer(ui, { url: '/login', path: '/login/*' });
    // One <h1>, the form's: the app-download page beside it is an alternative CSS may show.
    expect(h1sOf(html)).toEqual([FORM_TITLE[language]]);
    expect(html).toMatch(new RegExp(`<div[^>]*role="heading" aria-level="1"[^>]*>${APP_TITLE[language]}</div>`));
    expect(html).toMatch(/<div class="variant narrowOnly">[\s\S]*<div class="variant wideOnly">/);
    expect(html).toMatch(/<input\b[^>]*type="password"/);
  });

  it('renders only the app-download page for a phone’s user agent, as the shell does', async () => {
    const { Page, prepare } = await login();
    await prepare(language);
    const html = await renderOnServer(
      <UserAgentProvider userAgent={IPHONE}>
        <Page config={config} routeTitle="login" />
      </UserAgentProvider>,
      { url: '/login', path: '/login/*' },
    );
    expect(h1sOf(html)).toEqual([APP_TITLE[language]]);
    expect(html).not.toMatch(/<input\b|class="variant/);
    // The phone's own store only, as its browser renders it: hydration then keeps this markup.
    expect(html).toContain(`href="${config.appStores.ios}"`);
    expect(html).not.toContain(`href="${config.appStores.android}"`);
  });
});
