import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DESKTOP_WIDTH, LocationProbe, MOBILE_WIDTH, renderWithShell, setViewportWidth, testSiteConfig } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { answerSso, envelope } from '../../testing/sso-api';
import { InvitedUserPage } from './invited-user-page';

const INVITATION = {
  email: 'minh.tran@hanoi.gov.vn',
  email_admin: 'admin@hanoi.gov.vn',
  organization_name: 'Sở Văn hoá và Thể thao Hà Nội',
};
const ROUTE = '/user?requestId=inv-1&cto=minh.tran%40hanoi.gov.vn';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

async function openUser(language: 'vi' | 'en' = 'en', route = ROUTE) {
  const rendered = await renderWithShell(
    <>
      <InvitedUserPage />
      <LocationProbe />
    </>,
    { route, language },
  );
  return rendered;
}

const location = () => screen.getByTestId('location').textContent;

async function fill(user: Awaited<ReturnType<typeof openUser>>['user'], name: string, password: string, confirm = password) {
  await user.type(screen.getByLabelText('Full name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('InvitedUserPage', () => {
  it('shows who invited whom, with the invited email read-only', async () => {
    const asked = answerSso('get', '/user/get-invited-user', () => envelope(0, INVITATION));
    await openUser('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your member account' })).toBeInTheDocument();
    expect(
      await screen.findByText('admin@hanoi.gov.vn invited you to join Sở Văn hoá và Thể thao Hà Nội on EchoWatch.'),
    ).toBeInTheDocument();
    // The form's code comes once the invitation is known.
    expect(await screen.findByLabelText('Email')).toHaveValue('minh.tran@hanoi.gov.vn');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Show Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Confirm password' })).toBeInTheDocument();
    expect(asked).toEqual([{ requestId: 'inv-1', email: 'minh.tran@hanoi.gov.vn' }]);
  });

  it.each([
    ['a refused invitation', () => envelope(11)],
    ['a failed lookup', () => HttpResponse.error()],
  ])('goes to the 404 page on %s', async (_case, reply) => {
    answerSso('get', '/user/get-invited-user', reply);
    await openUser('en');
    // A failed GET is retried three times first.
    await waitFor(() => expect(location()).toBe('/404'), { timeout: 5000 });
  });

  it.each([
    ['a broken escape', '/user?requestId=%E0%A4%A&cto=minh.tran%40hanoi.gov.vn'],
    ['path segments', '/user?requestId=inv-1%2F..%2Fadmin&cto=minh.tran%40hanoi.gov.vn'],
    ['5,000 characters', `/user?requestId=${'i'.repeat(5000)}&cto=minh.tran%40hanoi.gov.vn`],
  ])('goes to the 404 page for a request id with %s, without asking the service', async (_case, route) => {
    await openUser('en', route);
    expect(location()).toBe('/404');
  });

  it('goes to the 404 page without a request id', async () => {
    await openUser('en', '/user');
    expect(location()).toBe('/404');
  });

  it.each([
    ['', 'Please enter Full name'],
    ['   ', 'Full name cannot include only spaces'],
    ['A', 'Full name must be more than 1 character'],
    ['Minh <admin>', 'Full name cannot contain special characters'],
    ['123456', 'Full name cannot be only digits'],
    ['M'.repeat(101), 'Full name must be at most 100 characters'],
  ])('checks the full name "%s": %s', async (name, text) => {
    answerSso('get', '/user/get-invited-user', () => envelope(0, INVITATION));
    const { user } = await openUser('en');
    await screen.findByLabelText('Full name');
    if (name) await user.type(screen.getByLabelText('Full name'), name);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(text);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('accepts Vietnamese names and checks the password rule and its confirmation (vi)', async () => {
    answerSso('get', '/user/get-invited-user', () => envelope(0, INVITATION));
    const { user } = await openUser('vi');
    await user.type(await screen.findByLabelText('Họ và tên'), 'Trần Văn Minh');
    await user.type(screen.getByLabelText('Mật khẩu'), 'minh2026');
    await user.type(screen.getByLabelText('Xác nhận mật khẩu'), 'minh2027');
    await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(screen.getByLabelText('Họ và tên')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Mật khẩu')).toHaveAccessibleDescription(
      expect.stringContaining('Mật khẩu phải có ít nhất 8 ký tự, bao gồm chữ thường, chữ hoa, chữ số và ký tự đặc biệt'),
    );
    expect(screen.getByLabelText('Xác nhận mật khẩu')).toHaveAccessibleDescription('Mật khẩu xác nhận không khớp');
  });

  it('creates the account with the lite payload and goes to login on a desktop', async () => {
    answerSso('get', '/user/get-invited-user', () => envelope(0, INVITATION));
    const created = answerSso('post', '/register/user/lite', () => envelope(0, { email: INVITATION.email }));
    const { user } = await openUser('en');
    await screen.findByLabelText('Full name');
    await fill(user, '  Trần Văn Minh ', 'Minh@2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(created).toEqual([
      {
        email: 'minh.tran@hanoi.gov.vn',
        username: 'minh.tran@hanoi.gov.vn',
        full_name: 'Trần Văn Minh',
        password: 'Minh@2026',
        requestId: 'inv-1',
      },
    ]);
  });

  it('offers the app download on a phone instead', async () => {
    setViewportWidth(MOBILE_WIDTH);
    answerSso('get', '/user/get-invited-user', () => envelope(0, INVITATION));
    answerSso('post', '/register/user/lite', () => envelope(0, { email: INVITATION.email }));
    const { user } = await openUser('en');
    await screen.findByLabelText('Full name');
    await fill(user, 'Trần Văn Minh', 'Minh@2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Your account has been created\./)).toHaveAttribute('role', 'status');
    const apps = screen.getByRole('region', { name: 'Get the EchoWatch app' });
    expect(within(apps).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      testSiteConfig().appStores.android,
    );
    expect(location()).toBe(ROUTE);
  });

  it.each([
    ['en', 'Create user failed, try again'],
    ['vi', 'Tạo người dùng thất bại, vui lòng thử lại'],
  ] as const)('(%s) says creation failed and keeps everything', async (language, text) => {
    answerSso('get', '/user/get-invited-user', () => envelope(0, INVITATION));
    answerSso('post', '/register/user/lite', () => envelope(11));
    const { user } = await openUser(language);
    const en = language === 'en';
    await user.type(await screen.findByLabelText(en ? 'Full name' : 'Họ và tên'), 'Trần Văn Minh');
    await user.type(screen.getByLabelText(en ? 'Password' : 'Mật khẩu'), 'Minh@2026');
    await user.type(screen.getByLabelText(en ? 'Confirm password' : 'Xác nhận mật khẩu'), 'Minh@2026');
    await user.click(screen.getByRole('button', { name: en ? 'Create account' : 'Tạo tài khoản' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(en ? 'Full name' : 'Họ và tên')).toHaveValue('Trần Văn Minh');
    expect(screen.getByLabelText(en ? 'Password' : 'Mật khẩu')).toHaveValue('Minh@2026');
    expect(screen.getByLabelText(en ? 'Confirm password' : 'Xác nhận mật khẩu')).toHaveValue('Minh@2026');
    expect(location()).toBe(ROUTE);
  });
});
