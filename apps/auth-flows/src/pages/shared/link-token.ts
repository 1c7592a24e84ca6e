/**
 * Tokens and request ids that arrive in a mailed link (path segment or query). The account service
 * issues them URL-safe and short, so anything else cannot be one of its links: a truncated escape
 * (`%E0%A4%A`), an escaped slash or a few thousand characters is refused here, before any call, and
 * the page shows its invalid-link state instead of throwing or sending junk to the service.
 */
export const LINK_TOKEN_MAX = 256;

// base64url and UUID characters. No dots either: a token of `..` would climb the API's path when
// it is put in one (GET /two-factor/reset-2fa/{uid}).
const TOKEN_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** decodeURIComponent throws URIError on a broken escape; a link that cannot be decoded is no token. */
function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A token as read from a URL (still escaped, as in a path segment), or null when it cannot be one. */
export function linkTokenFromSegment(raw: string): string | null {
  // Checked before decoding too, so a huge segment is not decoded for nothing.
  if (raw.length > LINK_TOKEN_MAX * 3) return null;
  const decoded = decodeSegment(raw);
  return decoded === null ? null : wellFormedToken(decoded);
}

/** A decoded value (a query parameter, a route param) if it has a token's shape, else null. */
export function wellFormedToken(value: string | null | undefined): string | null {
  const token = value?.trim() ?? '';
  if (token.length === 0 || token.length > LINK_TOKEN_MAX) return null;
  return TOKEN_CHARACTERS.test(token) ? token : null;
}
