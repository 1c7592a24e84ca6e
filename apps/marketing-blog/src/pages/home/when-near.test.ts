import { whenNear } from './when-near';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('whenNear', () => {
  let observed: Array<{ callback: Callback; disconnected: boolean }>;

  beforeEach(() => {
    observed = [];
    class StubObserver {
      record: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.record = { callback, disconnected: false };
        observed.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: StubObserver });
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('resolves at once when there is no such element', async () => {
    await expect(whenNear('#missing')).resolves.toBeUndefined();
    expect(observed).toHaveLength(0);
  });

  it('waits until the element comes near the viewport', async () => {
    document.body.innerHTML = '<section id="latest"></section>';
    let near = false;
    const waiting = whenNear('#latest').then(() => (near = true));
    await Promise.resolve();
    observed[0]!.callback([{ isIntersecting: false }]);
    await Promise.resolve();
    expect(near).toBe(false);
    observed[0]!.callback([{ isIntersecting: true }]);
    await waiting;
    expect(near).toBe(true);
    expect(observed[0]!.disconnected).toBe(true);
  });
});
