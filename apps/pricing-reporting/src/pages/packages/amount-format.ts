import { useMemo } from 'react';
import { useTranslation } from '@echowatch/translation';
import { currentLanguage } from '@echowatch/remote-kit';
import { amountFormat, type AmountFormat } from '@echowatch/contracts/pricing';
import { NAMESPACE } from '../../i18n/namespace';

/** The formatters of the language the page is shown in; they follow a language switch. */
export function useAmountFormat(): AmountFormat {
  const { i18n } = useTranslation(NAMESPACE);
  const language = currentLanguage(i18n);
  return useMemo(() => amountFormat(language), [language]);
}
