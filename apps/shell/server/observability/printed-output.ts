import { format, types } from 'node:util';
import { type PassedError, revivedError } from '../../src/ssr/render-worker-protocol';
import { cut } from './loggable-url';
import { errorField, type SiteLogger } from './logger';
import { type LineLevel, type RepeatedLines, repeatedLines } from './repeated-lines';

/** How a thread printed: a console method, a process warning, or a write of its own to stdout or stderr. */
export type PrintMethod = 'log' | 'info' | 'warn' | 'error' | 'debug' | 'trace' | 'warning' | 'stdout' | 'stderr';

/** What a thread printed: its arguments as text, and the error among them as its parts. */
export interface PrintedOutput {
  method: PrintMethod;
  text: string;
  error?: PassedError;
}

export const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

const LEVELS: Record<PrintMethod, LineLevel> = {
  log: 'info',
  info: 'info',
  warn: 'warn',
  warning: 'warn',
  error: 'error',
  debug: 'debug',
  trace: 'debug',
  stdout: 'info',
  stderr: 'warn',
};

/** A console call's arguments as printed output: the first error apart, the rest as the console would write them. */
export function printedFromArguments(method: PrintMethod, args: unknown[]): PrintedOutput {
  const error = args.find((arg): arg is Error => types.isNativeError(arg));
  const text = format(...args.filter((arg) => arg !== error));
  return error ? { method, text, error: { name: error.name, message: String(error.message), stack: error.stack } } : { method, text };
}

const firstLine = (text: string) => cut(text.trim().split('\n', 1)[0]!, 300);

/**
 * Printed output as log lines: one JSON line each, its message the first line of the error (or of
 * the text), the error as `err` (name, message, stack). Through `lines`, a failure printed at
 * every request (the federation runtime prints each failed load) is logged whole once, then counted.
 */
export function printedOutputLog(lines: RepeatedLines, thread: string) {
  return ({ method, text, error }: PrintedOutput): void => {
    const printed = text.trimEnd();
    const msg = firstLine(error?.message ?? '') || firstLine(printed);
    if (!msg) return;
    const fields = {
      thread,
      printedBy: method,
      ...(printed && printed !== msg ? { text: cut(printed, 2000) } : {}),
      ...(error ? { err: errorField(revivedError(error)) } : {}),
    };
    lines(LEVELS[method], fields, msg);
  };
}

type ConsoleMethods = Pick<Console, (typeof CONSOLE_METHODS)[number]>;

/**
 * Makes this process's output log lines: what its code and its libraries print through the
 * console, its warnings (Node's own printer is removed; it writes several lines of text), and an
 * error nothing caught, logged before the process exits as Node would. Called once, at the start.
 */
export function routeProcessOutput(
  logger: SiteLogger,
  { target = console, emitter = process, exit = process.exit }: { target?: ConsoleMethods; emitter?: NodeJS.EventEmitter; exit?: (code: number) => void } = {},
): void {
  const log = printedOutputLog(repeatedLines(logger), 'main');
  for (const method of CONSOLE_METHODS) target[method] = (...args: unknown[]) => log(printedFromArguments(method, args));
  for (const listener of emitter.listeners('warning')) emitter.off('warning', listener as () => void);
  emitter.on('warning', (warning: Error) => log(printedFromArguments('warning', [warning])));
  emitter.on('uncaughtException', (error: unknown, origin: string) => {
    logger.fatal({ err: errorField(error), origin }, 'the site stopped: an error nothing caught');
    exit(1);
  });
}
