import { render } from '@testing-library/react';
import { spacing } from '@echowatch/design-tokens';
import { testSiteConfig } from '@echowatch/test-utils';
import { definePage } from '../config/site-config-context';

describe('a remote page brings its own tokens', () => {
  it('declares them on its root without adding a box, and leaves colours to the shell', () => {
    const Page = definePage(() => <h1>Remote page</h1>);
    const { getByRole } = render(<Page config={testSiteConfig()} routeTitle="Remote page" />);
    const root = getByRole('heading').parentElement!;
    expect(root.style.display).toBe('contents');
    expect(root.style.getPropertyValue('--ew-space-md')).toBe(spacing.md);
    expect(root.style.getPropertyValue('--ew-color-brand')).toBe('');
  });
});
