import type { SiteConfig } from '@echowatch/contracts';
import { unpinnedRemotes } from '../../src/ssr/server-code-pins';
import type { SiteLogger } from '../observability/logger';
import type { ReadinessCheck } from './readiness';

/**
 * In production a remote's server code runs only where the environment pins its digests: there,
 * write access to the CDN must never be code execution on the site servers. Local runs and
 * previews need no pins (a previewed version renders in the tester's browser, never on the server).
 */
export const pinsRequired = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/**
 * Not ready while the served environment leaves a remote's server code unpinned: that remote's
 * pages would render the fallback on every server. The reason names remotes only, since anyone who
 * can reach the site can read /readyz; the log, for operators, says why and what to do, once per
 * change rather than at every probe.
 */
export function pinnedServerCodeCheck(environment: () => Pick<SiteConfig, 'serverDigests'>, logger: Pick<SiteLogger, 'error' | 'info'>): ReadinessCheck {
  let reported = '';
  return () => {
    let unpinned: string[];
    try {
      unpinned = unpinnedRemotes(environment());
    } catch {
      return 'unknown until the environment is read';
    }
    const now = unpinned.join(', ');
    if (now !== reported) {
      if (unpinned.length > 0) {
        logger.error(
          { remotes: unpinned },
          'the environment pins no server digests for these remotes: in production their server code is never run, so their pages render the fallback and /readyz answers 503 (pin them with pnpm compose promote <remote>@<live version> --store <where it was published>)',
        );
      } else if (reported) {
        logger.info({}, 'every remote\'s server code is pinned by the environment (server digests): the server is ready as far as they go');
      }
      reported = now;
    }
    return unpinned.length > 0 ? `no server digests pinned for ${now}: their server code is not run` : null;
  };
}
