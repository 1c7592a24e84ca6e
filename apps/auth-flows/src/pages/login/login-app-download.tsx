import { useId } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { Button } from '@echowatch/ui';
import { FormMessage } from '../../forms/form-message';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from '../auth-layout/auth-layout';
import { AppDownloadPanel } from '../confirm/app-download-panel';
import * as page from '../shared/auth-page.module.css';

/**
 * On a phone the site does not sign people in: the app does. A narrow window of a desktop browser
 * (a small window, a zoomed page) gets the same page with a way to the web form (`onUseWeb`):
 * its visitor may have no phone at hand.
 */
export function LoginAppDownload({
  passwordReset,
  onUseWeb,
  alternative = false,
}: {
  passwordReset: boolean;
  onUseWeb?: () => void;
  /**
   * Sent beside the form for CSS to choose between: the document's one `<h1>` is the form's, and this
   * title is a level-1 heading by role. It stays the same element whatever the width turns out to be,
   * so hydration never draws it again.
   */
  alternative?: boolean;
}) {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const titleId = useId();
  const panelId = useId();
  return (
    <AuthLayout>
      <section className={page.page} aria-labelledby={titleId}>
        <div className={page.header}>
          {alternative ? (
            <div id={titleId} className={page.title} role="heading" aria-level={1}>
              {t('login.mobile.title', { brand: brand.name })}
            </div>
          ) : (
            <h1 id={titleId} className={page.title}>
              {t('login.mobile.title', { brand: brand.name })}
            </h1>
          )}
          <p className={page.subtitle}>{t('login.mobile.text', { brand: brand.name })}</p>
        </div>
        {passwordReset && <FormMessage kind="success">{t('login.resetDone')}</FormMessage>}
        <AppDownloadPanel id={panelId} hidden={false} />
        {onUseWeb && (
          <p>
            <Button variant="text" onClick={onUseWeb}>
              {t('login.mobile.useWeb')}
            </Button>
          </p>
        )}
      </section>
    </AuthLayout>
  );
}
