import type { Page } from '@playwright/test';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { solveCaptcha } from '../support/auth-pages';
import { test, expect, expectAccessible, openIn, readOutbox } from '../support/fixtures';
import { SANDBOX_URL } from '../support/local-sites';

const { appStores } = localEnvironment as unknown as SiteConfig;

const TEXT = {
  vi: {
    confirmTitle: 'Xác nhận tài khoản',
    confirmed: (email: string) => `Tài khoản ${email} đã được xác nhận`,
    failed: 'Xác minh đăng ký không thành công',
    resend: 'nhấn vào đây để gửi lại',
    resendSubmit: 'Gửi email xác nhận mới',
    resent: 'Nếu đăng ký này vẫn đang chờ xác nhận, email xác nhận mới đã được gửi',
    inviteTitle: 'Lời mời tham gia tổ chức',
    joined: (organization: string, email: string) => `Bạn đã tham gia tổ chức ${organization} với tài khoản ${email}.`,
    inviteInvalid: 'Lời mời tham gia tổ chức mà bạn nhận được không còn hiệu lực',
    loginNow: 'ĐĂNG NHẬP NGAY',
  },
  en: {
    confirmTitle: 'Account confirmation',
    confirmed: (email: string) => `Your account ${email} is confirmed`,
    failed: 'Registration verification failed',
    resend: 'click here to resend',
    resendSubmit: 'Send a new confirmation email',
    resent: 'If this registration is still waiting for confirmation, a new confirmation email has been sent',
    inviteTitle: 'Invitation to join an organization',
    joined: (organization: string, email: string) => `You have joined ${organization} with the account ${email}.`,
    inviteInvalid: 'The invitation to join the organization you received is no longer valid',
    loginNow: 'LOG IN NOW',
  },
} as const;

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.echowatch.vn`;
}

/** A registration waiting for its confirmation; `linkMs` shortens the life of the link mailed for it. */
async function createPendingRegistration(page: Page, email: string, linkMs?: number): Promise<void> {
  const response = await page.request.post(`${SANDBOX_URL}/__sandbox/pending-registration`, {
    data: { email, full_name: 'Phạm Thị Lan', ...(linkMs ? { link_ms: linkMs } : {}) },
  });
  expect(await response.json()).toMatchObject({ code: 0 });
}

async function createInvitation(page: Page, email: string, organization: string): Promise<void> {
  const response = await page.request.post(`${SANDBOX_URL}/__sandbox/invitation`, {
    data: { email, organization_name: organization, admin_email: 'quantri@danang.gov.vn' },
  });
  expect(await response.json()).toMatchObject({ code: 0 });
}

/** Path and query of the link in the newest of `count` mails to `email`, so it opens on the site under test. */
async function mailedLink(page: Page, email: string, linkPath: string, count = 1): Promise<string> {
  await expect.poll(async () => (await readOutbox(page, email)).length).toBe(count);
  const [newest] = await readOutbox(page, email);
  const link = newest!.links.map((href) => new URL(href)).find((url) => url.pathname === linkPath);
  expect(link, `a ${linkPath} link in "${newest!.subject}"`).toBeDefined();
  return `${link!.pathname}${link!.search}`;
}

test.describe('registration confirmation link', () => {
  test('confirms the account and LOG IN NOW opens the login page', async ({ page }) => {
    const text = TEXT.en;
    const email = uniqueEmail('confirm');
    await createPendingRegistration(page, email);
    await openIn(page, 'en', await mailedLink(page, email, '/register/confirm'));

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: text.confirmTitle })).toBeVisible();
    await expect(main.getByText(text.confirmed(email))).toBeVisible();
    await expect(main.getByRole('link', { name: 'contact@echowatch.vn' })).toHaveAttribute('href', /^mailto:/);
    await expectAccessible(page);

    await main.getByRole('link', { name: text.loginNow }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  for (const language of ['vi', 'en'] as const) {
    test(`refuses an expired link and, after a captcha, resends one that works (${language})`, async ({ page }) => {
      const text = TEXT[language];
      const email = uniqueEmail(`resend-${language}`);
      await createPendingRegistration(page, email, 1000);
      const firstLink = await mailedLink(page, email, '/register/confirm');
      const main = page.getByRole('main');
      await page.waitForTimeout(1500);

      await openIn(page, language, firstLink);
      await expect(main.getByText(text.failed)).toBeVisible();
      await expect(main.getByRole('link', { name: text.loginNow })).toHaveCount(0);
      await expectAccessible(page);

      await main.getByRole('button', { name: text.resend }).click();
      const send = main.getByRole('button', { name: text.resendSubmit });
      await expect(send).toBeDisabled();
      await solveCaptcha(page, language);
      await send.click();
      await expect(main.getByText(text.resent)).toBeVisible();

      const secondLink = await mailedLink(page, email, '/register/confirm', 2);
      expect(secondLink).not.toBe(firstLink);
      await openIn(page, language, secondLink);
      await expect(main.getByRole('heading', { level: 1, name: text.confirmTitle })).toBeVisible();
      await expect(main.getByText(text.confirmed(email))).toBeVisible();
    });
  }

  test('a used link of a confirmed account answers the resend as usual and mails nothing', async ({ page }) => {
    const text = TEXT.en;
    const email = uniqueEmail('resend-confirmed');
    await createPendingRegistration(page, email);
    const link = await mailedLink(page, email, '/register/confirm');
    const main = page.getByRole('main');
    await openIn(page, 'en', link);
    await expect(main.getByText(text.confirmed(email))).toBeVisible();

    await openIn(page, 'en', link);
    await main.getByRole('button', { name: text.resend }).click();
    await solveCaptcha(page, 'en');
    await main.getByRole('button', { name: text.resendSubmit }).click();
    await expect(main.getByText(text.resent)).toBeVisible();
    expect(await readOutbox(page, email)).toHaveLength(1);
  });
});

test.describe('organization invitation link', () => {
  for (const language of ['vi', 'en'] as const) {
    test(`shows the organization the user joined (${language})`, async ({ page }) => {
      const text = TEXT[language];
      const email = uniqueEmail(`invite-${language}`);
      const organization = 'Sở Thông tin và Truyền thông Đà Nẵng';
      await createInvitation(page, email, organization);
      await openIn(page, language, await mailedLink(page, email, '/invite'));

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.inviteTitle })).toBeVisible();
      await expect(main.getByText(text.joined(organization, email))).toBeVisible();
      await expect(main.getByRole('link', { name: text.loginNow })).toHaveAttribute('href', `/login?lng=${language}`);
      await expectAccessible(page);
    });

    test(`says an unknown invitation is no longer valid (${language})`, async ({ page }) => {
      const text = TEXT[language];
      await openIn(page, language, `/invite?requestId=unknown-${Date.now()}`);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.inviteTitle })).toBeVisible();
      await expect(main.getByText(text.inviteInvalid)).toBeVisible();
      await expect(main.getByRole('link', { name: text.loginNow })).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});

test.describe('on a phone', () => {
  test('LOG IN NOW offers the app download instead of the login page @mobile', async ({ page, isMobile }) => {
    // Desktop runs of @mobile tests get the narrow layout too; the phone project adds a phone's user agent.
    await page.setViewportSize({ width: 375, height: 812 });
    const text = TEXT.en;
    const email = uniqueEmail('mobile');
    await createPendingRegistration(page, email);
    await openIn(page, 'en', await mailedLink(page, email, '/register/confirm'));

    const main = page.getByRole('main');
    await expect(main.getByText(text.confirmed(email))).toBeVisible();
    await expect(main.getByRole('link', { name: text.loginNow })).toHaveCount(0);
    const loginNow = main.getByRole('button', { name: text.loginNow });
    await expect(loginNow).toHaveAttribute('aria-expanded', 'false');
    await loginNow.click();
    await expect(loginNow).toHaveAttribute('aria-expanded', 'true');

    const apps = main.getByRole('region', { name: 'Get the EchoWatch app' });
    await expect(apps.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', appStores.android);
    // The phone project is an Android device, so only its store is offered there.
    await expect(apps.getByRole('link', { name: 'Download on the App Store' })).toHaveCount(isMobile ? 0 : 1);
    await expect(page).toHaveURL(/\/register\/confirm/);
    await expectAccessible(page);
  });
});
