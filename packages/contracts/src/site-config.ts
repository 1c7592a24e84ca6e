import type { RemoteName } from './remote-exposes';

export type Edition = 'business' | 'government';
export type Language = 'vi' | 'en';
export const DEFAULT_LANGUAGE: Language = 'vi';
/** The cookie that tells the server the visitor's language, so the first HTML is in it. */
export const LANGUAGE_COOKIE = 'ew_lng';
export type CaptchaProvider = 'recaptcha' | 'sandbox';

/** The run-time configuration of one environment, served to the shell as /env.json. */
export interface SiteConfig {
  environment: string;
  /** Remote name → URL of that remote build's mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  edition: Edition;
  flags: { faqs: boolean; debug: boolean };
  routes: { insight: string };
  hosts: {
    /** Site and account calls (report contact, register, login…). */
    api: string;
    blog: string;
    sso: string;
    /** Where a signed-in visitor goes. */
    console: string;
    /** Base URL of the open REST API, shown in the docs and used by the try-it console. */
    openApi: string;
  };
  captcha: { provider: CaptchaProvider; siteKey: string; loadTimeoutMs: number };
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set only where the Firebase Auth emulator stands in for Firebase. */
    authEmulatorUrl?: string;
  };
  brand: { name: string; siteUrl: string };
  contact: { hotline: string; email: string };
  appStores: { ios: string; android: string };
  links: { governmentLogin: string; businessEdition: string };
  /**
   * How long one attempt at loading a remote may take, how often it is retried, and how long all
   * attempts together may keep a page area waiting (8 s when not given).
   */
  remoteLoading: { timeoutMs: number; retries: number; budgetMs?: number };
  /**
   * Where post pictures are served resized, from the site's own origin (the shell's image route,
   * `IMAGE_ROUTE`); without it pictures load from their source as they are.
   */
  images?: { endpoint: string };
  /**
   * Where the browser reports a remote that failed to load or render: the site server's own
   * collector (`FAILURE_REPORT_ROUTE`) or a collector elsewhere; nothing is sent without it.
   */
  errorReporting?: { endpoint: string };
  /**
   * For each remote, the SHA-256 digest (`sha256-<base64>`) of every file of its server build, by
   * path in its `server/` folder, written by `compose promote` from the publish record: the site
   * server runs a remote's server code only when its bytes match, so write access to the CDN is
   * not code execution on the servers. In production (NODE_ENV=production) a remote without an
   * entry is never loaded, and the server is not ready; elsewhere it is loaded unchecked.
   */
  serverDigests?: Partial<Record<RemoteName, Record<string, string>>>;
  /**
   * A version served beside the live one to a share of fresh visitors (`compose canary start`);
   * the server and the browser of a visitor in its cohort both use it.
   */
  canaries?: Partial<Record<RemoteName, RemoteCanary>>;
}

/** One remote's canary: a published version, pinned like a live one where the environment pins. */
export interface RemoteCanary {
  /** URL of the canary version's mf-manifest.json, on the same CDN as the live one. */
  url: string;
  /** Percent of fresh visitors assigned to it, 1–50. */
  weight: number;
  startedAt: string;
  startedBy?: string;
  /** As `serverDigests`, for the canary version's server build. */
  serverDigests?: Record<string, string>;
}

/** The site server's collector of browser failure reports (logged and counted in its metrics). */
export const FAILURE_REPORT_ROUTE = '/reports/remote-failure';
