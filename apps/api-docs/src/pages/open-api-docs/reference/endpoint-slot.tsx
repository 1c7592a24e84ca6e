import { lazy, Suspense } from 'react';
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

/** Where a call's reference appears; it loads the OpenAPI document on first use. */
export function EndpointSlot(props: EndpointReferenceProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyEndpointReference {...props} />
    </Suspense>
  );
}
