import type { Language } from '../site-config';

const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };

export interface AmountFormat {
  /** A VND amount: "5.000.000 ₫" in Vietnamese, "VND 5,000,000" in English. */
  money: (amountVnd: number) => string;
  /** A plain count with the language's digit grouping: "10.000" or "10,000". */
  count: (value: number) => string;
}

// Building a number format loads locale data: on a slow phone a pair cost ~15 ms on the pricing
// page, built anew by each part that shows an amount. They never change, so each language has one.
const formats = new Map<Language, AmountFormat>();

/** How the catalogue's amounts are written in a language, wherever the site shows them. */
export function amountFormat(language: Language): AmountFormat {
  const known = formats.get(language);
  if (known) return known;
  const locale = LOCALES[language];
  // English readers do not all know the ₫ sign; the ISO code is unambiguous.
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'VND',
    currencyDisplay: language === 'vi' ? 'symbol' : 'code',
    maximumFractionDigits: 0,
  });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const format: AmountFormat = { money: (amount) => money.format(amount), count: (value) => count.format(value) };
  formats.set(language, format);
  return format;
}
