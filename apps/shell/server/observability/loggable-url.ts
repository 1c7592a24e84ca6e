/** The longest query string a log line carries; the rest is cut (an address can be kilobytes long). */
export const LOGGED_QUERY_MAX = 256;

// Query parameters whose value is a credential wherever they appear.
const SECRET_PARAMETERS = /^(token|code|otp|password|secret|key|signature|sig|uid|request_?id)$/i;
const REDACTED = '[redacted]';

/**
 * An address as logs may carry it. On a secret-link page the path is the route's pattern (the
 * token is the path) and the query is dropped; elsewhere credentials in the query are redacted and
 * a long query is cut, so a line never carries a secret and never grows without bound.
 */
export function loggableUrl(url: string, secretPattern: string | null): string {
  const [path = '', query = ''] = splitOnce(url, '?');
  if (secretPattern !== null) return secretPattern;
  if (!query) return cut(path, LOGGED_QUERY_MAX * 2);
  const parts = query.split('&').map((pair) => {
    const [name = ''] = splitOnce(pair, '=');
    return SECRET_PARAMETERS.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
  });
  return `${cut(path, LOGGED_QUERY_MAX * 2)}?${cut(parts.join('&'), LOGGED_QUERY_MAX)}`;
}

/** A value for a log line, at most `max` characters, marked when it was cut. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more]`;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
