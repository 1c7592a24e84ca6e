import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from './security-headers';

async function headersOf(policy: 'same-origin' | 'cross-origin'): Promise<Headers> {
  const headers = securityHeaders({ resourcePolicy: policy });
  const server = createServer((req, res) => headers(req, res, () => res.end('1'))).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/file.js`)).headers;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it('forbids sniffing and framing, trims referrers and names no framework', async () => {
    const headers = await headersOf('same-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('refuses the powerful features no page uses, to the page and what it embeds', async () => {
    const policy = (await headersOf('same-origin')).get('permissions-policy');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(policy).toContain(`${feature}=()`);
  });

  it('leaves the page policy and HSTS to their owners', async () => {
    const headers = await headersOf('cross-origin');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
