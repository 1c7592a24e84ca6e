import { lazy, Suspense } from 'react';
import { EarlyEventsReleased, NEEDS_CODE_ATTRIBUTE } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import type { EndpointReferenceProps } from './endpoint-reference';
import * as styles from './reference.module.css';

function LoadFailed() {
  const { t } = useTexts();
  return <p className={styles.notice}>{t('reference.loadFailed')}</p>;
}

// The document and its views are a chunk of their own: the Introduction opens without them.
const LazyEndpointReference = lazy(() =>
  import('./endpoint-reference').then(
    (module) => ({ default: module.EndpointReference }),
    () => ({ default: LoadFailed }),
  ),
);

function Loading() {
  const { t } = useTexts();
  return (
    <p role="status" className={styles.muted}>
      {t('reference.loading')}
    </p>
  );
}

const PART = 'endpoint-reference';

/**
 * Where a call's reference appears; it loads the OpenAPI document on first use. Its code comes
 * after the page's: a press on its console meanwhile is held and made once it is live.
 */
export function EndpointSlot(props: EndpointReferenceProps) {
  return (
    <div {...{ [NEEDS_CODE_ATTRIBUTE]: PART }} style={{ display: 'contents' }}>
      <Suspense fallback={<Loading />}>
        <LazyEndpointReference {...props} />
        <EarlyEventsReleased part={PART} />
      </Suspense>
    </div>
  );
}
