import type { SiteConfig } from '@echowatch/contracts';

/** Words and shapes a value has while it still stands for the real one. */
const PLACEHOLDER_PATTERNS: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /0{6,}/, reason: 'a run of zeros stands for an id still to come' },
  { pattern: /\b(example|placeholder|changeme|change-me|your[-_]|dummy|todo|xxx+)\b/i, reason: 'it reads as an example value' },
  { pattern: /\b(demo|sandbox|test)[-_]/i, reason: 'it names a test or sandbox value' },
  { pattern: /\/\/(localhost|127\.0\.0\.1)\b|\.example\b|\bexample\.(com|org|net)\b/i, reason: 'it points at a local or example host' },
];

/** Keys whose real values have a known shape; a value outside it was written by hand. */
const KEY_SHAPES: readonly { field: string; value: (config: SiteConfig) => string | undefined; shape: RegExp; what: string }[] = [
  {
    field: 'captcha.siteKey',
    value: (config) => (config.captcha.provider === 'recaptcha' ? config.captcha.siteKey : undefined),
    shape: /^6L[0-9A-Za-z_-]{38}$/,
    what: 'a reCAPTCHA site key (40 characters from "6L")',
  },
  { field: 'firebase.apiKey', value: (config) => config.firebase.apiKey, shape: /^AIza[0-9A-Za-z_-]{35}$/, what: 'a Firebase web API key (39 characters from "AIza")' },
];

function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, path ? `${path}.${key}` : key));
  }
  return [];
}

/**
 * What a production environment still holds in place of a real value: a store id of zeros, an
 * example key, a local host, a link back to the site's own sign-in. Other environments may use
 * stand-ins (the local sandbox, the emulator), so only production is held to this.
 */
export function placeholderProblems(config: SiteConfig): string[] {
  if (config.environment !== 'production') return [];
  const problems = stringsOf(config, '').flatMap(([field, text]) => {
    const found = PLACEHOLDER_PATTERNS.find(({ pattern }) => pattern.test(text));
    return found ? [`field "${field}" holds a placeholder (${JSON.stringify(text)}: ${found.reason}): put the real value before it ships`] : [];
  });
  for (const { field, value, shape, what } of KEY_SHAPES) {
    const text = value(config);
    if (text !== undefined && !shape.test(text) && !problems.some((problem) => problem.startsWith(`field "${field}"`))) {
      problems.push(`field "${field}" is not ${what} (got ${JSON.stringify(text)}): put the real key before it ships`);
    }
  }
  const site = new URL(config.brand.siteUrl).origin;
  if (new URL(config.links.governmentLogin, site).origin === site) {
    problems.push('field "links.governmentLogin" leads back to this site: it must be the government edition\'s own sign-in');
  }
  return problems;
}
