import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';
import { useMediaMatch } from './use-media-query';

function Probe() {
  const hydrated = useHydrated();
  const wide = useMediaMatch('(min-width: 1px)');
  return <p>{`${hydrated ? 'hydrated' : 'server'} ${wide === undefined ? 'unknown' : String(wide)}`}</p>;
}

// As @testing-library/react declares it: updates in these tests are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useHydrated and useMediaMatch', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({ media: query, matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
  });

  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('render the server state on the server, hydrate it without a mismatch, then read the browser', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>server unknown</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('<p>hydrated true</p>');
  });

  it('read the browser from the first render when nothing is hydrated', async () => {
    const container = document.createElement('div');
    const seen: string[] = [];
    function Recorder() {
      seen.push(`${useHydrated()}`);
      return null;
    }
    await act(async () => {
      createRoot(container).render(<Recorder />);
    });
    expect(seen).toEqual(['true']);
  });
});
