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
  /** Set-Cookie headers of the last answer, as sent. */
  lastSetCookies: string[] = [];
  /** Headers of the last answer. */
  lastHeaders = new Headers();
  lastStatus = 0;
  /** The client address this browser appears to have (sent as X-Forwarded-For to a sandbox trusting loopback). */
  ip: string | undefined;

  constructor(private readonly overrides: Partial<SandboxOptions> = {}) {}

  async start(): Promise<this> {
    const options: SandboxOptions = { port: 0, dataDir: '', siteOrigin: TEST_SITE, trustProxy: 'loopback', ...this.overrides };
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
    this.lastSetCookies = response.headers.getSetCookie();
    this.lastHeaders = response.headers;
    this.lastStatus = response.status;
    for (const header of this.lastSetCookies) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }

  /** Sends a request as this browser; `body` as a string goes unchanged (for malformed JSON). */
  async fetch(method: 'GET' | 'POST' | 'OPTIONS', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(cookie ? { Cookie: cookie } : {}),
        ...(this.ip ? { 'X-Forwarded-For': this.ip } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.keepCookies(response);
    return response;
  }

  async request<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
    return (await (await this.fetch(method, path, body)).json()) as Envelope<T>;
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
