import { useState, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { useKeepEarlyCheck } from './keep-early-check';

/** A box and a pair of radio buttons that, like a page reading the window's width, render again right after hydrating. */
function Choices({ onState }: { onState: (state: { agreed: boolean; kind: string }) => void }) {
  const [agreed, setAgreed] = useState(false);
  const [kind, setKind] = useState('government');
  const wide = useSyncExternalStore(() => () => undefined, () => true, () => false);
  const agreedRef = useKeepEarlyCheck(agreed, setAgreed);
  const governmentRef = useKeepEarlyCheck(kind === 'government', () => setKind('government'));
  const businessRef = useKeepEarlyCheck(kind === 'business', () => setKind('business'));
  onState({ agreed, kind });
  return (
    <form method="post" className={wide ? 'wide' : undefined}>
      <label>
        <input ref={agreedRef} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        Agree
      </label>
      <label>
        <input ref={governmentRef} type="radio" name="kind" checked={kind === 'government'} onChange={() => setKind('government')} />
        Government
      </label>
      <label>
        <input ref={businessRef} type="radio" name="kind" checked={kind === 'business'} onChange={() => setKind('business')} />
        Business
      </label>
    </form>
  );
}

async function hydrateAfter(visitor: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Choices onState={() => undefined} />);
  document.body.append(container);
  visitor(container);
  const seen: { agreed: boolean; kind: string }[] = [];
  await act(async () => {
    render(<Choices onState={(state) => seen.push(state)} />, { container, hydrate: true });
  });
  return { container, last: seen.at(-1) };
}

describe('useKeepEarlyCheck', () => {
  it('adopts a box ticked and a radio button chosen before the page hydrated', async () => {
    const { container, last } = await hydrateAfter((page) => {
      page.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
      page.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]!.click();
    });
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Government' })).not.toBeChecked();
    expect(last).toEqual({ agreed: true, kind: 'business' });
    container.remove();
  });

  it('leaves a box ticked and unticked again before hydration unticked', async () => {
    const { container, last } = await hydrateAfter((page) => {
      const box = page.querySelector<HTMLInputElement>('input[type=checkbox]')!;
      box.click();
      box.click();
    });
    expect(screen.getByRole('checkbox', { name: 'Agree' })).not.toBeChecked();
    expect(last).toEqual({ agreed: false, kind: 'government' });
    container.remove();
  });
});
