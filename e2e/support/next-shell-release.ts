import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface EntryNames {
  /** The entry script the release was built with, which the next one keeps. */
  previous: string;
  /** The next release's own entry script. */
  next: string;
}

/** The shell's entry script a release's pages name: main.<8 hex>.js. */
export function entryScript(publicDir: string): string {
  const named = /\/(main\.[0-9a-f]{8}\.js)\b/.exec(readFileSync(path.join(publicDir, 'index.html'), 'utf8'));
  if (!named) throw new Error(`${publicDir}/index.html names no main.<hash>.js`);
  return named[1]!;
}

/**
 * Turns a copy of the release into the next release, as the next build of the shell makes it: a
 * changed entry script under a new hashed name that its pages name, and the previous release's own
 * entry kept beside it (what the build carries over for a rolling deploy).
 */
export function makeNextShellRelease(releaseDir: string): EntryNames {
  const publicDir = path.join(releaseDir, 'public');
  const previous = entryScript(publicDir);
  const content = `${readFileSync(path.join(publicDir, previous), 'utf8')}\n// the next release\n`;
  const next = `main.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(publicDir, next), content);
  const index = path.join(publicDir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replaceAll(previous, next));
  return { previous, next };
}
