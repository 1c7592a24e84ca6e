import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Chunk } from 'webpack';
import { remoteServerConfig } from './server-config';

const PRICING = path.resolve(__dirname, '../../apps/pricing-reporting');

describe('remoteServerConfig', () => {
  it('names the container remoteEntry.js even when its async chunks were merged into it', () => {
    const config = remoteServerConfig({
      dir: PRICING,
      mode: 'production',
      name: 'pricing_reporting',
      dependencies: (JSON.parse(readFileSync(path.join(PRICING, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies,
      exposes: { './reporting-service-page': './src/exposes/reporting-service-page.tsx' },
    });
    const filename = config.output?.filename;
    if (typeof filename !== 'function') throw new Error('the file name is decided per chunk');
    const named = (name: string) => filename({ chunk: { name } as Chunk }, undefined);
    expect(named('pricing_reporting')).toBe('remoteEntry.js');
    expect(named('contact-form')).toBe('[name].js');
  });
});
