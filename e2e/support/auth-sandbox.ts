import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, readOutbox } from './fixtures';
import { SANDBOX_URL, SITE_URL } from './local-sites';

/** The Firebase Auth emulator phone sign-in talks to (FIREBASE_AUTH_PORT moves it). */
export const FIREBASE_AUTH_URL = `http://127.0.0.1:${process.env.FIREBASE_AUTH_PORT ?? 9099}`;
const VERIFICATION_CODES = `${FIREBASE_AUTH_URL}/emulator/v1/projects/demo-echowatch/verificationCodes`;

/** The console URL of the local environment: a sandbox page that shows who is signed in. */
export const CONSOLE_URL = `${SANDBOX_URL.replace('127.0.0.1', 'localhost')}/console`;
/** The sandbox's stand-in for the government edition's own sign-in. */
export const GOVERNMENT_LOGIN_URL = `${SANDBOX_URL.replace('127.0.0.1', 'localhost')}/government-login`;

export const PASSWORD = 'Sandbox@2026';
/** The TOTP secret documented for twofa@echowatch.local, reused for test accounts with two-factor. */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const random = () => Math.random().toString(36).slice(2, 8);

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${random()}@e2e.echowatch.vn`;
}

/** A mobile number no other test uses (09 and eight digits). */
export function uniquePhone(): string {
  return `09${String(Date.now() % 10_000).padStart(4, '0')}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

export interface TestAccount {
  email: string;
  password?: string;
  full_name?: string;
  phone?: string;
  phone_verified?: boolean;
  totp_secret?: string;
  /** How long a sign-in may wait for its two-factor code (code 31 after). */
  pending_2fa_ms?: number;
  /** Life of this account's reset links. */
  link_ms?: number;
}

/** An active sandbox account with exactly the traits a journey needs. */
export async function createAccount(request: APIRequestContext, account: TestAccount): Promise<Required<Pick<TestAccount, 'email' | 'password' | 'full_name'>>> {
  const full = { password: PASSWORD, full_name: 'Lê Hoàng Nam', ...account };
  const response = await request.post(`${SANDBOX_URL}/__sandbox/account`, { data: full });
  expect(await response.json()).toMatchObject({ code: 0 });
  return full;
}

export async function createInvitation(request: APIRequestContext, email: string, organization: string, admin: string) {
  const response = await request.post(`${SANDBOX_URL}/__sandbox/invitation`, {
    data: { email, organization_name: organization, admin_email: admin },
  });
  const body = (await response.json()) as { code: number; data: { create_link: string; create_request_id: string } };
  expect(body.code).toBe(0);
  return body.data;
}

function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** The current RFC 6238 code (SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** A code that is not the current one (nor the ones next to it), for wrong-code journeys. */
export function wrongTotp(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totp(secret, Date.now() + shift)));
  let code = '000000';
  while (valid.has(code)) code = String(Number(code) + 1).padStart(6, '0');
  return code;
}

/** The secret behind a 2FA-reset QR code: what the phone reads when it scans it. */
export async function secretOfResetLink(request: APIRequestContext, uid: string): Promise<string> {
  const response = await request.get(`${SANDBOX_URL}/__sandbox/reset-2fa-secret/${uid}`);
  const body = (await response.json()) as { code: number; data: { secret: string } };
  expect(body.code).toBe(0);
  return body.data.secret;
}

interface VerificationCode {
  phoneNumber: string;
  code: string;
}

async function codesFor(request: APIRequestContext, international: string): Promise<string[]> {
  const response = await request.get(VERIFICATION_CODES);
  const { verificationCodes } = (await response.json()) as { verificationCodes: VerificationCode[] };
  return verificationCodes.filter((entry) => entry.phoneNumber === international).map((entry) => entry.code);
}

/** Waits for the `count`-th SMS the Auth emulator "sent" to a number and returns its code. */
export async function smsCode(request: APIRequestContext, phone: string, count = 1): Promise<string> {
  const international = `+84${phone.slice(1)}`;
  await expect.poll(async () => (await codesFor(request, international)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return (await codesFor(request, international))[count - 1]!;
}

/** The emulator starts with the site but takes longer; phone journeys wait for it. */
export async function waitForAuthEmulator(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => request.get(`${FIREBASE_AUTH_URL}/`).then((response) => response.ok(), () => false), {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(true);
}

/**
 * Path and query of the link under `linkPath` in the newest mail to `email`, once at least `count`
 * mails went there, so it opens on the site under test.
 */
export async function mailedLink(page: Page, email: string, linkPath: string | RegExp, count = 1): Promise<string> {
  await expect.poll(async () => (await readOutbox(page, email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const [mail] = await readOutbox(page, email);
  const link = mail!.links
    .map((href) => new URL(href))
    .find((url) => (typeof linkPath === 'string' ? url.pathname === linkPath : linkPath.test(url.pathname)));
  expect(link, `a ${String(linkPath)} link in "${mail!.subject}"`).toBeDefined();
  expect(link!.origin).toBe(new URL(SITE_URL).origin);
  return `${link!.pathname}${link!.search}`;
}

/** Waits until the browser is on the console, which names the signed-in person. */
export async function expectOnConsole(page: Page, fullName: string): Promise<void> {
  await expect(page).toHaveURL(CONSOLE_URL);
  await expect(page.getByText(`Signed in as ${fullName}`)).toBeVisible();
}
