import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@echowatch/contracts';
import { useSiteConfig } from '@echowatch/remote-kit';
import { loadPageModule, type LoadPolicy } from '../federation/remote-loader';
import { SHELL_NAMESPACE } from '../i18n/shell-resources';
import { RemoteBoundary } from '../pages/remote-fallback/remote-boundary';
import type { RemoteRoute as RouteDefinition } from './route-table';
import { useDocumentTitle } from './use-document-title';
import * as styles from './remote-route.module.css';

type LazyPage = LazyExoticComponent<ComponentType<RemotePageProps>>;

// One lazy component per exposed module, so moving between routes never reloads a page module.
const pages = new Map<string, LazyPage>();

function lazyPage(route: RouteDefinition, policy: LoadPolicy): LazyPage {
  const key = `${route.remote}/${route.expose}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      try {
        return { default: (await loadPageModule(route.remote, route.expose, policy)).Page };
      } catch (error) {
        pages.delete(key);
        throw error;
      }
    });
    pages.set(key, page);
  }
  return page;
}

function PageLoading() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('remote.loading')}
    </div>
  );
}

/** Renders one route's page from its remote, with loading, failure and retry kept in the page area. */
export function RemoteRoutePage({ route }: { route: RouteDefinition }) {
  const config = useSiteConfig();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [attempt, setAttempt] = useState(0);
  const routeTitle = t(`routes.${route.titleKey}`);
  useDocumentTitle(route.id === 'home' ? null : routeTitle, t('tagline'));
  const Page = lazyPage(route, config.remoteLoading);
  const retry = () => {
    pages.delete(`${route.remote}/${route.expose}`);
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteBoundary key={`${route.id}:${attempt}`} onRetry={retry} showDetails={config.flags.debug}>
      <Suspense fallback={<PageLoading />}>
        {/* The `pages` cache keeps each page component's identity stable across renders. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page config={config} routeTitle={routeTitle} />
      </Suspense>
    </RemoteBoundary>
  );
}
