import { readFileSync, statSync } from 'node:fs';
import type { SiteConfig } from '@echowatch/contracts';
import { validateSiteConfig } from '../src/config/load-site-config';
import { logEnvironmentRead } from './composition-changes';
import { cut } from './observability/loggable-url';
import { createSiteLogger, type SiteLogger } from './observability/logger';

/** The served environment: the last good copy, as a config and as the text /env.json answers. */
export type EnvironmentSource = (() => SiteConfig) & {
  text(): string;
  /** Settles once the first copy was read (a source polled over the network). */
  started?: Promise<void>;
};

/**
 * The served environment file, read again whenever it changes so a version switch needs no restart
 * (seen by the next piece of work after the change: a request, a probe, a timer).
 * A file caught half-written or invalid never reaches a visitor: the last good one stays in use.
 */
export function createEnvironmentReader(file: string, logger: Pick<SiteLogger, 'error' | 'info'> = createSiteLogger()): EnvironmentSource {
  let last: { mtimeMs: number; size: number; config: SiteConfig; text: string } | null = null;
  // One request asks several times in one go (its log line, its headers, its page): the file is
  // looked at once per run of work, and a change is seen from the next one on.
  let looked = false;
  const lookAgain = () => {
    looked = false;
  };
  function current(): SiteConfig {
    if (looked && last) return last.config;
    looked = true;
    void Promise.resolve().then(lookAgain);
    let mtimeMs: number;
    let size: number;
    try {
      ({ mtimeMs, size } = statSync(file));
    } catch (error) {
      // Replaced without a rename, the file is briefly missing: keep serving what was there.
      if (last) return last.config;
      throw error;
    }
    if (last && last.mtimeMs === mtimeMs && last.size === size) return last.config;
    try {
      const text = readFileSync(file, 'utf8');
      const config = validateSiteConfig(JSON.parse(text));
      // The first read is the start's (its line names the file); a later one is a promotion or an edit.
      if (last && text !== last.text) logEnvironmentRead(logger, last.config, config, { file });
      last = { mtimeMs, size, config, text };
    } catch (error) {
      if (!last) throw error;
      logger.error({ file, reason: cut(error instanceof Error ? error.message : String(error), 1000) }, 'the environment file is not valid; still serving the previous one');
    }
    return last.config;
  }
  return Object.assign(current, {
    text() {
      current();
      return last!.text;
    },
  });
}
