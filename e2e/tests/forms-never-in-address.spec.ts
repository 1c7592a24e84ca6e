import type { Page, Request } from '@playwright/test';
import { LOGIN_TEXT } from '../support/auth-texts';
import { expect, test } from '../support/fixtures';

const text = LOGIN_TEXT.en;
const EMAIL = 'first-paint@echowatch.local';
const PASSWORD = 'Early#Pass9';

/** Every document the browser asked for, with its method: a form sent natively is one of them. */
function documentRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) sent.push(request);
  });
  return sent;
}

const holdsAField = (request: Request) => request.url().includes(encodeURIComponent(EMAIL)) || request.url().includes(PASSWORD);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form posts: the password is in no address, the page says nothing was sent and keeps the email', async ({ page }) => {
    const sent = documentRequests(page);
    await page.goto('/login?lng=en');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: text.username }).fill(EMAIL);
    await main.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await main.getByLabel(text.password, { exact: true }).press('Enter');

    await expect(page.getByRole('alert')).toContainText('nothing was sent');
    expect(sent.filter(holdsAField)).toEqual([]);
    expect(sent.at(-1)?.method()).toBe('POST');
    await expect(main.getByRole('textbox', { name: text.username })).toHaveValue(EMAIL);
    await expect(main.getByLabel(text.password, { exact: true })).toHaveValue('');
  });
});

test('Enter pressed on /login before any of the page code has arrived puts nothing in an address', async ({ page: _fixturePage, context }) => {
  // A page of its own, so nothing waits for the page code the test holds back.
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await scriptsHeld;
      await route.continue().catch(() => undefined);
    },
  );
  const sent = documentRequests(page);
  // The page's deferred scripts hold its DOMContentLoaded back: act on what is painted.
  await page.goto('/login?lng=en', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text.username }).fill(EMAIL);
  await main.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  const sending = page.waitForRequest((request) => request.isNavigationRequest() && request !== sent[0]);
  await main.getByLabel(text.password, { exact: true }).press('Enter');
  const send = await sending;
  release();

  expect(send.method()).toBe('POST');
  expect(sent.filter(holdsAField)).toEqual([]);
  await expect(page.getByRole('alert')).toContainText('nothing was sent');
  await page.close();
});
