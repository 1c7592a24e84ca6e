import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * IPv6 networks are counted as one client per /56: one subscriber usually holds a whole /56 (or
 * /48), so counting single addresses would hand them thousands of fresh "clients".
 */
export const IPV6_CLIENT_PREFIX = 56;

/**
 * Counters kept for one account count an IPv6 /48 as one network: whoever holds a /48 holds 256
 * /56 networks, and must not get a fresh allowance against somebody's account with each of them.
 */
export const IPV6_ACCOUNT_NETWORK_PREFIX = 48;

/**
 * How the per-client request limits tell clients apart: an IPv4 address, or an IPv6 address's /56
 * network (the proxy's view of the address when one is trusted).
 */
export function clientKey(req: Request): string {
  return req.ip ? ipKeyGenerator(req.ip, IPV6_CLIENT_PREFIX) : 'unknown';
}

/**
 * How the per-account counters (the sign-in lock-out of one network for one account) tell networks
 * apart: an IPv4 address, or an IPv6 address's /48 network.
 */
export function accountNetworkKey(req: Request): string {
  return req.ip ? ipKeyGenerator(req.ip, IPV6_ACCOUNT_NETWORK_PREFIX) : 'unknown';
}
