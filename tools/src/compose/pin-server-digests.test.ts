import { pinServerDigests } from './pin-server-digests';

const FILE = '{\n  "environment": "x",\n  "flags": { "faqs": true, "debug": false }\n}\n';
const A = { 'remoteEntry.js': `sha256-${'A'.repeat(43)}=` };
const B = { 'remoteEntry.js': `sha256-${'B'.repeat(43)}=` };

describe('pinServerDigests', () => {
  it('adds the block last and keeps the rest of the layout', () => {
    const pinned = pinServerDigests(FILE, 'api-docs', A);
    expect(pinned.startsWith('{\n  "environment": "x",\n  "flags": { "faqs": true, "debug": false },\n  "serverDigests": {')).toBe(true);
    expect(JSON.parse(pinned).serverDigests).toEqual({ 'api-docs': A });
  });

  it('replaces one remote\'s digests and keeps the others', () => {
    const twice = pinServerDigests(pinServerDigests(pinServerDigests(FILE, 'api-docs', A), 'auth-flows', A), 'api-docs', B);
    expect(JSON.parse(twice).serverDigests).toEqual({ 'api-docs': B, 'auth-flows': A });
  });

  it('removes the digests of a version that has none, and the block when it is empty', () => {
    expect(pinServerDigests(pinServerDigests(FILE, 'api-docs', A), 'api-docs', undefined)).toBe(FILE);
  });

  it('writes a file whose block is not last out whole', () => {
    const odd = '{ "serverDigests": {}, "environment": "x" }';
    const written = pinServerDigests(odd, 'api-docs', A);
    expect(written.match(/serverDigests/g)).toHaveLength(1);
    expect(JSON.parse(written)).toEqual({ environment: 'x', serverDigests: { 'api-docs': A } });
  });
});
