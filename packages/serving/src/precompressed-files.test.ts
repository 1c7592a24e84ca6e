import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import express, { type RequestHandler } from 'express';
import { pagePolicy } from './page-policy';
import { precompressedFiles } from './precompressed-files';
import { DOCUMENT_ONLY_HEADERS, securityHeaders } from './security-headers';

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

/** A folder of the given files served by precompressedFiles behind `before`, and a 404 for the rest. */
function servedFolder(files: Record<string, string | Buffer>, before: RequestHandler[] = []) {
  const served = { port: 0 };
  let folder: string;
  let server: Server;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(folder, name), content);
    const app = express();
    for (const handler of before) app.use(handler);
    app.use(precompressedFiles(folder));
    app.use((_req, res) => res.status(404).send('none'));
    server = createServer(app).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    served.port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return served;
}

describe('precompressedFiles', () => {
  const served = servedFolder({
    'main.1a2b3c4d.js': SCRIPT,
    'main.1a2b3c4d.js.br': brotliCompressSync(SCRIPT),
    'plain.1a2b3c4d.js': SCRIPT,
  });

  it("sends the build's brotli copy to a browser that accepts brotli, typed and cached as the script", async () => {
    const answer = await rawGet(served.port, '/main.1a2b3c4d.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a browser that does not accept brotli, or when the build wrote no copy', async () => {
    for (const [file, encoding] of [['/main.1a2b3c4d.js', 'gzip'], ['/plain.1a2b3c4d.js', 'br']] as const) {
      const answer = await rawGet(served.port, file, encoding);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('passes on what it does not hold', async () => {
    expect((await rawGet(served.port, '/missing.js', 'br')).status).toBe(404);
    expect((await rawGet(served.port, '/', 'br')).status).toBe(404);
  });
});

describe('precompressedFiles behind the page headers', () => {
  const served = servedFolder(
    {
      'main.1a2b3c4d.js': SCRIPT,
      'main.1a2b3c4d.js.br': brotliCompressSync(SCRIPT),
      'logo.1a2b3c4d.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'index.html': '<!doctype html><title>x</title>',
    },
    [securityHeaders({ resourcePolicy: 'same-origin' }), pagePolicy(() => ({}), () => ({ 'default-src': ["'self'"] }))],
  );

  const documentHeadersOf = (headers: IncomingHttpHeaders) => DOCUMENT_ONLY_HEADERS.filter((name) => headers[name.toLowerCase()] !== undefined);

  it('sends a script without the headers only a page acts on, keeping nosniff and who may embed it', async () => {
    for (const encoding of ['br', 'identity']) {
      const { status, headers } = await rawGet(served.port, '/main.1a2b3c4d.js', encoding);
      expect(status).toBe(200);
      expect(documentHeadersOf(headers)).toEqual([]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps every page header on a file a browser could open as a page, and on what answers for a missing file', async () => {
    for (const file of ['/logo.1a2b3c4d.svg', '/index.html', '/missing.1a2b3c4d.js']) {
      const { headers } = await rawGet(served.port, file, 'br');
      expect([file, documentHeadersOf(headers)]).toEqual([file, [...DOCUMENT_ONLY_HEADERS]]);
    }
  });
});
