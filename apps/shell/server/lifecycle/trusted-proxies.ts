/** What Express's `trust proxy` takes: no proxy, a hop count, or the proxies' names and addresses. */
export type TrustedProxies = false | number | string[];

/**
 * `TRUST_PROXY`: the proxies in front of the site server whose word on the visitor's address
 * (`X-Forwarded-For`) counts — a hop count (`1`: one load balancer) or Express's names and
 * addresses (`loopback`, `10.0.0.0/8, 172.16.0.0/12`). Unset, none: a visitor cannot choose the
 * address the failure-report limit counts them by. Behind a proxy it must be set, or every visitor
 * shares the proxy's address and one limit. Trusting every sender is refused: anyone could then
 * name their own address.
 */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|\*)$/i.test(text)) {
    throw new Error('TRUST_PROXY must name the proxies in front (a hop count such as 1, or addresses such as loopback or 10.0.0.0/8), not trust every sender.');
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
