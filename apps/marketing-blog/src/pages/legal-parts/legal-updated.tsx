import { useTexts } from '../../i18n/texts';
import { formatLegalDate } from './legal-date';

export function LegalUpdated({ isoDate, className }: { isoDate: string; className?: string }) {
  const { t, language } = useTexts();
  return (
    <p className={className}>
      {t('legal.updated')} <time dateTime={isoDate}>{formatLegalDate(isoDate, language)}</time>
    </p>
  );
}
