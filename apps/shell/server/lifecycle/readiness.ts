/** A check answers null when it passes, or why it does not (operator-facing, short). */
export type ReadinessCheck = () => string | null;

export interface ReadinessReport {
  ready: boolean;
  /** Every check by name: "ok", or why it fails. */
  checks: Record<string, string>;
}

export interface Readiness {
  addCheck(name: string, check: ReadinessCheck): void;
  /** From now on the server reports not ready, whatever the other checks say. */
  markStopping(): void;
  readonly stopping: boolean;
  report(): ReadinessReport;
}

/** Whether this server should get traffic: every check passes and it is not stopping. */
export function createReadiness(): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  let stopping = false;
  return {
    addCheck(name, check) {
      checks.set(name, check);
    },
    markStopping() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
    report() {
      const results: Record<string, string> = {};
      for (const [name, check] of checks) {
        let failure: string | null;
        try {
          failure = check();
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
        }
        results[name] = failure ?? 'ok';
      }
      results.stopping = stopping ? 'the server is stopping' : 'ok';
      return { ready: Object.values(results).every((result) => result === 'ok'), checks: results };
    },
  };
}

/**
 * Passes once `loading` has given a value: until then it is still loading; a null or a failure
 * means it never will in this process.
 */
export function loadedCheck(loading: Promise<unknown>, what: string): ReadinessCheck {
  let failure: string | null = `${what} is still loading`;
  loading.then(
    (value) => {
      failure = value === null || value === undefined ? `${what} is missing or could not start` : null;
    },
    () => {
      failure = `${what} could not start`;
    },
  );
  return () => failure;
}
