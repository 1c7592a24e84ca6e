/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { spacing } from '@echowatch/design-tokens';
import { testSiteConfig } from '@echowatch/test-utils';
import { definePage } from '../config/site-config-context';

describe('a remote page brings its own tokens', () => {
  it('declares them on its root without adding a box, and leaves colours to the shell', () => {
    const { Page } = definePage(() => <h1>Remote page</h1>, []);
    const html = renderToString(<Page config={testSiteConfig()} routeTitle="Remote page" />);
    const root = /^<div data-own-tokens="" style="([^"]*)"><h1>Remote page<\/h1><\/div>$/.exec(html);
    expect(root).not.toBeNull();
    const style = root![1]!;
    expect(style).toContain('display:contents');
    expect(style).toContain(`--ew-space-md:${spacing.md}`);
    expect(style).not.toContain('--ew-color-');
  });
});
