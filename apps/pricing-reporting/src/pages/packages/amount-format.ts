import { useMemo } from 'react';
import { useTranslation } from '@echowatch/translation';
import { currentLanguage } from '@echowatch/remote-kit';
import type { Language } from '@echowatch/contracts';
import { NAMESPACE } from '../../i18n/resources';

const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };

export interface AmountFormat {
  /** A VND amount: "5.000.000 ₫" in Vietnamese, "VND 5,000,000" in English. */
  money: (amountVnd: number) => string;
  /** A plain count with the language's digit grouping: "10.000" or "10,000". */
  count: (value: number) => string;
}

export function amountFormat(language: Language): AmountFormat {
  const locale = LOCALES[language];
  // English readers do not all know the ₫ sign; the ISO code is unambiguous.
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'VND',
    currencyDisplay: language === 'vi' ? 'symbol' : 'code',
    maximumFractionDigits: 0,
  });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return { money: (amount) => money.format(amount), count: (value) => count.format(value) };
}

/** The formatters of the language the page is shown in; they follow a language switch. */
export function useAmountFormat(): AmountFormat {
  const { i18n } = useTranslation(NAMESPACE);
  const language = currentLanguage(i18n);
  return useMemo(() => amountFormat(language), [language]);
}
