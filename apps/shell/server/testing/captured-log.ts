import { Writable } from 'node:stream';
import { createSiteLogger, type SiteLogger } from '../observability/logger';

export interface CapturedLog {
  logger: SiteLogger;
  /** Every line written so far, parsed. */
  lines: Record<string, unknown>[];
  /** All lines as one text, to look for what must never be logged. */
  text: () => string;
  /** Resolves with the lines that pass `filter` once there are `count` (an access line is written after the answer has gone). */
  until: (filter: (line: Record<string, unknown>) => boolean, count: number) => Promise<Record<string, unknown>[]>;
}

/** A site logger whose lines a test reads (JSON lines, parsed as written). */
export function capturedLog(): CapturedLog {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const until = async (filter: (line: Record<string, unknown>) => boolean, count: number) => {
    for (let waited = 0; lines.filter(filter).length < count && waited < 2_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return lines.filter(filter);
  };
  return { logger: createSiteLogger({ level: 'debug', destination }), lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n'), until };
}
