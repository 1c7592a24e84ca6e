import { format } from 'node:util';
import { SandboxClient } from './routes/auth-test-client';

let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient().start();
});

afterEach(async () => {
  jest.restoreAllMocks();
  await sandbox.stop();
});

async function answer(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  // Never to be read as anything else, whatever a browser guesses from the body.
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('bad input gets the envelope, never an HTML page', () => {
  it('answers a body over the limit with 413', async () => {
    const big = { email: 'a@echowatch.vn', filler: 'x'.repeat(200 * 1024) };
    expect(await answer(await sandbox.fetch('POST', '/register/check-infos', big))).toEqual({
      status: 413,
      body: { code: 11, message: 'Request body too large', data: null },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const { status, body } = await answer(await sandbox.fetch('POST', '/api/login', '{"username": '));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 11, data: null });
  });

  it.each(['%E0%A4%A', 'a%2Fb', 'a/b/c', 'x'.repeat(5000)])('answers the 2FA-reset link %s with the invalid-link code', async (token) => {
    const { status, body } = await answer(await sandbox.fetch('GET', `/two-factor/reset-2fa/${token}`));
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 3, message: 'Invalid or expired link' });
  });

  it.each(['%E0%A4%A', '../../etc/passwd', 'x'.repeat(5000)])('refuses the token %s in link calls with 11', async (token) => {
    for (const [path, body] of [
      ['/api/validate-link', { token }],
      ['/api/reset-password-new', { uuid: token, password: 'Fresh@2026' }],
      ['/user/confirm-invited-user', { request_id: token }],
    ] as const) {
      expect((await answer(await sandbox.fetch('POST', path, body))).body).toMatchObject({ code: 11 });
    }
    expect((await answer(await sandbox.fetch('POST', '/two-factor/confirm', { uuid: token, otp: '123456' }))).body).toMatchObject({ code: 3 });
    const invited = await sandbox.fetch('GET', `/user/get-invited-user?requestId=${encodeURIComponent(token)}`);
    expect((await answer(invited)).body).toMatchObject({ code: 11 });
  });

  it('answers an unexpected failure with 500 and the envelope, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sandbox.store.save = () => Promise.reject(new Error('disk full'));
    const { status, body } = await answer(await sandbox.fetch('POST', '/__sandbox/captcha/token', {}));
    expect(status).toBe(500);
    expect(body).toEqual({ code: 16, message: 'Try again later', data: null });
    expect(log).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(log.mock.calls[0]![0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', method: 'POST', route: '/__sandbox/captcha/token', err: { name: 'Error', message: 'disk full' } });
  });

  it('logs one bounded JSON line however long the error, never the address', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sandbox.store.save = () => Promise.reject(new Error(`write failed: ${'x'.repeat(20_000)}`));
    await sandbox.fetch('POST', '/__sandbox/captcha/token?token=secret-link-token', {});
    expect(log).toHaveBeenCalledTimes(1);
    // What the console prints, all arguments together.
    const text = format(...log.mock.calls[0]!);
    expect(text.length).toBeLessThan(6_000);
    expect(text).not.toContain('secret-link-token');
  });
});
