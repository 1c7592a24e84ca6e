import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { installEarlyEvents } from '../early-events/early-events';
import { BrowserRouter, Link, Route, Routes } from '@echowatch/routing';
import { useTranslation } from '@echowatch/translation';
import { injectTokens } from '@echowatch/design-tokens';
import type { RemotePageModule, SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { initSiteI18n, currentLanguage } from '../i18n/site-i18n';
import { switchLanguage } from '../i18n/text-groups';
import '../index';
import * as styles from './harness.module.css';

export interface HarnessRoute {
  path: string;
  title: string;
  load: () => Promise<RemotePageModule>;
}

export interface HarnessOptions {
  remote: string;
  routes: HarnessRoute[];
}

type LazyPage = ComponentType<{ config: SiteConfig; routeTitle: string }>;

function lazyPage(route: HarnessRoute): LazyPage {
  return lazy(async () => {
    const module = await route.load();
    await module.prepare(currentLanguage());
    return { default: module.Page };
  });
}

function Harness({ options, pages, config }: { options: HarnessOptions; pages: LazyPage[]; config: SiteConfig }) {
  const { t, i18n } = useTranslation('kit');
  const next = currentLanguage(i18n) === 'vi' ? 'en' : 'vi';
  return (
    <BrowserRouter>
      <header className={styles.bar}>
        <strong>{t('harness.title', { remote: options.remote })}</strong>
        <nav aria-label={options.remote}>
          {options.routes.map((route) => (
            <Link key={route.path} to={route.path.replace(/\/:[^/]+/g, '/sample').replace('/*', '')}>
              {route.title}
            </Link>
          ))}
        </nav>
        <button type="button" onClick={() => void switchLanguage(next)}>
          {t('harness.language')}: {next.toUpperCase()}
        </button>
      </header>
      <main>
        <Routes>
          {options.routes.map((route, index) => {
            const Page = pages[index]!;
            return (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <Suspense fallback={<p role="status">{t('loading')}</p>}>
                    <Page config={config} routeTitle={route.title} />
                  </Suspense>
                }
              />
            );
          })}
        </Routes>
      </main>
    </BrowserRouter>
  );
}

/**
 * Runs one remote without the shell: the same router, i18n, tokens and configuration the shell
 * supplies, with the local sandbox API as the stand-in for every call.
 */
export async function startHarness(options: HarnessOptions): Promise<void> {
  // The site's server inlines these in every page; the harness has no server of its own.
  installEarlyEvents(window);
  injectTokens();
  await initSiteI18n();
  // The development server has no image route (the shell's server has): pictures load from their source.
  const { images: _noImageRoute, ...config } = localEnvironment as unknown as SiteConfig;
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page needs a #root element');
  createRoot(container).render(
    <StrictMode>
      <Harness options={options} pages={options.routes.map(lazyPage)} config={config} />
    </StrictMode>,
  );
}
