import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from '../create-app';
import type { SandboxOptions } from '../sandbox-options';
import { openMemoryStore, type SandboxStore } from '../store/file-store';

export const TEST_SITE = 'http://localhost:8080';

export interface Envelope<T = Record<string, unknown>> {
  code: number;
  message: string;
  data: T;
}

/** A sandbox on a free port with one browser's cookie jar, for the account route tests. */
export class SandboxClient {
  readonly store: SandboxStore = openMemoryStore();
  private server!: Server;
  private base = '';
  private cookies = new Map<string, string>();

  async start(): Promise<this> {
    const options: SandboxOptions = { port: 0, dataDir: '', siteOrigin: TEST_SITE };
    this.server = createSandboxApp(this.store, options).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => this.server.once('listening', () => resolve()));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** Forgets every cookie, as a new browser would. */
  clearCookies(): void {
    this.cookies.clear();
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  private keepCookies(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }

  async request<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keepCookies(response);
    return (await response.json()) as Envelope<T>;
  }

  post<T = Record<string, unknown>>(path: string, body: unknown): Promise<Envelope<T>> {
    return this.request<T>('POST', path, body);
  }

  get<T = Record<string, unknown>>(path: string): Promise<Envelope<T>> {
    return this.request<T>('GET', path);
  }

  async captcha(): Promise<string> {
    return (await this.post<{ token: string }>('/__sandbox/captcha/token', {})).data.token;
  }

  mailsTo(email: string) {
    return this.store.data.outbox.filter((mail) => mail.to === email);
  }
}
