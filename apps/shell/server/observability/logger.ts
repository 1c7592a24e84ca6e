import { pino, type DestinationStream, type Logger } from 'pino';
import { cut } from './loggable-url';

export type SiteLogger = Logger;

// Whatever else a line carries, these never reach a log: a cookie is a session, a body may hold a password.
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.body',
  'res.headers["set-cookie"]',
  'body',
  'password',
  '*.password',
];

/**
 * The site server's log: one JSON object per line on stdout (a log shipper's format), at
 * `LOG_LEVEL` (default info). Tests pass a destination to read what was written.
 */
export function createSiteLogger(options: { level?: string; destination?: DestinationStream } = {}): SiteLogger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: 'echowatch-site', pid: process.pid },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  );
}

const ERROR_MESSAGE_MAX = 1000;
const ERROR_STACK_MAX = 4000;

/**
 * An error as a log field: its name, message and stack, never the whole object (which may hold a
 * request). Each is cut: a message can quote an address or a body of any length, and the stack
 * starts with the message again.
 */
export function errorField(error: unknown): { name: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { name: 'NonError', message: cut(String(error), ERROR_MESSAGE_MAX) };
  const message = cut(error.message, ERROR_MESSAGE_MAX);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return { name: error.name, message, stack: cut([`${error.name}: ${message}`, ...frames].join('\n'), ERROR_STACK_MAX) };
}
