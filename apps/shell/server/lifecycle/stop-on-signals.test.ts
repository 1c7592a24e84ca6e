/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { ConnectionDrain, DrainOptions, DrainResult } from './connection-drain';
import { createReadiness } from './readiness';
import { stopOnSignals } from './stop-on-signals';

function setUp() {
  const signals = new EventEmitter();
  const readiness = createReadiness();
  let finish!: (result: DrainResult) => void;
  const drains: DrainOptions[] = [];
  const drain: ConnectionDrain = {
    inFlight: 2,
    drain: (options) => {
      drains.push(options);
      return new Promise((resolve) => (finish = resolve));
    },
  };
  const exit = jest.fn();
  const log = { log: jest.fn(), error: jest.fn() };
  stopOnSignals({ readiness, drain, settings: { shutdownTimeoutMs: 20_000, shutdownDelayMs: 3000 }, signals, exit, log });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { signals, readiness, drains, finish: (result: DrainResult) => finish(result), exit, log, settle };
}

describe('stopOnSignals', () => {
  it.each(['SIGTERM', 'SIGINT'])('on %s reports not ready at once and drains with the configured timings', (signal) => {
    const { signals, readiness, drains, exit } = setUp();
    signals.emit(signal);
    expect(readiness.report().ready).toBe(false);
    expect(drains).toEqual([{ timeoutMs: 20_000, delayMs: 3000 }]);
    expect(exit).not.toHaveBeenCalled();
  });

  it('exits with 0 once every request has finished', async () => {
    const { signals, finish, exit, settle } = setUp();
    signals.emit('SIGTERM');
    finish({ outcome: 'drained' });
    await settle();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits with 1 and says so when requests had to be cut', async () => {
    const { signals, finish, exit, log, settle } = setUp();
    signals.emit('SIGTERM');
    finish({ outcome: 'forced', inFlight: 2 });
    await settle();
    expect(exit).toHaveBeenCalledWith(1);
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/2 request\(s\) were still in flight after 20000 ms/));
  });

  it('starts one drain however many signals arrive', () => {
    const { signals, drains } = setUp();
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    expect(drains).toHaveLength(1);
  });
});
