import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DESKTOP_WIDTH, MOBILE_WIDTH, TEST_SSO, apiServer, renderWithShell, setViewportWidth } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { ConfirmPage } from './confirm-page';

interface RequestBody {
  request_id?: string;
}

/** Answers one account-link call and records the request ids it was sent. */
function answer(path: string, reply: (requestId: string | undefined) => Response) {
  const requestIds: (string | undefined)[] = [];
  apiServer.use(
    http.post(`${TEST_SSO}${path}`, async ({ request }) => {
      const { request_id } = (await request.json()) as RequestBody;
      requestIds.push(request_id);
      return reply(request_id);
    }),
  );
  return requestIds;
}

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });
const refused = () => HttpResponse.json({ code: 11, message: 'Invalid or expired link', data: null });

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('ConfirmPage: registration link', () => {
  it('checks the link, then confirms the account and offers LOG IN NOW', async () => {
    const sent = answer('/register/confirm', () => ok({ email: 'lan.pham@danang.gov.vn' }));
    await renderWithShell(<ConfirmPage />, { route: '/register/confirm?requestId=tok-1', language: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Account confirmation' })).toBeInTheDocument();
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
    expect(
      await screen.findByText(/Your account lan\.pham@danang\.gov\.vn is confirmed/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Checking your link…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LOG IN NOW' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual(['tok-1']);
  });

  it('spends a single-use link once even when effects run twice', async () => {
    const sent = answer('/register/confirm', () => ok({ email: 'lan.pham@danang.gov.vn' }));
    configure({ reactStrictMode: true });
    try {
      await renderWithShell(<ConfirmPage />, { route: '/register/confirm?requestId=tok-strict', language: 'en' });
      expect(await screen.findByRole('link', { name: 'LOG IN NOW' })).toBeInTheDocument();
    } finally {
      configure({ reactStrictMode: false });
    }
    expect(sent).toEqual(['tok-strict']);
  });

  it('fails without calling the server when the link has no request id', async () => {
    await renderWithShell(<ConfirmPage />, { route: '/register/confirm', language: 'en' });
    expect(screen.getByText(/Registration verification failed\. The confirmation link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'click here to resend' })).not.toBeInTheDocument();
  });

  it.each([
    ['a broken escape', 'en', '/register/confirm?requestId=%E0%A4%A', /Registration verification failed\. The confirmation link is incomplete/],
    ['path segments', 'en', '/register/confirm?requestId=tok-1%2F..%2F..%2Fapi', /Registration verification failed\. The confirmation link is incomplete/],
    ['5,000 characters', 'vi', `/register/confirm?requestId=${'a'.repeat(5000)}`, /Xác minh đăng ký không thành công\. Liên kết xác nhận không đầy đủ/],
  ] as const)('takes a request id with %s for an invalid link, without calling the server', async (_case, language, route, text) => {
    // No handler answers /register/confirm: the test setup fails any request it was not told of.
    await renderWithShell(<ConfirmPage />, { route, language });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ConfirmPage: invitation link', () => {
  it('shows the organization the user joined', async () => {
    const sent = answer('/user/confirm-invited-user', () =>
      ok({ email: 'minh.tran@hanoi.gov.vn', organization_name: 'Sở Văn hoá và Thể thao Hà Nội' }),
    );
    await renderWithShell(<ConfirmPage />, { route: '/invite?requestId=inv-1', language: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Invitation to join an organization' })).toBeInTheDocument();
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'You have joined Sở Văn hoá và Thể thao Hà Nội with the account minh.tran@hanoi.gov.vn.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LOG IN NOW' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual(['inv-1']);
  });

  it('uses the last path segment, wherever the link points', async () => {
    answer('/user/confirm-invited-user', () => ok({ email: 'minh.tran@hanoi.gov.vn', organization_name: 'UBND Huế' }));
    await renderWithShell(<ConfirmPage />, { route: '/organization/invite/?requestId=inv-2', language: 'vi' });
    expect(await screen.findByText('Bạn đã tham gia tổ chức UBND Huế với tài khoản minh.tran@hanoi.gov.vn.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'The invitation to join the organization you received is no longer valid'],
    ['vi', 'Lời mời tham gia tổ chức mà bạn nhận được không còn hiệu lực'],
  ] as const)('says a refused invitation is no longer valid (%s)', async (language, text) => {
    answer('/user/confirm-invited-user', refused);
    await renderWithShell(<ConfirmPage />, { route: '/invite?requestId=unknown', language });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /log in now|đăng nhập ngay/i })).not.toBeInTheDocument();
  });

  it('treats an invitation link without a request id as invalid', async () => {
    await renderWithShell(<ConfirmPage />, { route: '/invite', language: 'en' });
    expect(screen.getByText('The invitation to join the organization you received is no longer valid')).toBeInTheDocument();
  });
});

describe('ConfirmPage: a malformed invitation link', () => {
  it.each([
    ['en', '/invite?requestId=%E0%A4%A', 'The invitation to join the organization you received is no longer valid'],
    ['vi', `/invite?requestId=${'b'.repeat(5000)}`, 'Lời mời tham gia tổ chức mà bạn nhận được không còn hiệu lực'],
  ] as const)('(%s) says the invitation is no longer valid, without calling the server', async (language, route, text) => {
    await renderWithShell(<ConfirmPage />, { route, language });
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('ConfirmPage: network failure', () => {
  it('asks to try again instead of calling the link invalid, and retries', async () => {
    let calls = 0;
    answer('/user/confirm-invited-user', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : ok({ email: 'minh.tran@hanoi.gov.vn', organization_name: 'UBND Huế' });
    });
    const { user } = await renderWithShell(<ConfirmPage />, { route: '/invite?requestId=inv-3', language: 'en' });

    expect(await screen.findByText(/We could not check the link right now/)).toBeInTheDocument();
    expect(screen.queryByText(/no longer valid/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have joined UBND Huế/)).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('explains the failure in Vietnamese too', async () => {
    answer('/register/confirm', () => HttpResponse.error());
    await renderWithShell(<ConfirmPage />, { route: '/register/confirm?requestId=tok-4', language: 'vi' });
    expect(await screen.findByText(/Không thể kiểm tra liên kết lúc này/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(screen.queryByText(/Xác minh đăng ký không thành công/)).not.toBeInTheDocument();
  });
});

describe('ConfirmPage on a phone', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

  afterEach(() => jest.restoreAllMocks());

  it('turns LOG IN NOW into the app-download panel at the mobile layout', async () => {
    setViewportWidth(MOBILE_WIDTH);
    answer('/register/confirm', () => ok({ email: 'lan.pham@danang.gov.vn' }));
    const { user } = await renderWithShell(<ConfirmPage />, {
      route: '/register/confirm?requestId=tok-5',
      language: 'en',
    });

    const button = await screen.findByRole('button', { name: 'LOG IN NOW' });
    expect(screen.queryByRole('link', { name: 'LOG IN NOW' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Get the EchoWatch app' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    // A desktop browser in a narrow window cannot be placed, so it gets both stores.
    expect(within(panel).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/echowatch/id0000000000',
    );
    expect(within(panel).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=vn.echowatch.app',
    );
  });

  it.each([
    ['iPhone', IPHONE, 'Tải trên App Store', 'https://apps.apple.com/app/echowatch/id0000000000', 'Tải trên Google Play'],
    [
      'Android',
      ANDROID,
      'Tải trên Google Play',
      'https://play.google.com/store/apps/details?id=vn.echowatch.app',
      'Tải trên App Store',
    ],
  ])('links only the store of an %s, even in a wide window', async (_device, userAgent, store, href, otherStore) => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    answer('/user/confirm-invited-user', () => ok({ email: 'minh.tran@hanoi.gov.vn', organization_name: 'UBND Huế' }));
    const { user } = await renderWithShell(<ConfirmPage />, { route: '/invite?requestId=inv-6', language: 'vi' });

    await user.click(await screen.findByRole('button', { name: 'ĐĂNG NHẬP NGAY' }));
    const panel = screen.getByRole('region', { name: 'Tải ứng dụng EchoWatch' });
    expect(within(panel).getByRole('link', { name: store })).toHaveAttribute('href', href);
    expect(within(panel).queryByRole('link', { name: otherStore })).not.toBeInTheDocument();
  });
});
