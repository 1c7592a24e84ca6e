import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { precompressedFiles } from './precompressed-files';

const SCRIPT = 'window.answer = 42;'.repeat(100);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(port: number, file: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: file, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('precompressedFiles', () => {
  let folder: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
    writeFileSync(path.join(folder, 'main.1a2b3c4d.js'), SCRIPT);
    writeFileSync(path.join(folder, 'main.1a2b3c4d.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(folder, 'plain.1a2b3c4d.js'), SCRIPT);
    const app = express();
    app.use(precompressedFiles(folder));
    app.use((_req, res) => res.status(404).send('none'));
    server = createServer(app).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("sends the build's brotli copy to a browser that accepts brotli, typed and cached as the script", async () => {
    const answer = await rawGet(port, '/main.1a2b3c4d.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a browser that does not accept brotli, or when the build wrote no copy', async () => {
    for (const [file, encoding] of [['/main.1a2b3c4d.js', 'gzip'], ['/plain.1a2b3c4d.js', 'br']] as const) {
      const answer = await rawGet(port, file, encoding);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('passes on what it does not hold', async () => {
    expect((await rawGet(port, '/missing.js', 'br')).status).toBe(404);
    expect((await rawGet(port, '/', 'br')).status).toBe(404);
  });
});
