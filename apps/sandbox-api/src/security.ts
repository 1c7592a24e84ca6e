import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';

/** Longest password any call accepts: scrypt's cost grows with it, so it is capped everywhere. */
export const PASSWORD_MAX_LENGTH = 128;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keylen: number;
}

/** Today's cost (OWASP's scrypt floor is N=2^17 with r=8; 2^15 keeps local test runs quick). */
export const CURRENT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keylen: 32 };
/** Hashes written before parameters were stored: "salt:hash", Node's scrypt defaults. */
const LEGACY_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 1, keylen: 32 };

/** The password if it is a non-empty string within the length cap; every call reads passwords through this. */
export function passwordInput(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= PASSWORD_MAX_LENGTH ? value : undefined;
}

// Async scrypt runs on libuv's thread pool, so hashing never blocks other requests.
function derive(password: string, salt: Buffer | string, params: ScryptParams): Promise<Buffer> {
  const { N, r, p, keylen } = params;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, { N, r, p, maxmem: 256 * N * r }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function format(params: ScryptParams, salt: Buffer, hash: Buffer): string {
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer | string;
  hash: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const modern = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (modern) {
    const [, N, r, p, salt, hash] = modern;
    const key = Buffer.from(hash!, 'base64');
    return { params: { N: Number(N), r: Number(r), p: Number(p), keylen: key.length }, salt: Buffer.from(salt!, 'base64'), hash: key };
  }
  const legacy = /^([0-9a-f]+):([0-9a-f]+)$/.exec(stored);
  // The legacy salt was used as text (its hex digits), not as the bytes they spell.
  return legacy ? { params: LEGACY_SCRYPT, salt: legacy[1]!, hash: Buffer.from(legacy[2]!, 'hex') } : null;
}

export async function hashPassword(password: string, params: ScryptParams = CURRENT_SCRYPT): Promise<string> {
  if (password.length > PASSWORD_MAX_LENGTH) throw new RangeError('Password too long');
  const salt = randomBytes(16);
  return format(params, salt, await derive(password, salt, params));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || password.length > PASSWORD_MAX_LENGTH) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

/** True for a hash made with older parameters: it is replaced at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const { N, r, p, keylen } = CURRENT_SCRYPT;
  return !parsed || parsed.params.N !== N || parsed.params.r !== r || parsed.params.p !== p || parsed.params.keylen !== keylen;
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a sign-in password. Without an account a throw-away hash is checked instead, so the answer
 * takes as long for an unknown login as for a known one.
 */
export async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  const matches = await verifyPassword(password, stored ?? (await dummyHash));
  return stored !== undefined && matches;
}

/** Single-use link tokens: unguessable and URL-safe. */
export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

export function newId(): string {
  return randomUUID();
}
