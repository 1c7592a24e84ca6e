import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const positiveMs = z.number().int().positive();
const remoteName = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);
const manifestUrl = httpUrl.refine((url) => url.endsWith('/mf-manifest.json'), 'must point at a build\'s mf-manifest.json');
const serverBuildDigests = z.record(z.string().min(1), z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/, 'must be sha256-<base64 of 32 bytes>'));
// A path on the site itself (one of the shell server's routes) or a service on another host.
const siteEndpoint = z.string().refine((value) => /^(\/|https?:\/\/)[^/]/.test(value), 'must be a path on the site or an http(s) URL');

/**
 * The schema of an environment file (configs/environments/<env>.json). It lives with the tools and
 * not in @echowatch/contracts because the shell's browser bundle imports the contracts: the type is
 * shared, the validator is needed only where files are checked. `InSync` below fails the typecheck
 * as soon as the schema and the SiteConfig type disagree in either direction.
 */
export const siteConfigSchema = z.strictObject({
  environment: z.string().min(1),
  remotes: z.record(remoteName, manifestUrl),
  edition: z.enum(['business', 'government']),
  flags: z.strictObject({ faqs: z.boolean(), debug: z.boolean() }),
  routes: z.strictObject({ insight: z.string().startsWith('/') }),
  hosts: z.strictObject({ api: httpUrl, blog: httpUrl, sso: httpUrl, console: httpUrl, openApi: httpUrl }),
  captcha: z.strictObject({
    provider: z.enum(['recaptcha', 'sandbox']),
    siteKey: z.string().min(1),
    loadTimeoutMs: positiveMs,
  }),
  firebase: z.strictObject({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    authEmulatorUrl: httpUrl.optional(),
  }),
  brand: z.strictObject({ name: z.string().min(1), siteUrl: httpUrl }),
  contact: z.strictObject({ hotline: z.string().min(1), email: z.email() }),
  appStores: z.strictObject({ ios: httpUrl, android: httpUrl }),
  links: z.strictObject({ governmentLogin: httpUrl, businessEdition: httpUrl }),
  remoteLoading: z.strictObject({ timeoutMs: positiveMs, retries: z.number().int().min(0), budgetMs: positiveMs.optional() }),
  // The shell's own image route ("/images") or an image service in front of it.
  images: z.strictObject({ endpoint: siteEndpoint }).optional(),
  // The site server's collector (FAILURE_REPORT_ROUTE) or one elsewhere.
  errorReporting: z.strictObject({ endpoint: siteEndpoint }).optional(),
  // Written by compose promote from the publish record, checked by the site server before it runs a remote's server code.
  serverDigests: z.partialRecord(remoteName, serverBuildDigests).optional(),
  // Written by compose canary start; removed by canary promote and abort.
  canaries: z
    .partialRecord(
      remoteName,
      z.strictObject({
        url: manifestUrl,
        weight: z.number().int().min(1, 'must be 1 to 50 (percent of fresh visitors)').max(50, 'must be 1 to 50 (percent of fresh visitors)'),
        startedAt: z.iso.datetime(),
        startedBy: z.string().min(1).optional(),
        serverDigests: serverBuildDigests.optional(),
      }),
    )
    .optional(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time guard: editing SiteConfig without the schema (or the reverse) breaks `pnpm typecheck`. */
export const schemaMatchesSiteConfig: Same<z.infer<typeof siteConfigSchema>, SiteConfig> = true;
