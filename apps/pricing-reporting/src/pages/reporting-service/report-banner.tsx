import { useSiteConfig } from '@echowatch/remote-kit';
import { Button, PageBanner } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';

interface ReportBannerProps {
  titleId: string;
  onShowIntro: () => void;
  onShowForm: () => void;
}

/** The page's opening: its one h1 and the two ways in, to the report types or straight to the form. */
export function ReportBanner({ titleId, onShowIntro, onShowForm }: ReportBannerProps) {
  const { t } = useTexts();
  const brand = useSiteConfig().brand.name;
  return (
    <PageBanner
      variant="dark"
      scale="hero"
      titleId={titleId}
      eyebrow={t('reporting.banner.eyebrow')}
      title={t('reporting.banner.title')}
      lead={t('reporting.banner.lead', { brand })}
      actions={
        <>
          <Button onClick={onShowForm}>{t('reporting.banner.toForm')}</Button>
          <Button variant="secondary" onClick={onShowIntro}>
            {t('reporting.banner.toIntro')}
          </Button>
        </>
      }
    />
  );
}
