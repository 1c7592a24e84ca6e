import { Component, Suspense, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@echowatch/test-utils';
import { retryableLazy } from './retryable-lazy';

class Caught extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function Part() {
  return <p>the part</p>;
}

describe('retryableLazy', () => {
  it('hands out one component until a load fails, and a fresh one after', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const part = retryableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk missing');
      return Part;
    });
    const first = part.next();
    expect(part.next()).toBe(first);
    const First = first;
    const view = await renderWithShell(
      <Caught>
        <Suspense fallback={<p>loading</p>}>
          <First />
        </Suspense>
      </Caught>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();

    const Second = part.next();
    expect(Second).not.toBe(first);
    view.unmount();
    await renderWithShell(
      <Suspense fallback={<p>loading</p>}>
        <Second />
      </Suspense>,
    );
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(attempts).toBe(2);
    jest.restoreAllMocks();
  });
});
