/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { capturedLog } from '../testing/captured-log';
import { printedFromArguments, printedOutputLog, routeProcessOutput } from './printed-output';
import { repeatedLines } from './repeated-lines';

describe('printedFromArguments', () => {
  it('keeps the first error apart and writes the rest as the console would', () => {
    const error = new RangeError('out of range');
    expect(printedFromArguments('error', ['Rendering %s again failed:', '/packages', error, { at: 1 }])).toEqual({
      method: 'error',
      text: "Rendering /packages again failed: { at: 1 }",
      error: { name: 'RangeError', message: 'out of range', stack: error.stack },
    });
    expect(printedFromArguments('log', ['plain', 2])).toEqual({ method: 'log', text: 'plain 2' });
  });
});

describe('printedOutputLog', () => {
  it('makes one line of multi-line text, its first line the message', () => {
    const log = capturedLog();
    const logged = printedOutputLog(repeatedLines(log.logger), 'render worker');
    logged({ method: 'stderr', text: '(node:12) Warning: something\n(Use `node --trace-warnings ...` to show where)\n' });
    logged({ method: 'log', text: '\n' });
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        thread: 'render worker',
        printedBy: 'stderr',
        msg: '(node:12) Warning: something',
        text: '(node:12) Warning: something\n(Use `node --trace-warnings ...` to show where)',
      }),
    ]);
  });
});

describe('routeProcessOutput', () => {
  function routed() {
    const log = capturedLog();
    const target = { log: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn(), trace: jest.fn() };
    const emitter = new EventEmitter();
    const nodePrinter = jest.fn();
    emitter.on('warning', nodePrinter);
    const exit = jest.fn();
    routeProcessOutput(log.logger, { target, emitter, exit });
    return { log, target, emitter, nodePrinter, exit };
  }

  it('logs what the console prints, one JSON line per call, the error with its stack', () => {
    const { log, target } = routed();
    target.error('Rendering /packages again in the background failed:', new Error('the API timed out'));
    target.info('cache %s', 'warmed');
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        thread: 'main',
        printedBy: 'error',
        msg: 'the API timed out',
        text: 'Rendering /packages again in the background failed:',
        err: expect.objectContaining({ name: 'Error', message: 'the API timed out', stack: expect.stringMatching(/^Error: the API timed out\n\s+at /) }),
      }),
      expect.objectContaining({ level: 'info', msg: 'cache warmed' }),
    ]);
  });

  it('logs warnings in place of Node\'s printer, and an error nothing caught before the exit', () => {
    const { log, emitter, nodePrinter, exit } = routed();
    const warning = Object.assign(new Error('Possible EventEmitter memory leak detected'), { name: 'MaxListenersExceededWarning' });
    emitter.emit('warning', warning);
    expect(nodePrinter).not.toHaveBeenCalled();
    emitter.emit('uncaughtException', new TypeError('x is not a function'), 'uncaughtException');
    expect(exit).toHaveBeenCalledWith(1);
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'warn', printedBy: 'warning', msg: 'Possible EventEmitter memory leak detected', err: expect.objectContaining({ name: 'MaxListenersExceededWarning' }) }),
      expect.objectContaining({ level: 'fatal', msg: 'the site stopped: an error nothing caught', origin: 'uncaughtException', err: expect.objectContaining({ name: 'TypeError' }) }),
    ]);
  });
});
