/** @jest-environment node */
import { createReadiness, loadedCheck } from './readiness';
import { deferred } from '@echowatch/test-utils/deferred';

// Lets the promise callbacks of loadedCheck run.
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('readiness', () => {
  it('is ready when every check passes and the server is not stopping', () => {
    const readiness = createReadiness();
    readiness.addCheck('environment', () => null);
    expect(readiness.report()).toEqual({ ready: true, checks: { environment: 'ok', stopping: 'ok' } });
  });

  it('names the check that fails, and one that throws fails with its message', () => {
    const readiness = createReadiness();
    readiness.addCheck('environment', () => {
      throw new Error('ENOENT: env.json');
    });
    readiness.addCheck('renderer', () => null);
    expect(readiness.report()).toEqual({ ready: false, checks: { environment: 'ENOENT: env.json', renderer: 'ok', stopping: 'ok' } });
  });

  it('is not ready from the moment it is stopping, for good', () => {
    const readiness = createReadiness();
    readiness.addCheck('environment', () => null);
    readiness.markStopping();
    expect(readiness.stopping).toBe(true);
    expect(readiness.report()).toEqual({ ready: false, checks: { environment: 'ok', stopping: 'the server is stopping' } });
  });
});

describe('loadedCheck', () => {
  it('fails while loading and passes once a value arrives', async () => {
    const loading = deferred<object | null>();
    const check = loadedCheck(loading.promise, 'the render bundle');
    expect(check()).toBe('the render bundle is still loading');
    loading.resolve({});
    await settle();
    expect(check()).toBeNull();
  });

  it('fails for good when nothing or an error arrives', async () => {
    const missing = deferred<object | null>();
    const broken = deferred<object | null>();
    const missingCheck = loadedCheck(missing.promise, 'the render bundle');
    const brokenCheck = loadedCheck(broken.promise, 'the render bundle');
    missing.resolve(null);
    broken.reject(new Error('syntax error'));
    await settle();
    expect(missingCheck()).toBe('the render bundle is missing or could not start');
    expect(brokenCheck()).toBe('the render bundle could not start');
  });
});
