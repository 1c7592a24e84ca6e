import { useMemo } from 'react';
import { Route, Routes, useLocation, useParams } from '@echowatch/routing';
import { useSiteConfig } from '@echowatch/remote-kit';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { RemoteRoutePage } from './remote-route';
import { buildRouteTable, hasKnownSlug, linkResultRoute, type RemoteRoute } from './route-table';
import { SessionGuard } from './session-guard';

function SlugRoute({ route }: { route: RemoteRoute }) {
  const { slug } = useParams();
  return hasKnownSlug(route, slug) ? <RemoteRoutePage route={route} /> : <NotFoundPage />;
}

function CatchAll() {
  const { pathname } = useLocation();
  const linkRoute = linkResultRoute(pathname);
  return linkRoute ? <RemoteRoutePage route={linkRoute} /> : <NotFoundPage />;
}

function routeElement(route: RemoteRoute) {
  if (route.slugs) return <SlugRoute route={route} />;
  const page = <RemoteRoutePage route={route} />;
  return route.guarded ? <SessionGuard>{page}</SessionGuard> : page;
}

export function SiteRoutes() {
  const config = useSiteConfig();
  const table = useMemo(() => buildRouteTable(config), [config]);
  return (
    <Routes>
      {table.map((route) => (
        <Route key={route.id} path={route.path} element={routeElement(route)} />
      ))}
      <Route path="*" element={<CatchAll />} />
    </Routes>
  );
}
