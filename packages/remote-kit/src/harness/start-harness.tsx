import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { installEarlyEvents } from '../early-events/early-events';
import {
  createBrowserRouter,
  Link,
  Outlet,
  RouterProvider,
  useLoaderData,
  useNavigation,
  type LoaderFunctionArgs,
  type RouteObject,
} from '@echowatch/routing';
import { useTranslation } from '@echowatch/translation';
import { injectTokens } from '@echowatch/design-tokens';
import type { PageDataSnapshot, RemotePageModule, SiteConfig } from '@echowatch/contracts';
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

interface HarnessPageData {
  module: RemotePageModule;
  pageData: PageDataSnapshot;
}

/** A page with what its loader fetched, as the shell's route hands it over. */
function HarnessPage({ config, title }: { config: SiteConfig; title: string }) {
  const { module, pageData } = useLoaderData() as HarnessPageData;
  const source = useMemo(() => ({ read: (key: string) => pageData[key] }), [pageData]);
  return <module.Page config={config} routeTitle={title} pageData={source} />;
}

function HarnessLoading() {
  const { t } = useTranslation('kit');
  return <p role="status">{t('loading')}</p>;
}

function HarnessFrame({ options }: { options: HarnessOptions }) {
  const { t, i18n } = useTranslation('kit');
  const next = currentLanguage(i18n) === 'vi' ? 'en' : 'vi';
  const busy = useNavigation().state !== 'idle';
  return (
    <>
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
      <main aria-busy={busy}>
        <Outlet />
      </main>
    </>
  );
}

/** The remote's routes with the loaders the shell would run: the page's module, its texts and its data. */
function harnessRoutes(options: HarnessOptions, config: SiteConfig): RouteObject[] {
  return [
    {
      element: <HarnessFrame options={options} />,
      hydrateFallbackElement: <HarnessLoading />,
      children: options.routes.map((route) => ({
        path: route.path,
        loader: async ({ request, params }: LoaderFunctionArgs): Promise<HarnessPageData> => {
          const module = await route.load();
          const language = currentLanguage();
          await module.prepare(language);
          const address = new URL(request.url);
          const url = `${address.pathname}${address.search}`;
          const loaded = await module.load?.({ url, params, language, config, signal: request.signal });
          return { module, pageData: loaded?.data ?? {} };
        },
        element: <HarnessPage config={config} title={route.title} />,
      })),
    },
  ];
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
      <RouterProvider router={createBrowserRouter(harnessRoutes(options, config))} />
    </StrictMode>,
  );
}
