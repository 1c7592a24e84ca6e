import { LRUCache } from 'lru-cache';
import { createSiteApi, createSiteApiClients, type ApiHosts, type SiteApi } from '@echowatch/api-client';
import type { SiteConfig } from '@echowatch/contracts';

// On the server a page's calls must answer within the render budget, and a failed call is the
// browser's to repeat: no 30 s timeout and no retries on a runtime every visitor shares.
const SERVER_CALLS = { timeoutMs: 800, retries: 0 } as const;

// The server renders every request with a copy of its composition's configuration; setting up a
// host's client (loading axios through the share scope, creating the instance) cost as much as
// the call itself. The clients hold no state of a request, so requests naming the same hosts share
// them. A few sets of hosts are in use at once (live, previous, a canary), never many. A browser
// build drops all of this (`typeof window` is folded at build time), lru-cache with it.
let serverApis: LRUCache<string, SiteApi> | undefined;

const hostsKey = (hosts: ApiHosts) => JSON.stringify([hosts.api, hosts.blog, hosts.sso, hosts.openApi]);

function serverApiFor(hosts: ApiHosts): SiteApi {
  serverApis ??= new LRUCache({ max: 8 });
  const key = hostsKey(hosts);
  let api = serverApis.get(key);
  if (!api) {
    api = createSiteApi(createSiteApiClients(hosts, SERVER_CALLS));
    serverApis.set(key, api);
  }
  return api;
}

/** The typed site and account calls for a composition's hosts, with the limits of where they run. */
export function siteApiFor(config: SiteConfig): SiteApi {
  if (typeof window === 'undefined') return serverApiFor(config.hosts);
  return createSiteApi(createSiteApiClients(config.hosts, {}));
}
