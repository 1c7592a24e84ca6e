import { contentSecurityPolicy } from 'helmet';
import type { RequestHandler } from 'express';

export type PolicyDirectives = Record<string, string[]>;

/**
 * A Content-Security-Policy that follows a setting which can change while the server runs (the
 * served environment file): rebuilt only when `current()` hands back a new value, so a request
 * pays for a comparison, not for building and checking the policy again.
 */
export function pagePolicy<T extends object>(current: () => T, directivesOf: (value: T) => PolicyDirectives): RequestHandler {
  let built: { value: T; handler: ReturnType<typeof contentSecurityPolicy> } | null = null;
  return (req, res, next) => {
    const value = current();
    if (built?.value !== value) {
      built = { value, handler: contentSecurityPolicy({ useDefaults: false, directives: directivesOf(value) }) };
    }
    built.handler(req, res, next);
  };
}
