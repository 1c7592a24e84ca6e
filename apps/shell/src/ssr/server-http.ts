import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { AxiosStatic } from 'axios';

// axios turns TCP keep-alive probes on at 60 s for every socket a request is given, and a
// keep-alive agent sets them back to its own `keepAliveMsecs` (1 s by default) each time it takes
// the socket back. On a reused socket that rewrote four socket options twice per call, ~8 system
// calls on every API call of a render. With one interval for both, a socket keeps what its first
// call set.
const PROBES_AFTER_MS = 60_000;

/**
 * The transport of every API call a server render makes (the page loaders' clients are created
 * from the shared axios, after this): reused connections that are not reconfigured per call, and
 * no redirect followed: the server calls the composition's own API hosts only, so an answer that
 * sends it elsewhere is that API's fault, told like any failed call.
 */
export function configureServerHttp(axios: Pick<AxiosStatic, 'defaults'>): void {
  axios.defaults.httpAgent = new HttpAgent({ keepAlive: true, keepAliveMsecs: PROBES_AFTER_MS });
  axios.defaults.httpsAgent = new HttpsAgent({ keepAlive: true, keepAliveMsecs: PROBES_AFTER_MS });
  axios.defaults.maxRedirects = 0;
}
