import { SandboxClient } from '../routes/auth-test-client';

let sandbox: SandboxClient | undefined;

afterEach(async () => {
  await sandbox?.stop();
  sandbox = undefined;
});

const report = (remote: string, message: string) =>
  JSON.stringify({ kind: 'load', remote, version: '1.1.0', route: '/packages', message, at: '2026-11-25T10:00:00.000Z' });

describe('failure reports in the local sandbox', () => {
  it('collects beacons and shows the latest first, as JSON and as a page', async () => {
    sandbox = await new SandboxClient({ mode: 'local' }).start();
    const beacon = { 'Content-Type': 'text/plain;charset=UTF-8' };
    expect((await sandbox.fetch('POST', '/__errors', report('pricing-reporting', 'timed out'), beacon)).status).toBe(204);
    expect((await sandbox.fetch('POST', '/__errors', report('api-docs', '<b>broke</b>'), beacon)).status).toBe(204);

    const listed = (await (await sandbox.fetch('GET', '/__errors.json')).json()) as { remote: string; version: string }[];
    expect(listed.map(({ remote, version }) => `${remote}@${version}`)).toEqual(['api-docs@1.1.0', 'pricing-reporting@1.1.0']);

    const html = await (await sandbox.fetch('GET', '/__errors')).text();
    expect(html).toContain('Site failure reports (2)');
    expect(html).toContain('&#60;b&#62;broke&#60;/b&#62;');
    expect(html).not.toContain('<b>broke</b>');
  });

  it('refuses what is not a report', async () => {
    sandbox = await new SandboxClient({ mode: 'local' }).start();
    const beacon = { 'Content-Type': 'text/plain' };
    expect((await sandbox.fetch('POST', '/__errors', 'not json', beacon)).status).toBe(400);
    expect((await sandbox.fetch('POST', '/__errors', JSON.stringify({ kind: 'load' }), beacon)).status).toBe(400);
    expect(await (await sandbox.fetch('GET', '/__errors.json')).json()).toEqual([]);
  });

  it('is not there on a public sandbox', async () => {
    sandbox = await new SandboxClient({ mode: 'public' }).start();
    expect((await sandbox.fetch('GET', '/__errors')).status).toBe(404);
    expect((await sandbox.fetch('POST', '/__errors', report('api-docs', 'x'), { 'Content-Type': 'text/plain' })).status).toBe(404);
  });
});
