import type { ConnectionDrain } from './connection-drain';
import type { Readiness } from './readiness';
import type { ServerSettings } from './server-settings';

export interface StopOnSignalsOptions {
  readiness: Readiness;
  drain: ConnectionDrain;
  settings: Pick<ServerSettings, 'shutdownTimeoutMs' | 'shutdownDelayMs'>;
  /** The process by default; tests pass an emitter of their own. */
  signals?: { on(signal: NodeJS.Signals, listener: () => void): unknown };
  exit?: (code: number) => void;
  log?: Pick<Console, 'log' | 'error'>;
  /** Sends what the process still holds (its traces) once the requests are done, before it exits. */
  flush?: () => Promise<void>;
}

export const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** Runs the flush until it is done or the deadline passes, whichever comes first; a failure is logged. */
async function flushedBy(flush: () => Promise<void>, deadline: number, log: Pick<Console, 'error'>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      log.error('The site stopped before its last traces were sent: the stop time-out (SHUTDOWN_TIMEOUT_MS) was reached.');
      resolve();
    }, Math.max(0, deadline - Date.now()));
  });
  const sent = flush().catch((error: unknown) => log.error(`The last traces could not be sent: ${error instanceof Error ? error.message : String(error)}`));
  await Promise.race([sent, late]);
  clearTimeout(timer);
}

/**
 * SIGTERM (an orchestrator) or SIGINT (Ctrl+C): not ready at once, then a drain bounded by the
 * time-out. Exit code 0 when every request finished, 1 when some had to be cut. A second signal
 * changes nothing: the time-out already bounds the stop. The flush (the last traces) follows the
 * drain, within what the time-out leaves of it.
 */
export function stopOnSignals({ readiness, drain, settings, signals = process, exit = process.exit, log = console, flush }: StopOnSignalsOptions): void {
  const stop = (signal: NodeJS.Signals) => {
    if (readiness.stopping) return;
    readiness.markStopping();
    const deadline = Date.now() + settings.shutdownTimeoutMs;
    log.log(`${signal}: the site reports not ready and stops once its ${drain.inFlight} request(s) in flight finish (at most ${settings.shutdownTimeoutMs} ms).`);
    const drained = drain.drain({ timeoutMs: settings.shutdownTimeoutMs, delayMs: settings.shutdownDelayMs });
    const stopped = flush
      ? drained.then(async (result) => {
          await flushedBy(flush, deadline, log);
          return result;
        })
      : drained;
    void stopped.then((result) => {
      if (result.outcome === 'drained') {
        log.log('The site stopped: every request finished.');
        exit(0);
      } else {
        log.error(
          `The site stopped by force: ${result.inFlight} request(s) were still in flight after ${settings.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS).`,
        );
        exit(1);
      }
    });
  };
  for (const signal of STOP_SIGNALS) signals.on(signal, () => stop(signal));
}
