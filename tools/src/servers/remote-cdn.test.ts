import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { startRemoteCdn } from './remote-cdn';

const SCRIPT = 'self.page = "home";'.repeat(200);

function rawGet(port: number, address: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: address, headers: { 'Accept-Encoding': 'gzip, br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function version(root: string, name: string, { withManifest }: { withManifest: boolean }): void {
  const folder = path.join(root, 'marketing-blog', name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'page.1a2b3c4d.js'), SCRIPT);
  writeFileSync(path.join(folder, 'page.1a2b3c4d.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(folder, '.published.json'), '{"by":"someone"}');
  if (withManifest) writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
}

describe('the local remote CDN', () => {
  let root: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'remote-cdn-'));
    version(root, '1.0.0', { withManifest: true });
    server = await startRemoteCdn(root, 0);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends a published version's scripts as the build's brotli copies, open to any origin", async () => {
    const answer = await rawGet(port, '/marketing-blog/1.0.0/page.1a2b3c4d.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.body.equals(readFileSync(path.join(root, 'marketing-blog', '1.0.0', 'page.1a2b3c4d.js.br')))).toBe(true);
  });

  it('finds the copies of a version published while it runs, once its manifest is written', async () => {
    version(root, '1.1.0', { withManifest: false });
    const copy = readFileSync(path.join(root, 'marketing-blog', '1.1.0', 'page.1a2b3c4d.js.br'));
    // Half published: the file itself, compressed on the way if at all.
    const early = await rawGet(port, '/marketing-blog/1.1.0/page.1a2b3c4d.js');
    expect(early.status).toBe(200);
    expect(early.headers['content-encoding'] === 'br' ? brotliDecompressSync(early.body).toString() : early.body.toString()).toBe(SCRIPT);
    writeFileSync(path.join(root, 'marketing-blog', '1.1.0', 'mf-manifest.json'), '{}');
    const published = await rawGet(port, '/marketing-blog/1.1.0/page.1a2b3c4d.js');
    expect(published.headers['content-encoding']).toBe('br');
    expect(published.body.equals(copy)).toBe(true);
  });

  it('sends no publish record and nothing outside its folder', async () => {
    expect((await rawGet(port, '/marketing-blog/1.0.0/.published.json')).status).toBe(404);
    expect((await rawGet(port, '/marketing-blog/..%2f..%2fetc/passwd')).status).toBe(404);
    expect((await rawGet(port, '/marketing-blog/1.0.0/missing.js')).status).toBe(404);
  });
});
