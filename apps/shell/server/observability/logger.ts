import { pino, type DestinationStream, type Logger } from 'pino';

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

/** An error as a log field: its name, message and stack, never the whole object (which may hold a request). */
export function errorField(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message.slice(0, 2000), stack: error.stack };
  return { name: 'NonError', message: String(error).slice(0, 2000) };
}
