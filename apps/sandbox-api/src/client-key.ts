import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * IPv6 networks are counted as one client per /56: one subscriber usually holds a whole /56 (or
 * /48), so counting single addresses would hand them thousands of fresh "clients".
 */
export const IPV6_CLIENT_PREFIX = 56;

/**
 * The one way the sandbox tells clients apart: an IPv4 address, or an IPv6 address's /56 network.
 * The per-client limits and the per-client lock-outs both use it, so four addresses of one network
 * are one client for each of them (the proxy's view of the address when one is trusted).
 */
export function clientKey(req: Request): string {
  return req.ip ? ipKeyGenerator(req.ip, IPV6_CLIENT_PREFIX) : 'unknown';
}
