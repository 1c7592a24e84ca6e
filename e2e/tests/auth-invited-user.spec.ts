import localEnvironment from '@echowatch/configs/environments/local.json';
import type { SiteConfig } from '@echowatch/contracts';
import { createInvitation, expectOnConsole, mailedLink, uniqueEmail } from '../support/auth-sandbox';
import { signInByEmail } from '../support/auth-pages';
import { LANGUAGES } from '../support/auth-texts';
import { expect, expectAccessible, inLanguage, openIn, test } from '../support/fixtures';
import { SANDBOX_URL } from '../support/local-sites';

const { appStores } = localEnvironment as unknown as SiteConfig;
const ORGANIZATION = 'Sở Văn hoá và Thể thao Hà Nội';
const ADMIN = 'quantri@hanoi.gov.vn';
const PASSWORD = 'Thanh@Vien26';

const TEXT = {
  vi: {
    title: 'Tạo tài khoản thành viên',
    invitedBy: `${ADMIN} đã mời bạn tham gia ${ORGANIZATION} trên EchoWatch.`,
    email: 'Email',
    fullName: 'Họ và tên',
    password: 'Mật khẩu',
    confirm: 'Xác nhận mật khẩu',
    showPassword: 'Hiện Mật khẩu',
    submit: 'Tạo tài khoản',
    digits: 'Họ và tên không được chỉ gồm chữ số',
    notMatch: 'Mật khẩu xác nhận không khớp',
    failed: 'Tạo người dùng thất bại, vui lòng thử lại',
  },
  en: {
    title: 'Create your member account',
    invitedBy: `${ADMIN} invited you to join ${ORGANIZATION} on EchoWatch.`,
    email: 'Email',
    fullName: 'Full name',
    password: 'Password',
    confirm: 'Confirm password',
    showPassword: 'Show Password',
    submit: 'Create account',
    digits: 'Full name cannot be only digits',
    notMatch: 'The confirmation password does not match',
    failed: 'Create user failed, try again',
  },
} as const;

for (const language of LANGUAGES) {
  test.describe(`invited user (${language})`, () => {
    const text = TEXT[language];

    test('creates the account from the invitation mail, then signs in with it', async ({ page }) => {
      const email = uniqueEmail(`invited-${language}`);
      await createInvitation(page.request, email, ORGANIZATION, ADMIN);
      await openIn(page, language, await mailedLink(page, email, '/user'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(main.getByText(text.invitedBy)).toBeVisible();
      const address = main.getByRole('textbox', { name: text.email });
      await expect(address).toHaveValue(email);
      await expect(address).toHaveAttribute('readonly');
      await expectAccessible(page);

      const name = main.getByRole('textbox', { name: text.fullName });
      await name.fill('2026');
      await main.getByLabel(text.password, { exact: true }).fill(PASSWORD);
      await main.getByLabel(text.confirm, { exact: true }).fill('Thanh@Vien27');
      await main.getByRole('button', { name: text.submit }).click();
      await expect(name).toHaveAccessibleDescription(text.digits);
      await expect(name).toBeFocused();
      await expect(main.getByLabel(text.confirm, { exact: true })).toHaveAccessibleDescription(text.notMatch);
      await expectAccessible(page);

      await name.fill('Hoàng Thị Mai Anh');
      await main.getByLabel(text.confirm, { exact: true }).fill(PASSWORD);
      await main.getByRole('button', { name: text.showPassword }).press('Enter');
      await expect(main.getByLabel(text.password, { exact: true })).toHaveAttribute('type', 'text');
      await main.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(inLanguage(/\/login$/, language));

      await signInByEmail(page, language, email, PASSWORD);
      await expectOnConsole(page, 'Hoàng Thị Mai Anh');
    });

    test('keeps everything typed when the invitation was used meanwhile', async ({ page }) => {
      const email = uniqueEmail(`invited-used-${language}`);
      const invitation = await createInvitation(page.request, email, ORGANIZATION, ADMIN);
      await openIn(page, language, await mailedLink(page, email, '/user'));
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: text.fullName }).fill('Lý Thường Kiệt');
      await main.getByLabel(text.password, { exact: true }).fill(PASSWORD);
      await main.getByLabel(text.confirm, { exact: true }).fill(PASSWORD);
      // The same invitation is accepted elsewhere first.
      const elsewhere = await page.request.post(`${SANDBOX_URL}/register/user/lite?requestId=${invitation.create_request_id}`, {
        data: { email, username: email, full_name: 'Người Khác', password: 'Nguoi@Khac26' },
      });
      expect((await elsewhere.json()).code).toBe(0);

      await main.getByRole('button', { name: text.submit }).click();
      await expect(main.getByRole('alert')).toHaveText(text.failed);
      await expect(main.getByRole('textbox', { name: text.fullName })).toHaveValue('Lý Thường Kiệt');
      await expect(main.getByLabel(text.password, { exact: true })).toHaveValue(PASSWORD);
      await expect(main.getByLabel(text.confirm, { exact: true })).toHaveValue(PASSWORD);
      await expect(page).toHaveURL(/\/user\?/);
    });
  });
}

test('an unknown invitation goes to the 404 page', async ({ page }) => {
  await openIn(page, 'en', '/user?requestId=unknown-invitation&cto=a%40b.vn');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Content does not exist' })).toBeVisible();
  await openIn(page, 'vi', '/user?requestId=unknown-invitation&cto=a%40b.vn');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Nội dung không tồn tại' })).toBeVisible();
});

test('on a phone, the new member is offered the app @mobile', async ({ page, isMobile }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const email = uniqueEmail('invited-mobile');
  await createInvitation(page.request, email, ORGANIZATION, ADMIN);
  await openIn(page, 'en', await mailedLink(page, email, '/user'));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Full name' }).fill('Đinh Công Tráng');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByText('Your account has been created. Download the EchoWatch app to log in.')).toBeVisible();
  const apps = main.getByRole('region', { name: 'Get the EchoWatch app' });
  await expect(apps.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', appStores.android);
  await expect(apps.getByRole('link', { name: 'Download on the App Store' })).toHaveCount(isMobile ? 0 : 1);
  await expect(page).toHaveURL(/\/user\?/);
  await expectAccessible(page);
});
