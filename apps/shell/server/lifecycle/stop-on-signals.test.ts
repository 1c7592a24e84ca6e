/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { ConnectionDrain, DrainOptions, DrainResult } from './connection-drain';
import { createReadiness } from './readiness';
import { stopOnSignals } from './stop-on-signals';

function setUp(flush?: () => Promise<void>) {
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
  stopOnSignals({ readiness, drain, settings: { shutdownTimeoutMs: 20_000, shutdownDelayMs: 3000 }, signals, exit, log, flush });
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

  it('sends the last traces once the requests are done, then exits', async () => {
    let flushed!: () => void;
    const flush = jest.fn(() => new Promise<void>((resolve) => (flushed = resolve)));
    const { signals, finish, exit, settle } = setUp(flush);
    signals.emit('SIGTERM');
    await settle();
    expect(flush).not.toHaveBeenCalled();
    finish({ outcome: 'drained' });
    await settle();
    expect(flush).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
    flushed();
    await settle();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('does not wait for the traces past the stop time-out: the flush gets what the drain left', async () => {
    jest.useFakeTimers();
    try {
      const signals = new EventEmitter();
      const exit = jest.fn();
      const log = { log: jest.fn(), error: jest.fn() };
      const drain: ConnectionDrain = { inFlight: 1, drain: () => new Promise((resolve) => setTimeout(() => resolve({ outcome: 'drained' }), 15_000)) };
      const flush = () => new Promise<void>(() => undefined);
      stopOnSignals({ readiness: createReadiness(), drain, settings: { shutdownTimeoutMs: 20_000, shutdownDelayMs: 0 }, signals, exit, log, flush });
      signals.emit('SIGTERM');
      await jest.advanceTimersByTimeAsync(19_999);
      expect(exit).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(exit).toHaveBeenCalledWith(0);
      expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/before its last traces were sent/));
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts one drain however many signals arrive', () => {
    const { signals, drains } = setUp();
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    expect(drains).toHaveLength(1);
  });
});
