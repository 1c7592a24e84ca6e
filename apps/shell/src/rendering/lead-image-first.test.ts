import { afterLeadImagePaint } from './lead-image-first';

function pageWith(markup: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = markup;
  return doc;
}

async function isSettled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

describe('afterLeadImagePaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the lead picture to load, then for a frame to paint it', async () => {
    const doc = pageWith('<main><img src="/lead.png" fetchpriority="high" alt=""></main>');
    const image = doc.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    const ready = afterLeadImagePaint(doc, 5000);

    await jest.advanceTimersByTimeAsync(1000);
    expect(await isSettled(ready)).toBe(false);

    image.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(20);
    expect(await isSettled(ready)).toBe(true);
  });

  it('treats a picture that fails like one that arrived', async () => {
    const doc = pageWith('<img src="/gone.png" fetchpriority="high" alt="">');
    const image = doc.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    const ready = afterLeadImagePaint(doc, 5000);
    image.dispatchEvent(new Event('error'));
    await jest.advanceTimersByTimeAsync(20);
    expect(await isSettled(ready)).toBe(true);
  });

  it('stops waiting for a slow picture after the time given', async () => {
    const doc = pageWith('<img src="/slow.png" fetchpriority="high" alt="">');
    Object.defineProperty(doc.querySelector('img')!, 'complete', { value: false });
    const ready = afterLeadImagePaint(doc, 1500);
    await jest.advanceTimersByTimeAsync(1499);
    expect(await isSettled(ready)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await isSettled(ready)).toBe(true);
  });

  it('without a lead picture, waits only for the next paint', async () => {
    const ready = afterLeadImagePaint(pageWith('<main><p>Text</p></main>'), 5000);
    await jest.advanceTimersByTimeAsync(20);
    expect(await isSettled(ready)).toBe(true);
  });

  it('does not hang in a hidden tab, where no frame comes', async () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const ready = afterLeadImagePaint(pageWith('<p>Text</p>'), 5000);
    await jest.advanceTimersByTimeAsync(99);
    expect(await isSettled(ready)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await isSettled(ready)).toBe(true);
    frames.mockRestore();
  });
});
