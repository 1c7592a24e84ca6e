import { useTexts } from '../../i18n/texts';
import { formatLegalDate } from './legal-date';

/** "Updated on …", dated for machines too; the page template places it. */
export function LegalUpdated({ isoDate }: { isoDate: string }) {
  const { t, language } = useTexts();
  return (
    <>
      {t('legal.updated')} <time dateTime={isoDate}>{formatLegalDate(isoDate, language)}</time>
    </>
  );
}
