/** A window whose browser reports paints, and elements shown, when the test says so (jsdom reports none). */
export interface PaintReports {
  win: Window & typeof globalThis;
  /** Puts paint entries of these names in the page's timeline and reports them to every observer. */
  report: (...names: string[]) => void;
  /** Puts paint entries in the timeline only: the observers' delivery, low-priority work, is still to come. */
  record: (...names: string[]) => void;
  /** Reports the element marked `elementtiming="<identifier>"` on screen (Element Timing). */
  show: (identifier: string) => void;
  /** Whether every observer created has stopped listening. */
  allDisconnected: () => boolean;
}

interface ObserverRecord {
  type: string;
  notify: (entries: PerformanceEntry[]) => void;
  disconnected: boolean;
}

const entry = (fields: Record<string, string>) => fields as unknown as PerformanceEntry;

/** `reportsElements: false`: a browser that reports paints but not elements shown (no Element Timing). */
export function windowWithPaintReports({ reportsElements = true } = {}): PaintReports {
  const observers: ObserverRecord[] = [];
  // Element entries are not in the timeline: a buffered observer still gets those reported before it.
  const elementsShown: PerformanceEntry[] = [];
  class PaintObserver {
    static readonly supportedEntryTypes = reportsElements ? ['paint', 'element'] : ['paint'];
    private readonly record: ObserverRecord = { type: '', notify: () => undefined, disconnected: false };
    constructor(callback: (list: Pick<PerformanceObserverEntryList, 'getEntries'>) => void) {
      this.record.notify = (entries) => {
        if (this.record.disconnected) return;
        callback({ getEntries: () => entries });
      };
      observers.push(this.record);
    }
    observe({ type, buffered }: PerformanceObserverInit) {
      this.record.type = type ?? '';
      if (type === 'element' && buffered && elementsShown.length > 0) this.record.notify([...elementsShown]);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const deliver = (type: string, entries: PerformanceEntry[]) =>
    observers.filter((observer) => observer.type === type).forEach((observer) => observer.notify(entries));
  const timeline: string[] = [];
  const performance = { getEntriesByName: (name: string) => timeline.filter((item) => item === name).map((item) => entry({ name: item })) };
  const win = { ...window, document, setTimeout, requestAnimationFrame, performance, PerformanceObserver: PaintObserver };
  return {
    win: win as unknown as Window & typeof globalThis,
    report: (...names) => {
      timeline.push(...names);
      deliver('paint', names.map((name) => entry({ entryType: 'paint', name })));
    },
    record: (...names) => timeline.push(...names),
    show: (identifier) => {
      const shown = entry({ entryType: 'element', name: 'image-paint', identifier });
      elementsShown.push(shown);
      deliver('element', [shown]);
    },
    allDisconnected: () => observers.every((observer) => observer.disconnected),
  };
}
