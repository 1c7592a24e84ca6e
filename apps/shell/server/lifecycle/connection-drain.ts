import type { Server, ServerResponse } from 'node:http';

export interface DrainOptions {
  /** The longest the drain may take; then the connections still open are cut. */
  timeoutMs: number;
  /** How long the listener stays open first (a load balancer polling /readyz sees not ready meanwhile). */
  delayMs: number;
}

export type DrainResult = { outcome: 'drained' } | { outcome: 'forced'; inFlight: number };

export interface ConnectionDrain {
  /** Requests being answered now. */
  readonly inFlight: number;
  /** Stops the server gracefully; asked again, it returns the drain already under way. */
  drain(options: DrainOptions): Promise<DrainResult>;
}

/**
 * Follows a server's requests so it can stop without cutting one: no new connections, the requests
 * in flight finish, and each connection closes once it has nothing left to answer.
 */
export function trackConnectionDrain(server: Server): ConnectionDrain {
  const active = new Set<ServerResponse>();
  let draining = false;
  let running: Promise<DrainResult> | null = null;

  // A keep-alive connection ends with the answer it carries, so the client opens its next one
  // elsewhere instead of sending it here while this server goes away.
  const endConnectionAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  // Before the application's own listener, so the header is set before anything is sent.
  server.prependListener('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (draining) endConnectionAfter(res);
    res.once('close', () => {
      active.delete(res);
      // An answer that had started before the drain left its connection open and idle.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  const run = ({ timeoutMs, delayMs }: DrainOptions) =>
    new Promise<DrainResult>((resolve) => {
      draining = true;
      active.forEach(endConnectionAfter);
      const deadline = setTimeout(() => {
        const inFlight = active.size;
        server.closeAllConnections();
        resolve({ outcome: 'forced', inFlight });
      }, timeoutMs);
      const stopListening = () => {
        server.close(() => {
          clearTimeout(deadline);
          resolve({ outcome: 'drained' });
        });
        server.closeIdleConnections();
      };
      if (delayMs > 0) setTimeout(stopListening, delayMs);
      else stopListening();
    });

  return {
    get inFlight() {
      return active.size;
    },
    drain(options) {
      running ??= run(options);
      return running;
    },
  };
}
