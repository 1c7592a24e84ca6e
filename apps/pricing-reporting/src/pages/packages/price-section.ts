import { useId } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { useAmountFormat } from './amount-format';

/**
 * What a section of the pricing page that quotes amounts needs: its texts, the brand, the amounts'
 * formats in the page's language, and the id its heading names the section by.
 */
export function usePriceSection() {
  const { t } = useTexts();
  const brand = useSiteConfig().brand.name;
  const format = useAmountFormat();
  const titleId = useId();
  return { t, brand, format, titleId };
}
