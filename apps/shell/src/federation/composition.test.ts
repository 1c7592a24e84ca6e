import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@echowatch/contracts';
import { initSiteI18n } from '@echowatch/remote-kit';
import { prepareStartedPageModules, registerComposition, startPageModule } from './composition';
import { loadPageModule, RemoteUnavailableError } from './remote-loader';

// The federation runtime is the network boundary of remote loading: a stand-in for it here plays
// the remote answering, failing or still on its way.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);
const policy = { timeoutMs: 1000, retries: 1, retryDelayMs: 1 };

function composition() {
  return {
    'marketing-blog': 'http://cdn.test/marketing-blog/1.0.0/mf-manifest.json',
    'pricing-reporting': 'http://cdn.test/pricing-reporting/1.0.0/mf-manifest.json',
    'auth-flows': 'http://cdn.test/auth-flows/1.0.0/mf-manifest.json',
    'api-docs': 'http://cdn.test/api-docs/1.0.0/mf-manifest.json',
  };
}

function pageModule(): RemotePageModule & { prepare: jest.Mock } {
  return { Page: () => null, prepare: jest.fn(() => Promise.resolve()) } as unknown as RemotePageModule & { prepare: jest.Mock };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
});

describe('registerComposition', () => {
  it('registers every remote once, by the container script beside its manifest, however often the same composition is handed over', () => {
    const remotes = composition();
    registerComposition(remotes);
    registerComposition(remotes);
    expect(mockedRegister).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'auth_flows', entry: 'http://cdn.test/auth-flows/1.0.0/remoteEntry.js' }]),
      { force: false },
    );
    registerComposition(composition());
    expect(mockedRegister).toHaveBeenCalledTimes(2);
  });
});

describe('a page module started before the shell', () => {
  beforeEach(() => registerComposition(composition()));

  it('is loaded once: the page takes over the started load instead of asking the runtime again', async () => {
    const module = pageModule();
    mockedLoad.mockResolvedValue(module);
    startPageModule('marketing-blog', './blog-detail-page');
    expect(mockedLoad).toHaveBeenCalledWith('marketing_blog/blog-detail-page');
    await expect(loadPageModule('marketing-blog', './blog-detail-page', policy)).resolves.toBe(module);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('has its texts loaded in the page language as soon as the site texts are set up, before the page asks', async () => {
    await initSiteI18n({ language: 'en' });
    const module = pageModule();
    const load = deferred<RemotePageModule>();
    mockedLoad.mockReturnValue(load.promise);
    startPageModule('pricing-reporting', './packages-page');
    prepareStartedPageModules('en');
    load.resolve(module);
    await Promise.resolve();
    await Promise.resolve();
    expect(module.prepare).toHaveBeenCalledWith('en');
    await expect(loadPageModule('pricing-reporting', './packages-page', policy)).resolves.toBe(module);
  });

  it('counts as the first attempt when it failed: the retry goes to the network, the remote registered again', async () => {
    const module = pageModule();
    mockedLoad.mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue(module);
    startPageModule('api-docs', './open-api-docs-page');
    await expect(loadPageModule('api-docs', './open-api-docs-page', policy)).resolves.toBe(module);
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'api_docs', entry: 'http://cdn.test/api-docs/1.0.0/remoteEntry.js' }], { force: true });
  });

  it('is taken over once only: after a failed page, a new visit to it loads again', async () => {
    mockedLoad.mockRejectedValue(new Error('connection refused'));
    startPageModule('auth-flows', './login-page');
    await expect(loadPageModule('auth-flows', './login-page', { ...policy, retries: 0 })).rejects.toBeInstanceOf(RemoteUnavailableError);
    const module = pageModule();
    mockedLoad.mockResolvedValue(module);
    await expect(loadPageModule('auth-flows', './login-page', { ...policy, retries: 0 })).resolves.toBe(module);
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('raises no unhandled rejection when it fails before the page asks for it', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = deferred<RemotePageModule>();
      mockedLoad.mockReturnValue(load.promise);
      startPageModule('marketing-blog', './faq-page');
      prepareStartedPageModules('vi');
      load.reject(new Error('connection refused'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
