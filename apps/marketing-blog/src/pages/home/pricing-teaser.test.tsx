import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@echowatch/test-utils';
import type { Language } from '@echowatch/contracts';
import { amountFormat, FREE_TRIAL, PACKAGES } from '@echowatch/contracts/pricing';
import '../../testing/all-texts';
import { en } from '../../i18n/home-pricing/en';
import { vi } from '../../i18n/home-pricing/vi';
import { PricingTeaser } from './pricing-teaser';

const TITLE: Record<Language, string> = { vi: 'Bảng giá rõ ràng cho mọi quy mô', en: 'Clear pricing for every size of team' };
const PER_MONTH: Record<Language, string> = { vi: '/tháng', en: '/month' };

/** Intl puts a no-break space between amount and currency; the page text is matched with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const literal = (text: string) => plain(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openTeaser(language: Language) {
  await renderWithShell(<PricingTeaser />, { route: '/', language });
  return screen.getByRole('region', { name: TITLE[language] });
}

describe('home pricing teaser', () => {
  it.each<Language>(['vi', 'en'])('shows each package of the pricing catalog at its price (%s)', async (language) => {
    const teaser = await openTeaser(language);
    const format = amountFormat(language);
    const cards = within(teaser).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      PACKAGES.map((pkg) => pkg.name),
    );
    PACKAGES.forEach((pkg, index) => {
      expect(within(cards[index]!).getByText(plain(`${format.money(pkg.monthlyPriceVnd)}${PER_MONTH[language]}`))).toBeInTheDocument();
      expect(within(cards[index]!).getByText(new RegExp(`^${literal(format.count(pkg.limits.mentionsPerMonth))} `))).toBeInTheDocument();
    });
    const trial = new RegExp(`\\b${FREE_TRIAL.days}\\b.* ${literal(format.count(FREE_TRIAL.dataItems))} `);
    expect(within(teaser).getByText(trial)).toBeInTheDocument();
    expect(within(teaser).getByRole('link', { name: /bảng giá|pricing/i })).toHaveAttribute('href', '/packages');
  });

  it.each<[Language, string]>([
    ['vi', '28.000.000 ₫/tháng'],
    ['en', 'VND 28,000,000/month'],
  ])('writes prices the way the pricing page does (%s)', async (language, professional) => {
    expect(within(await openTeaser(language)).getByText(professional)).toBeInTheDocument();
  });

  it('counts accounts with the plural form of the language', async () => {
    const cards = within(await openTeaser('en')).getAllByRole('listitem');
    PACKAGES.forEach((pkg, index) => {
      const accounts = pkg.limits.accounts;
      expect(within(cards[index]!).getByText(accounts === 1 ? '1 account' : `${accounts} accounts`)).toBeInTheDocument();
    });
    expect(PACKAGES.some((pkg) => pkg.limits.accounts === 1)).toBe(true);
  });

  it('keeps prices, figures and currencies out of its texts', () => {
    for (const texts of [vi, en]) {
      expect(JSON.stringify(texts.home.pricing)).not.toMatch(/\d|₫|VND|đồng/);
    }
  });
});
