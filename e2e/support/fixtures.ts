import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { SANDBOX_URL } from './local-sites';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sent_at: string;
}

/**
 * An axe scan of a page, its results gathered in the page itself (axe's legacy mode). The default
 * mode opens a blank page for every scan to gather them, about a second each on this machine.
 * Either way axe is put into every frame, cross-origin ones included; a frame it could not enter
 * shows as its `frame-tested` rule left incomplete, which `untestedFrames` names.
 */
export const axeScan = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The frames a scan could not enter, from axe's `frame-tested` rule. */
export const untestedFrames = (results: AxeResults) =>
  results.incomplete.filter((rule) => rule.id === 'frame-tested').flatMap((rule) => rule.nodes.map((node) => `frame-tested: ${node.target.join(' ')}`));

/** Fails on any serious or critical axe violation, naming each, and on a frame the scan could not enter. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axeScan(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect([
    ...serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ...untestedFrames(results),
  ]).toEqual([]);
}

/** The page's time (`Date.now()`), on its fake clock once the test installed one. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Moves the page's fake clock on to `ms` after `since` (a `pageNow` reading): the time the test
 * has spent since then counts, as the clock runs on its own between jumps.
 */
export async function fastForwardTo(page: Page, since: number, ms: number): Promise<void> {
  await page.clock.fastForward(Math.max(0, since + ms - (await pageNow(page))));
}

/** The sandbox outbox, newest first; optionally only mails to one address. */
export async function readOutbox(page: Page, to?: string): Promise<OutboxMail[]> {
  const response = await page.request.get(`${SANDBOX_URL}/__outbox.json`);
  const mails = (await response.json()) as OutboxMail[];
  return to ? mails.filter((m) => m.to === to) : mails;
}

/** Opens a path in a language; `?lng=` is the site's shareable language override. */
export async function openIn(page: Page, language: 'vi' | 'en', path: string): Promise<void> {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('lng', language);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * An address pattern (ending in `$`) for a page reached from one opened with `openIn`: the site's
 * links keep the language the address names, so it ends in `lng=<language>` after the rest.
 */
export function inLanguage(pattern: RegExp, language: 'vi' | 'en'): RegExp {
  if (!pattern.source.endsWith('$')) throw new Error(`${pattern} must end with $`);
  return new RegExp(`${pattern.source.slice(0, -1)}[?&]lng=${language}$`, pattern.flags);
}

/**
 * Pages arrive rendered and become interactive when their code has loaded: after each page load,
 * wait (as a visitor would) until the page area has hydrated before acting on it. A page that
 * never settles is left to the test's own expectations.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      // Only the site's own pages carry the page state; anything else (the sandbox's pages) is ready as it is.
      () => !document.getElementById('ew-page-state') || document.documentElement.dataset.page === 'ready',
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

// How Chromium reports a blocked load, script, style or frame in the console.
const POLICY_VIOLATION = /Content Security Policy/i;

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    // The site runs under its Content-Security-Policy: anything the policy blocks is a broken page.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (POLICY_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await settled(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await settled(page);
        return response;
      };
    }
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
export { expect };
