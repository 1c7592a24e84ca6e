/** A window whose browser reports paints when the test says so (jsdom reports none). */
export interface PaintReports {
  win: Window & typeof globalThis;
  /** Puts paint entries of these names in the page's timeline and reports them to every observer. */
  report: (...names: string[]) => void;
  /** Puts paint entries in the timeline only: the observers' delivery, low-priority work, is still to come. */
  record: (...names: string[]) => void;
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
  const timeline: string[] = [];
  const performance = { getEntriesByName: (name: string) => timeline.filter((entry) => entry === name) };
  const win = { ...window, document, setTimeout, requestAnimationFrame, performance, PerformanceObserver: PaintObserver };
  return {
    win: win as unknown as Window & typeof globalThis,
    report: (...names) => {
      timeline.push(...names);
      observers.forEach((observer) => observer.notify(names));
    },
    record: (...names) => timeline.push(...names),
    allDisconnected: () => observers.every((observer) => observer.disconnected),
  };
}
