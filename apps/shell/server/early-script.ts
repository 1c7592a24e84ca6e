import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the shell's build writes its early script (configs/webpack/early-script-config.ts). */
const EARLY_SCRIPT = path.join('early', 'early-events.js');

export interface EarlyScript {
  /** The inline <script> element. */
  tag: string;
  /** Its `script-src` source: the hash of its text, so the page policy allows it and no other inline script. */
  source: string;
}

/**
 * The script that keeps what a visitor does before the page's code has arrived
 * (remote-kit's installEarlyEvents). Inlined, so it runs from the first bytes without a request of
 * its own; allowed by its hash, as the site allows no inline script. Null for a build without it.
 */
export function readEarlyScript(distDir: string): EarlyScript | null {
  const file = path.join(distDir, EARLY_SCRIPT);
  if (!existsSync(file)) return null;
  const code = readFileSync(file, 'utf8').trim();
  // Minified code never closes the element early; refuse rather than break every page.
  if (/<\/script/i.test(code)) throw new Error(`${file} contains "</script"`);
  const hash = createHash('sha256').update(code, 'utf8').digest('base64');
  return { tag: `<script>${code}</script>`, source: `'sha256-${hash}'` };
}

/** The template with the early script first in its head, right after the character set. */
export function withEarlyScript(template: string, early: EarlyScript | null): string {
  if (!early) return template;
  return template.replace(/<meta\s+charset=[^>]*>/i, (charset) => `${charset}${early.tag}`);
}
