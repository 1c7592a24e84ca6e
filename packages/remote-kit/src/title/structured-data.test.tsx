import { render } from '@testing-library/react';
import { StructuredData } from './structured-data';

const jsonOf = (container: HTMLElement) => container.querySelector('script[type="application/ld+json"]')?.textContent ?? '';

describe('StructuredData', () => {
  it('writes one description with its context, or several as a graph', () => {
    const one = render(<StructuredData description={{ '@type': 'WebSite', name: 'EchoWatch' }} />);
    expect(JSON.parse(jsonOf(one.container))).toEqual({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'EchoWatch' });
    const two = render(<StructuredData description={[{ '@type': 'Organization' }, { '@type': 'WebSite' }]} />);
    expect(JSON.parse(jsonOf(two.container))).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Organization' }, { '@type': 'WebSite' }],
    });
  });

  it('never lets a text close its script element', () => {
    const { container } = render(<StructuredData description={{ headline: '</script><img src=x onerror=alert(1)>' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(jsonOf(container)).not.toContain('</script');
    expect(JSON.parse(jsonOf(container)).headline).toBe('</script><img src=x onerror=alert(1)>');
  });
});
