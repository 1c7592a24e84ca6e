import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEarlyScript, withEarlyScript } from './early-script';

function buildWith(code: string | null): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'early-script-'));
  if (code !== null) {
    mkdirSync(path.join(dist, 'early'));
    writeFileSync(path.join(dist, 'early', 'early-events.js'), `${code}\n`);
  }
  return dist;
}

const TEMPLATE = '<!doctype html><html lang=vi><head><meta charset=utf-8><meta name=viewport content="width=device-width"><title>EchoWatch</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

describe('the early script', () => {
  it('is inlined first in the head, right after the character set, and allowed by the hash of exactly its text', () => {
    const code = '(()=>{window.ewEarlyEvents={}})();';
    const early = readEarlyScript(buildWith(code))!;
    const page = withEarlyScript(TEMPLATE, early);
    expect(page).toContain(`<head><meta charset=utf-8><script>${code}</script><meta name=viewport`);
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('<script defer'));
    const text = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(early.source).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it('leaves a build without it as it is', () => {
    expect(readEarlyScript(buildWith(null))).toBeNull();
    expect(withEarlyScript(TEMPLATE, null)).toBe(TEMPLATE);
  });

  it('refuses a script that would end its element early', () => {
    expect(() => readEarlyScript(buildWith('const x = "</script><script>alert(1)";'))).toThrow('</script');
  });
});
