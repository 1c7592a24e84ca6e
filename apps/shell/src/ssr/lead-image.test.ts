import { leadImageHints } from './lead-image';

describe('leadImageHints', () => {
  it('preloads the image the page marks as its largest paint', () => {
    const html =
      '<main><img src="/logo.svg" alt=""><article><img class="cover" src="https://media.example/a.png?w=1&amp;h=2" alt="" width="1200" height="630" fetchpriority="high"></article></main>';
    expect(leadImageHints(html)).toEqual([
      '<link rel="preload" as="image" href="https://media.example/a.png?w=1&amp;h=2" fetchpriority="high">',
    ]);
  });

  it('keeps the sizes a responsive image offers', () => {
    const html = '<img srcset="a-400.png 400w, a-800.png 800w" sizes="100vw" src="a-800.png" fetchpriority="high">';
    expect(leadImageHints(html)).toEqual([
      '<link rel="preload" as="image" href="a-800.png" imagesrcset="a-400.png 400w, a-800.png 800w" imagesizes="100vw" fetchpriority="high">',
    ]);
  });

  it('names nothing on a page without a marked image', () => {
    expect(leadImageHints('<main><h1>Terms</h1><img src="/x.png" loading="lazy"></main>')).toEqual([]);
  });
});
