import { useTranslation } from '@echowatch/translation';
import { currentLanguage } from '@echowatch/remote-kit';
import { NAMESPACE } from '../../i18n/namespace';
import { formatLegalDate } from './legal-date';

export function LegalUpdated({ isoDate, className }: { isoDate: string; className?: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <p className={className}>
      {t('legal.updated')} <time dateTime={isoDate}>{formatLegalDate(isoDate, currentLanguage(i18n))}</time>
    </p>
  );
}
