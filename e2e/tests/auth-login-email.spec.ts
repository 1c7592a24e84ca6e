import localEnvironment from '@echowatch/configs/environments/local.json';
import type { SiteConfig } from '@echowatch/contracts';
import { CONSOLE_URL, GOVERNMENT_LOGIN_URL, createAccount, expectOnConsole, uniqueEmail } from '../support/auth-sandbox';
import { signInByEmail, solveCaptcha } from '../support/auth-pages';
import { LANGUAGES, LOGIN_TEXT } from '../support/auth-texts';
import { expect, expectAccessible, openIn, test } from '../support/fixtures';

const { appStores } = localEnvironment as unknown as SiteConfig;

for (const language of LANGUAGES) {
  test.describe(`sign in by email (${language})`, () => {
    const text = LOGIN_TEXT[language];

    test('checks the fields, toggles the password by keyboard, submits with Enter and opens the console', async ({ page }) => {
      const account = await createAccount(page.request, { email: uniqueEmail(`login-${language}`), full_name: 'Đỗ Minh Châu' });
      await openIn(page, language, '/login');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(main.getByRole('tab', { name: text.tabEmail, selected: true })).toBeVisible();
      await expect(main.getByRole('link', { name: text.forgot })).toHaveAttribute('href', `/forgot-password?lng=${language}`);
      await expect(main.getByRole('link', { name: text.signUp })).toHaveAttribute('href', `/register?lng=${language}`);
      await expect(main.getByRole('link', { name: text.governmentLogin })).toHaveAttribute('href', GOVERNMENT_LOGIN_URL);
      await expectAccessible(page);

      const username = main.getByRole('textbox', { name: text.username });
      const password = main.getByLabel(text.password, { exact: true });
      await main.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(username).toHaveAccessibleDescription(text.requiredUsername);
      await expect(password).toHaveAccessibleDescription(text.requiredPassword);
      await expect(username).toBeFocused();
      await username.fill('   ');
      await expect(username).toHaveAccessibleDescription(text.spacesUsername);
      await expectAccessible(page);

      await username.fill(`  ${account.email}  `);
      await password.fill(account.password);
      await password.press('Tab');
      const toggle = main.getByRole('button', { name: text.showPassword });
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('type', 'text');
      await expect(password).toHaveValue(account.password);
      await page.keyboard.press('Space');
      await expect(password).toHaveAttribute('type', 'password');

      await password.press('Enter');
      await expectOnConsole(page, account.full_name);
    });

    test('refuses a wrong password, then asks for the captcha, then rate limits the account', async ({ page }) => {
      const account = await createAccount(page.request, { email: uniqueEmail(`captcha-${language}`) });
      await signInByEmail(page, language, account.email, 'Wrong@2026');
      const main = page.getByRole('main');
      const alert = main.getByRole('alert');
      await expect(alert).toHaveText(text.badCredentials);
      await expect(main.getByRole('textbox', { name: text.username })).toHaveValue(account.email);
      await expect(main.getByLabel(text.password, { exact: true })).toHaveValue('Wrong@2026');

      const login = main.getByRole('button', { name: text.submit, exact: true });
      await login.click();
      await expect(main.getByRole('checkbox', { name: text.robot })).toBeVisible();
      await expect(login).toBeDisabled();
      await expectAccessible(page);

      // Third to fifth wrong attempt, each with a fresh captcha: the fifth locks the account for this network.
      for (let attempt = 3; attempt <= 5; attempt += 1) {
        await solveCaptcha(page, language);
        await expect(login).toBeEnabled();
        await login.click();
        await expect(alert).toHaveText(attempt < 5 ? text.badCredentials : text.rateLimited);
        await expect(main.getByRole('checkbox', { name: text.robot })).not.toBeChecked();
      }
      await main.getByLabel(text.password, { exact: true }).fill(account.password);
      await solveCaptcha(page, language);
      await login.click();
      await expect(alert).toHaveText(text.rateLimited);
      await expect(page).toHaveURL(/\/login/);
    });
  });
}

test('a signed-in visitor is sent from /login, /register and /user to the console', async ({ page }) => {
  const account = await createAccount(page.request, { email: uniqueEmail('guard'), full_name: 'Bùi Thanh Tâm' });
  await signInByEmail(page, 'en', account.email, account.password);
  await expectOnConsole(page, account.full_name);
  for (const path of ['/login', '/register', '/user?requestId=any&cto=a%40b.vn']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(CONSOLE_URL);
  }
});

test('Back from the console returns to the page before sign-in, whose header offers the console', async ({ page }) => {
  const account = await createAccount(page.request, { email: uniqueEmail('back'), full_name: 'Lý Thu Hà' });
  await openIn(page, 'en', '/discovery');
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/\?lng=en$/);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?lng=en$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: LOGIN_TEXT.en.username }).fill(account.email);
  await main.getByLabel(LOGIN_TEXT.en.password, { exact: true }).fill(account.password);
  await main.getByRole('button', { name: LOGIN_TEXT.en.submit, exact: true }).click();
  await expectOnConsole(page, account.full_name);
  await page.goBack();
  await expect(page).toHaveURL(/\/\?lng=en$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Open console' })).toHaveAttribute('href', CONSOLE_URL);
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/discovery\?lng=en$/);
});

test('a desktop window narrowed (or zoomed) to the phone layout can still log in on the web', async ({ page }) => {
  const account = await createAccount(page.request, { email: uniqueEmail('narrow'), full_name: 'Hồ Ngọc Ánh' });
  await page.setViewportSize({ width: 640, height: 800 });
  await openIn(page, 'en', '/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Log in on the EchoWatch app' })).toBeVisible();
  await main.getByRole('button', { name: 'Log in in this browser instead' }).click();
  await expect(main.getByRole('heading', { level: 1, name: LOGIN_TEXT.en.title })).toBeVisible();
  await main.getByRole('textbox', { name: LOGIN_TEXT.en.username }).fill(account.email);
  await main.getByLabel(LOGIN_TEXT.en.password, { exact: true }).fill(account.password);
  await main.getByRole('button', { name: LOGIN_TEXT.en.submit, exact: true }).click();
  await expectOnConsole(page, account.full_name);
});

test('on a phone, /login offers the app instead of a form @mobile', async ({ page, isMobile }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openIn(page, 'en', '/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Log in on the EchoWatch app' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Email/Username' })).toHaveCount(0);
  const apps = main.getByRole('region', { name: 'Get the EchoWatch app' });
  await expect(apps.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', appStores.android);
  // The phone project is an Android device, so only its store is offered there.
  await expect(apps.getByRole('link', { name: 'Download on the App Store' })).toHaveCount(isMobile ? 0 : 1);
  // The support panel moves below the page at the mobile layout.
  const support = main.getByRole('region', { name: 'Account support' });
  const [heading, panel] = await Promise.all([main.getByRole('heading', { level: 1 }).boundingBox(), support.boundingBox()]);
  expect(panel!.y).toBeGreaterThan(heading!.y);
  expect(panel!.x).toBeLessThan(heading!.x + 50);
  await expectAccessible(page);

  await openIn(page, 'vi', '/login');
  await expect(main.getByRole('heading', { level: 1, name: 'Đăng nhập trên ứng dụng EchoWatch' })).toBeVisible();
});
