import { useMemo } from 'react';
import { amountFormat, type AmountFormat } from '@echowatch/contracts/pricing';
import { useTexts } from '../../i18n/texts';

/** The formatters of the language the page is shown in; they follow a language switch. */
export function useAmountFormat(): AmountFormat {
  const { language } = useTexts();
  return useMemo(() => amountFormat(language), [language]);
}
