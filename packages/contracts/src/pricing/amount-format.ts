import type { Language } from '../site-config';

export interface AmountFormat {
  /** A VND amount: "5.000.000 ₫" in Vietnamese, "VND 5,000,000" in English. */
  money: (amountVnd: number) => string;
  /** A plain count with the language's digit grouping: "10.000" or "10,000". */
  count: (value: number) => string;
}

// Whole numbers grouped by thousands, written as vi-VN and en-US number formats write them, no-break
// spaces included (amount-format.test.ts compares with Intl.NumberFormat over many values). Not
// Intl.NumberFormat itself: its first use on a page loads the locale's number and currency data,
// 75–130 ms of a slow phone's main thread in the middle of the pricing page's hydration, for a
// format this simple. The same code on the server and in the browser also writes the same text.
const THOUSANDS: Record<Language, string> = { vi: '.', en: ',' };
const NO_BREAK_SPACE = '\u00a0';

function grouped(value: number, separator: string): string {
  // Half away from zero, as the number formats round.
  const digits = String(Math.round(Math.abs(value)));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(separator);
}

// A negative value keeps its sign even where it rounds to zero ("-0"), as the number formats write it.
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

const FORMATS: Record<Language, AmountFormat> = {
  vi: {
    money: (amount) => `${sign(amount)}${grouped(amount, THOUSANDS.vi)}${NO_BREAK_SPACE}₫`,
    count: (value) => `${sign(value)}${grouped(value, THOUSANDS.vi)}`,
  },
  // English readers do not all know the ₫ sign; the ISO code is unambiguous.
  en: {
    money: (amount) => `${sign(amount)}VND${NO_BREAK_SPACE}${grouped(amount, THOUSANDS.en)}`,
    count: (value) => `${sign(value)}${grouped(value, THOUSANDS.en)}`,
  },
};

/** How the catalog's amounts are written in a language, wherever the site shows them. */
export function amountFormat(language: Language): AmountFormat {
  return FORMATS[language];
}
