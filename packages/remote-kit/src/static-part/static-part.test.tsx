import { lazy, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { defineTexts, forgetTextGroups } from '../i18n/text-groups';
import { StaticPart } from './static-part';

let mockOnServer = false;
jest.mock('./on-server', () => ({ onServer: () => mockOnServer }));

const NAMESPACE = 'static-part-test';
const legalTexts = defineTexts(NAMESPACE, {
  vi: () => Promise.resolve({ vi: { clause: 'Điều khoản một' } }),
  en: () => Promise.resolve({ en: { clause: 'Clause one' } }),
});
const GROUPS = [legalTexts];

const drawn = jest.fn();

/** What the part holds: it counts its renders, reads a text only static parts read, and has a link. */
function Clause() {
  drawn();
  return (
    <section aria-label="Terms">
      <p>{i18next.t('clause', { ns: NAMESPACE })}</p>
      <a href="/privacy-policy">Privacy</a>
    </section>
  );
}

function Page({ note, children = <Clause /> }: { note: string; children?: ReactNode }) {
  return (
    <main>
      <p>{note}</p>
      <Suspense fallback={<p>Loading</p>}>
        <StaticPart texts={GROUPS}>{children}</StaticPart>
      </Suspense>
    </main>
  );
}

function renderOnServer(element: ReactNode): string {
  mockOnServer = true;
  try {
    return renderToString(element);
  } finally {
    mockOnServer = false;
  }
}

let roots: Root[] = [];
let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;

beforeEach(async () => {
  await i18next.init({ lng: 'vi', resources: {}, initAsync: false });
  consoleError = jest.spyOn(console, 'error');
  consoleWarn = jest.spyOn(console, 'warn');
  drawn.mockClear();
});

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
  forgetTextGroups(GROUPS);
  i18next.removeResourceBundle('vi', NAMESPACE);
  i18next.removeResourceBundle('en', NAMESPACE);
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

/** A server-rendered page (its texts loaded there), hydrated in the browser without them. */
async function hydrateServerPage(note = 'Live part') {
  i18next.addResourceBundle('vi', NAMESPACE, { clause: 'Điều khoản một' });
  const container = document.createElement('div');
  container.innerHTML = renderOnServer(<Page note={note} />);
  i18next.removeResourceBundle('vi', NAMESPACE);
  document.body.append(container);
  const served = container.innerHTML;
  drawn.mockClear();
  const recoverable = jest.fn();
  await act(async () => {
    roots.push(hydrateRoot(container, <Page note={note} />, { onRecoverableError: recoverable }));
  });
  return { container, served, recoverable, root: roots.at(-1)! };
}

describe('StaticPart', () => {
  it('renders its children inside one wrapper on the server', () => {
    i18next.addResourceBundle('vi', NAMESPACE, { clause: 'Điều khoản một' });
    const html = renderOnServer(<Page note="Live part" />);
    expect(html).toMatch(/^<main><p>Live part<\/p><!--\$--><div data-static-part="" style="display:contents"><!--\$--><section aria-label="Terms">/);
    expect(html).toContain('Điều khoản một');
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it('keeps the server markup as sent when the page hydrates, without running its children', async () => {
    const clause = () => document.querySelector('section[aria-label="Terms"]');
    const { container, served, recoverable } = await hydrateServerPage();
    const sentSection = clause();

    expect(container.innerHTML).toBe(served);
    expect(clause()).toBe(sentSection);
    expect(screen.getByText('Điều khoản một')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-policy');
    expect(drawn).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    // Its texts never came to the browser.
    expect(i18next.hasResourceBundle('vi', NAMESPACE)).toBe(false);
  });

  it('never downloads a lazy child while hydrating', async () => {
    i18next.addResourceBundle('vi', NAMESPACE, { clause: 'Điều khoản một' });
    const container = document.createElement('div');
    container.innerHTML = renderOnServer(<Page note="Live part" />);
    document.body.append(container);
    const load = jest.fn(() => Promise.resolve({ default: Clause }));
    const LazyClause = lazy(load);
    await act(async () => {
      roots.push(hydrateRoot(container, <Page note="Live part"><LazyClause /></Page>));
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Điều khoản một')).toBeInTheDocument();
  });

  it('stays as sent when the page around it renders again', async () => {
    const { container, root } = await hydrateServerPage('Before');
    await act(async () => root.render(<Page note="After" />));
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(screen.getByText('Điều khoản một')).toBeInTheDocument();
    expect(container.querySelectorAll('section[aria-label="Terms"]')).toHaveLength(1);
    expect(drawn).not.toHaveBeenCalled();
  });

  it('renders its children, once its texts have come, when drawn fresh in the browser', async () => {
    await act(async () => {
      render(<Page note="Navigated" />);
    });
    expect(await screen.findByText('Điều khoản một')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Terms' })).toBeInTheDocument();
    expect(drawn).toHaveBeenCalled();
  });

  it('renders a lazy child, once its code and texts have come, when drawn fresh', async () => {
    const LazyClause = lazy(() => Promise.resolve({ default: Clause }));
    render(
      <Page note="Navigated">
        <LazyClause />
      </Page>,
    );
    expect(await screen.findByText('Điều khoản một')).toBeInTheDocument();
    expect(document.querySelector('[data-loading-part]')).toBeNull();
  });

  it('is drawn again in the new language after a switch', async () => {
    await hydrateServerPage();
    await act(async () => {
      await i18next.loadNamespaces(NAMESPACE);
      await legalTexts.load('en').then((texts) => i18next.addResourceBundle('en', NAMESPACE, texts));
      await i18next.changeLanguage('en');
    });
    expect(await screen.findByText('Clause one')).toBeInTheDocument();
    expect(screen.queryByText('Điều khoản một')).not.toBeInTheDocument();
    expect(document.querySelectorAll('section[aria-label="Terms"]')).toHaveLength(1);
  });

  it('keeps a part the same in every language through a switch', async () => {
    i18next.addResourceBundle('vi', NAMESPACE, { clause: 'Điều khoản một' });
    const body = <p>Body as served</p>;
    const container = document.createElement('div');
    container.innerHTML = renderOnServer(
      <main>
        <StaticPart sameInEveryLanguage>{body}</StaticPart>
      </main>,
    );
    document.body.append(container);
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          <main>
            <StaticPart sameInEveryLanguage>{null}</StaticPart>
          </main>,
        ),
      );
    });
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(screen.getByText('Body as served')).toBeInTheDocument();
  });
});
