/** @jest-environment jest-fixed-jsdom */
import keepInlinedStyles from './keep-inlined-styles';

type PreloadArgs = Parameters<NonNullable<ReturnType<typeof keepInlinedStyles>['beforePreloadRemote']>>[0];

const SHEET = 'https://cdn.example/auth-flows/1.0.0/__federation_expose_login_page.css';
const OTHER = 'https://cdn.example/auth-flows/1.0.0/other.css';
const SCRIPT = 'https://cdn.example/auth-flows/1.0.0/__federation_expose_login_page.js';

function preloadFilter(existing?: (url: string) => boolean): (url: string) => boolean {
  const args = { preloadOps: [{ nameOrAlias: 'auth_flows', exposes: ['./login-page'], ...(existing ? { filter: existing } : {}) }] } as unknown as PreloadArgs;
  void keepInlinedStyles().beforePreloadRemote!(args);
  return args.preloadOps[0]!.filter!;
}

describe('keepInlinedStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('leaves out a style sheet the server inlined, and loads everything else', () => {
    document.head.innerHTML = `<style data-href="${SHEET}">.a{}</style>`;
    const filter = preloadFilter();
    expect([SHEET, OTHER, SCRIPT].filter(filter)).toEqual([OTHER, SCRIPT]);
  });

  it('keeps a filter that was already set', () => {
    document.head.innerHTML = `<style data-href="${SHEET}">.a{}</style>`;
    const filter = preloadFilter((url) => !url.endsWith('.js'));
    expect([SHEET, OTHER, SCRIPT].filter(filter)).toEqual([OTHER]);
  });
});
