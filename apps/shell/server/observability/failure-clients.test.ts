/** @jest-environment node */
import { createFailureClients, FAILURE_CLIENT_WINDOW_MS } from './failure-clients';

// The faked clock, read when asked: the set's default one was taken before the timers were faked.
const now = () => Date.now();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the clients that reported a failure', () => {
  it('tells a client new once per remote version within a window', () => {
    const isNew = createFailureClients({ now });
    expect(isNew('203.0.113.7', 'marketing-blog@1.0.0')).toBe(true);
    expect(isNew('203.0.113.7', 'marketing-blog@1.0.0')).toBe(false);
    expect(isNew('203.0.113.7', 'marketing-blog@1.0.1')).toBe(true);
    expect(isNew('198.51.100.2', 'marketing-blog@1.0.0')).toBe(true);
  });

  it('counts a client again once its window has passed', () => {
    const isNew = createFailureClients({ now });
    expect(isNew('203.0.113.7', 'api-docs@1.0.0')).toBe(true);
    jest.advanceTimersByTime(FAILURE_CLIENT_WINDOW_MS - 1000);
    expect(isNew('203.0.113.7', 'api-docs@1.0.0')).toBe(false);
    jest.advanceTimersByTime(2000);
    expect(isNew('203.0.113.7', 'api-docs@1.0.0')).toBe(true);
  });

  it('remembers a bounded number of clients, the oldest forgotten first', () => {
    const isNew = createFailureClients({ now, maxClients: 2 });
    for (const client of ['a', 'b', 'c']) expect(isNew(client, 'api-docs@1.0.0')).toBe(true);
    // a was pushed out by c; b is still known.
    expect(isNew('b', 'api-docs@1.0.0')).toBe(false);
    expect(isNew('a', 'api-docs@1.0.0')).toBe(true);
  });
});
