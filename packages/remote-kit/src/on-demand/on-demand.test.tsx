import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { onDemand } from './on-demand';

/** A form whose code is what onDemand holds back: it counts sends and says when it is live. */
function SignUpForm({ onSend }: { onSend: (name: string) => void }) {
  const [live, setLive] = useState(false);
  const [nameLeft, setNameLeft] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [more, setMore] = useState(false);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend((event.currentTarget.elements.namedItem('name') as HTMLInputElement).value);
  };
  return (
    <form method="post" aria-label="Sign up" onSubmit={send} onFocus={() => setLive(true)}>
      <label>
        Name <input name="name" defaultValue="" onBlur={() => setNameLeft(true)} />
      </label>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> Agree
      </label>
      <button type="button" onClick={() => setMore(true)}>
        More
      </button>
      <button type="submit">Send</button>
      <p>{live ? 'live' : 'server'}</p>
      {more && <p>more</p>}
      {agreed && <p>agreed</p>}
      {nameLeft && <p>name left</p>}
    </form>
  );
}

type Props = { onSend: (name: string) => void };

/** Server markup of the part, made with its code already at hand, as the server does. */
async function serverMarkup(name: string): Promise<string> {
  const ServerPart = onDemand<Props>(name, () => Promise.resolve(SignUpForm));
  renderToString(<ServerPart onSend={() => undefined} />);
  // The first pass starts the lazy load (a stream renderer waits for it; renderToString does not).
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(<ServerPart onSend={() => undefined} />);
}

async function hydrateServerPage(name: string, onSend: (value: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = await serverMarkup(name);
  document.body.append(container);
  const load = jest.fn(() => Promise.resolve(SignUpForm));
  const Part = onDemand<Props>(name, load);
  await act(async () => {
    roots.push(hydrateRoot(container, <Part onSend={onSend} />));
  });
  return { container, load };
}

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
});

describe('onDemand', () => {
  it('keeps the server markup without its code until the visitor reaches for it', async () => {
    const { load } = await hydrateServerPage('focus-part', jest.fn());
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => fireEvent.focusIn(screen.getByLabelText('Name')));
    expect(load).toHaveBeenCalledTimes(1);
    // Live now: its own handlers answer.
    await act(async () => fireEvent.focus(screen.getByLabelText('Name')));
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('holds a send tried before the code came, and makes it once the part is live', async () => {
    const onSend = jest.fn();
    const { load } = await hydrateServerPage('send-part', onSend);
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Lan';

    const send = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      screen.getByRole('form', { name: 'Sign up' }).dispatchEvent(send);
    });
    // The browser's own submission (a page load with the fields in its address) never happened.
    expect(send.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Lan');
  });

  it('holds a click on a control the code must answer, and makes it once the part is live', async () => {
    const { load } = await hydrateServerPage('click-part', jest.fn());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      screen.getByRole('button', { name: 'More' }).dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('more')).toBeInTheDocument();
  });

  it('lets a check box tick by itself before the code came, and wakes the part', async () => {
    const { load } = await hydrateServerPage('tick-part', jest.fn());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      screen.getByRole('checkbox', { name: 'Agree' }).dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeChecked();
  });

  it('tells the part of a box left before its code came', async () => {
    await hydrateServerPage('left-part', jest.fn());
    const name = screen.getByLabelText('Name');
    await act(async () => {
      fireEvent.focusIn(name);
      fireEvent.focusOut(name);
    });
    expect(screen.getByText('name left')).toBeInTheDocument();
  });

  it('lets a page ask for the code before React reaches the part', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup('early-part');
    document.body.append(container);
    const load = jest.fn(() => Promise.resolve(SignUpForm));
    const Part = onDemand<Props>('early-part', load);
    Part.loadNow();
    await act(async () => {
      roots.push(hydrateRoot(container, <Part onSend={jest.fn()} />));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the server markup when the page renders again with new props before the part is wanted', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup('rerender-part');
    document.body.append(container);
    const load = jest.fn(() => Promise.resolve(SignUpForm));
    const Part = onDemand<Props>('rerender-part', load);
    const sent: string[] = [];
    // Like a page that learns the window's width right after hydrating, with a new callback each render.
    function Page() {
      const width = useSyncExternalStore(
        () => () => undefined,
        () => 1024,
        () => 0,
      );
      return <Part onSend={(name) => sent.push(`${name}@${width}`)} />;
    }
    await act(async () => {
      roots.push(hydrateRoot(container, <Page />));
    });
    expect(screen.getByText('server')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Lan';
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Sign up' })));
    // The send reaches the page's latest callback.
    expect(sent).toEqual(['Lan@1024']);
  });

  it('loads at once when the server sent no such part (a visit by client navigation)', async () => {
    const load = jest.fn(() => Promise.resolve(SignUpForm));
    const Part = onDemand<Props>('fresh-part', load);
    render(<Part onSend={jest.fn()} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeInTheDocument();
  });

  describe('when what it shows changes before the visitor reaches for it', () => {
    /** A part that says hello in the site's language; its code is what onDemand holds back. */
    function Greeting({ who }: { who: string }) {
      return <p>{`${i18next.language === 'en' ? 'Hello' : 'Xin chào'} ${who}`}</p>;
    }

    async function hydrateGreeting(name: string) {
      await i18next.changeLanguage('vi');
      const ServerPart = onDemand<{ who: string }>(name, () => Promise.resolve(Greeting));
      renderToString(<ServerPart who="Lan" />);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ServerPart who="Lan" />);
      document.body.append(container);
      const load = jest.fn(() => Promise.resolve(Greeting));
      const Part = onDemand<{ who: string }>(name, load);
      const root = hydrateRoot(container, <Part who="Lan" />);
      roots.push(root);
      await act(async () => undefined);
      expect(screen.getByText('Xin chào Lan')).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      // The page renders the part again with what the visitor chose.
      return { load, setWho: (who: string) => root.render(<Part who={who} />) };
    }

    beforeAll(() => i18next.init({ lng: 'vi', resources: {} }));
    afterAll(() => i18next.changeLanguage('vi'));

    it('follows a change of language: the part is drawn again in the new one', async () => {
      const { load } = await hydrateGreeting('language-part');
      await act(async () => {
        await i18next.changeLanguage('en');
      });
      expect(await screen.findByText('Hello Lan')).toBeInTheDocument();
      expect(screen.queryByText('Xin chào Lan')).toBeNull();
      // Its code came for it (the module loader hands the same module to every later call).
      expect(load).toHaveBeenCalled();
    });

    it('follows a prop the page changes, and keeps following once live', async () => {
      const { setWho } = await hydrateGreeting('prop-part');
      await act(async () => setWho('Minh'));
      expect(await screen.findByText('Xin chào Minh')).toBeInTheDocument();
      await act(async () => setWho('Hoa'));
      expect(screen.getByText('Xin chào Hoa')).toBeInTheDocument();
    });
  });
});
