import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'EchoWatch';
const PERIOD_S = 30;

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_S, algorithm: 'SHA1' });
}

/** A secret an authenticator app can use: valid base32, at least 80 bits. */
export function isUsableSecret(secret: string | null): secret is string {
  if (!secret || !/^[A-Z2-7]+=*$/.test(secret)) return false;
  try {
    return Secret.fromBase32(secret).bytes.length >= 10;
  } catch {
    return false;
  }
}

/**
 * RFC 6238 check, allowing one 30 s step of clock drift either way: the time step the code belongs
 * to, or null. Sign-in keeps the step it accepted so the same code cannot be used twice.
 */
export function acceptedTotpStep(secret: string, code: unknown, now = Date.now()): number | null {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, 'check').validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

export function isValidTotp(secret: string, code: unknown): boolean {
  return acceptedTotpStep(secret, code) !== null;
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The QR an authenticator app scans, as base64 PNG (no data: prefix). */
export async function totpQrPng(secret: string, email: string): Promise<string> {
  const dataUrl = await QRCode.toDataURL(otpauthUri(secret, email), { margin: 1, width: 220 });
  return dataUrl.replace(/^data:image\/png;base64,/, '');
}
