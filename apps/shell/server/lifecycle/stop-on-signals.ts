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
}

export const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * SIGTERM (an orchestrator) or SIGINT (Ctrl+C): not ready at once, then a drain bounded by the
 * time-out. Exit code 0 when every request finished, 1 when some had to be cut. A second signal
 * changes nothing: the time-out already bounds the stop.
 */
export function stopOnSignals({ readiness, drain, settings, signals = process, exit = process.exit, log = console }: StopOnSignalsOptions): void {
  const stop = (signal: NodeJS.Signals) => {
    if (readiness.stopping) return;
    readiness.markStopping();
    log.log(`${signal}: the site reports not ready and stops once its ${drain.inFlight} request(s) in flight finish (at most ${settings.shutdownTimeoutMs} ms).`);
    void drain.drain({ timeoutMs: settings.shutdownTimeoutMs, delayMs: settings.shutdownDelayMs }).then((result) => {
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
