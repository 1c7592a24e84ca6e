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

/** Fails on any serious or critical axe violation, naming each. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
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

export const test = base;
export { expect };
