import type { SiteConfig } from '@echowatch/contracts';
import type { PolicyDirectives } from '@echowatch/serving';

// Google's published sources for reCAPTCHA (script, its challenge frames).
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
// Firebase Auth's own services when no emulator stands in for them.
const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The page policy the served environment file implies: scripts and style sheets from the site and
 * the remotes' origins only (the federation runtime adds remote scripts as <script src>, allowed by
 * origin), data from the remotes and every API host it names, images from the site, those hosts
 * (the blog's media) and an image service the file names. The only inline script that runs is the
 * early one, allowed by its hash (`scriptHashes`); `'unsafe-inline'` never is. Inline styles are: the
 * server inlines sheets and React writes style attributes, and the remotes' CSS loaders add sheets.
 */
export function contentSecurityDirectives(config: SiteConfig, scriptHashes: string[] = []): PolicyDirectives {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const apis = unique(Object.values(config.hosts).map(originOf));
  const realFirebase = !config.firebase.authEmulatorUrl;
  // Phone sign-in against the real Firebase proves itself with an invisible reCAPTCHA too.
  const recaptcha = config.captcha.provider === 'recaptcha' || realFirebase;
  const firebase = realFirebase ? FIREBASE_AUTH : [originOf(config.firebase.authEmulatorUrl!)];
  // A collector on another host than the site (the site's own route is 'self').
  const reports = config.errorReporting?.endpoint.startsWith('http') ? [originOf(config.errorReporting.endpoint)] : [];
  // An image service on another host than the site (a path on the site is 'self').
  const imageService = config.images?.endpoint.startsWith('http') ? [originOf(config.images.endpoint)] : [];
  const directives: PolicyDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...remotes, ...(recaptcha ? RECAPTCHA.script : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', ...unique([...remotes, ...apis, ...imageService])],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...unique([...remotes, ...apis, ...firebase, ...reports])],
    'frame-src': recaptcha ? [...RECAPTCHA.frame, ...(realFirebase ? [`https://${config.firebase.authDomain}`] : [])] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // A site served over TLS never loads anything in the clear.
  if (config.brand.siteUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}
