import { LRUCache } from 'lru-cache';
import type { SiteConfig } from '@echowatch/contracts';
import { createStaticHandler } from '@echowatch/routing/server';
import { buildRouteTable } from '../routes/route-table';
import { siteRouteObjects } from '../routes/site-route-objects';
import { slotsOfRequestContext } from './server-page-slots';

type StaticHandler = ReturnType<typeof createStaticHandler>;

// A few route tables are served at once (live, previous, a canary); an old one is not kept for ever.
const MAX_ROUTE_TABLES = 8;

/**
 * The static handler of a composition's route table (its flags and addresses), made once: making
 * one flattens and ranks every route, which costs as much as fetching a page's data. Its loaders
 * and actions reach each request's page slots through the query's request context.
 */
export function routeHandlers(): (config: SiteConfig) => StaticHandler {
  const handlers = new LRUCache<string, StaticHandler>({ max: MAX_ROUTE_TABLES });
  return (config) => {
    const table = JSON.stringify(buildRouteTable(config));
    let handler = handlers.get(table);
    if (!handler) {
      handler = createStaticHandler(siteRouteObjects(config, slotsOfRequestContext));
      handlers.set(table, handler);
    }
    return handler;
  };
}
