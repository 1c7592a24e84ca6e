/** A window whose browser reports paints when the test says so (jsdom reports none). */
export interface PaintReports {
  win: Window & typeof globalThis;
  /** Reports paint entries of these names to every observer. */
  report: (...names: string[]) => void;
  /** Whether every observer created has stopped listening. */
  allDisconnected: () => boolean;
}

export function windowWithPaintReports(): PaintReports {
  const observers: { notify: (names: string[]) => void; disconnected: boolean }[] = [];
  class PaintObserver {
    static readonly supportedEntryTypes = ['paint'];
    private readonly record = { notify: (_names: string[]) => undefined as void, disconnected: false };
    constructor(callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {
      this.record.notify = (names) => {
        if (!this.record.disconnected) callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = { ...window, document, setTimeout, requestAnimationFrame, PerformanceObserver: PaintObserver };
  return {
    win: win as unknown as Window & typeof globalThis,
    report: (...names) => observers.forEach((observer) => observer.notify(names)),
    allDisconnected: () => observers.every((observer) => observer.disconnected),
  };
}
