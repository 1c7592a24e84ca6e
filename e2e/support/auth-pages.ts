import type { Page } from '@playwright/test';
import { expect, openIn } from './fixtures';
import { LOGIN_TEXT, type Language } from './auth-texts';

/** Opens /login and signs in with e-mail and password (no captcha asked yet). */
export async function signInByEmail(page: Page, language: Language, email: string, password: string): Promise<void> {
  const text = LOGIN_TEXT[language];
  await openIn(page, language, '/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text.username }).fill(email);
  await main.getByLabel(text.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: text.submit, exact: true }).click();
}

/** Ticks the sandbox captcha of the page and waits for its token. */
export async function solveCaptcha(page: Page, language: Language): Promise<void> {
  const box = page.getByRole('main').getByRole('checkbox', { name: LOGIN_TEXT[language].robot });
  // A click, not check(): on a form still fetching its code the click is held, and the box ticks
  // a moment later, once the form is live.
  await box.click();
  await expect(box).toBeChecked();
  await expect(page.getByRole('main').getByText(language === 'en' ? 'Verified' : 'Đã xác minh')).toBeVisible();
}
