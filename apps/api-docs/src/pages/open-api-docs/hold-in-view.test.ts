import { holdInView } from './hold-in-view';

/** Stands in for the browser's ResizeObserver: a test says when the observed element changes size. */
class FakeResizeObserver {
  static current: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly changed: () => void) {
    FakeResizeObserver.current.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  resize() {
    if (this.observed.length > 0) this.changed();
  }
}

const resize = () => FakeResizeObserver.current.forEach((observer) => observer.resize());

describe('holdInView', () => {
  const container = document.createElement('div');

  beforeEach(() => {
    FakeResizeObserver.current = [];
    Object.defineProperty(globalThis, 'ResizeObserver', { value: FakeResizeObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    jest.useRealTimers();
  });

  it('aligns the item each time the content around it grows, however long it takes to arrive', () => {
    jest.useFakeTimers();
    const align = jest.fn();
    const stop = holdInView(container, align);
    resize();
    jest.advanceTimersByTime(60_000);
    resize();
    expect(align).toHaveBeenCalledTimes(2);
    stop();
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown', 'click'])('lets go once the visitor moves the page (%s)', (type) => {
    const align = jest.fn();
    holdInView(container, align);
    resize();
    window.dispatchEvent(new Event(type));
    resize();
    expect(align).toHaveBeenCalledTimes(1);
  });

  it('lets go when the view changes, and a later scroll finds nothing left to stop', () => {
    const align = jest.fn();
    const removed = jest.spyOn(window, 'removeEventListener');
    const stop = holdInView(container, align);
    stop();
    resize();
    expect(align).not.toHaveBeenCalled();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['click', 'keydown', 'pointerdown', 'touchstart', 'wheel']);
    removed.mockRestore();
  });

  it('does nothing where the browser cannot observe sizes, or there is no content', () => {
    const align = jest.fn();
    expect(() => holdInView(null, align)()).not.toThrow();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    expect(() => holdInView(container, align)()).not.toThrow();
    expect(align).not.toHaveBeenCalled();
  });
});
