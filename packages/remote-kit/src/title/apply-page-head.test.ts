import type { PageHead } from '@echowatch/contracts';
import { applyPageHead } from './apply-page-head';

const HEAD: PageHead = {
  title: 'Basics',
  description: 'The opening words.',
  canonical: 'https://echowatch.example/blog-detail/basics?lng=en',
  language: 'en',
  type: 'article',
  image: 'https://blog.example/basics.png',
};

describe('applyPageHead', () => {
  it('leaves one canonical link, the page’s, in place of the route’s address and its other languages', () => {
    document.head.innerHTML =
      '<meta name="description" content="Site">' +
      '<link rel="canonical" href="https://echowatch.example/blog-detail/basics?lng=vi">' +
      '<link rel="alternate" hreflang="vi" href="https://echowatch.example/blog-detail/basics?lng=vi">' +
      '<link rel="stylesheet" href="/site.css">';
    const undo = applyPageHead(HEAD, 'EchoWatch');
    expect([...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))).toEqual([HEAD.canonical]);
    expect(document.head.querySelector('link[hreflang]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', HEAD.description);
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    undo();
    expect(document.head.querySelector('link[rel="canonical"], meta[property]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Site');
  });
});
