import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import type { SiteConfig } from '@echowatch/contracts';
import { apiServer } from '@echowatch/test-utils/api-server';
import { createShellServer, type ShellServerOptions } from '../shell-server';

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

export interface TestShellServer {
  base: string;
  /** The environment file the server reads; a test may rewrite it to switch the composition. */
  environmentFile: string;
  /**
   * A GET sent over a bare socket, for addresses the HTTP clients of tests would refuse or rewrite
   * first (malformed escapes); the answer must be whole in one response without chunking.
   */
  rawGet: (pathname: string, headers?: Record<string, string>) => Promise<RawAnswer>;
  /** Lets the test's own requests reach the server past the API stand-in; call it in beforeEach. */
  passThrough: () => void;
  stop: () => Promise<void>;
}

/**
 * Serves `distDir` with `config` as its environment file (written to a temporary folder of its own)
 * on a free port of 127.0.0.1, as the site server does in production. Without a `distDir`, a build
 * of one bare page template, for tests of what the server does around the page.
 */
export async function startTestShellServer(
  config: SiteConfig,
  options: Omit<ShellServerOptions, 'environmentFile' | 'distDir'> & { distDir?: string },
): Promise<TestShellServer> {
  const environmentDir = mkdtempSync(path.join(tmpdir(), 'shell-environment-'));
  const environmentFile = path.join(environmentDir, 'env.json');
  writeFileSync(environmentFile, JSON.stringify(config));
  let { distDir } = options;
  if (!distDir) {
    distDir = path.join(environmentDir, 'dist');
    mkdirSync(distDir);
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>');
  }
  const server: Server = createShellServer({ ...options, distDir, environmentFile }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const rawGet = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      const socket = connect(port, '127.0.0.1', () =>
        socket.end(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\n${lines}Connection: close\r\n\r\n`),
      );
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const split = text.indexOf('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]), head: text.slice(0, split), body: text.slice(split + 4) });
      });
    });
  return {
    base,
    environmentFile,
    rawGet,
    passThrough: () => apiServer.use(http.all(`${base}/*`, () => passthrough())),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(environmentDir, { recursive: true, force: true });
    },
  };
}
