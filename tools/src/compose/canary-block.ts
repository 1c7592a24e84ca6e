import type { RemoteCanary, RemoteName, SiteConfig } from '@echowatch/contracts';

const KEY = '"canaries": ';
const PINS = ',\n  "serverDigests": ';

const blockOf = (canaries: SiteConfig['canaries']) => `\n  ${KEY}${JSON.stringify(canaries, null, 2).replace(/\n/g, '\n  ')}`;

const withoutCanaries = ({ canaries: _canaries, ...rest }: SiteConfig) => JSON.stringify(rest);

/**
 * The environment text with `canaries[remote]` set to `canary` (or removed). The rest of the file
 * keeps its hand-made layout: the block this writes is found again by its exact text and replaced,
 * placed before `serverDigests` (which promote keeps last) or last; a file laid out otherwise is
 * written out whole.
 */
export function setCanary(text: string, remote: RemoteName, canary: RemoteCanary | undefined): string {
  const config = JSON.parse(text) as SiteConfig;
  const next = { ...config.canaries };
  if (canary) next[remote] = canary;
  else delete next[remote];
  const canaries = Object.keys(next).length > 0 ? next : undefined;
  const wanted: SiteConfig = { ...config, canaries };
  const whole = `${JSON.stringify(wanted, null, 2)}\n`;
  let body = text;
  if (config.canaries !== undefined) {
    const current = `,${blockOf(config.canaries)}`;
    if (body.split(current).length !== 2) return whole;
    body = body.replace(current, '');
  }
  if (canaries) {
    const block = blockOf(canaries);
    body = body.includes(PINS) ? body.replace(PINS, `,${block}${PINS}`) : `${body.slice(0, body.lastIndexOf('}')).replace(/\s*$/, '')},${block}\n}\n`;
  }
  try {
    const reread = JSON.parse(body) as SiteConfig;
    if (JSON.stringify(reread.canaries) === JSON.stringify(canaries) && withoutCanaries(reread) === withoutCanaries(config)) return body;
  } catch {
    // Not the layout this writes: the whole file is written out below.
  }
  return whole;
}
