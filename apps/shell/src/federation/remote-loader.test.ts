import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initSiteI18n } from '@echowatch/remote-kit';
import { registerComposition } from './composition';
import { DEFAULT_REMOTE_BUDGET_MS, loadPageModule, RemoteUnavailableError } from './remote-loader';

// The federation runtime is the network boundary of remote loading: a stand-in for it here plays
// the remote being up, down or hanging.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);
const Page = () => null;
const prepare = jest.fn(() => Promise.resolve());
const pageModule = { Page, prepare };
const policy = { timeoutMs: 50, retries: 3, retryDelayMs: 1 };

/** How a load ends once every time-out and retry delay it sets has run, on the fake clock. */
async function outcomeOf<T>(load: Promise<T>): Promise<T | unknown> {
  const outcome = load.catch((error: unknown) => error);
  await jest.runAllTimersAsync();
  return outcome;
}

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  // Time-outs, retry delays and the budget run on a fake clock: no test waits for real time.
  jest.useFakeTimers();
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  registerComposition({
    'marketing-blog': 'http://cdn.test/marketing-blog/1.0.0/mf-manifest.json',
    'pricing-reporting': 'http://cdn.test/pricing-reporting/1.0.0/mf-manifest.json',
    'auth-flows': 'http://cdn.test/auth-flows/1.0.0/mf-manifest.json',
    'api-docs': 'http://cdn.test/api-docs/1.0.0/mf-manifest.json',
  });
});

describe('loadPageModule', () => {
  it('registers every remote of the composition under its container name, by its container script', () => {
    expect(mockedRegister).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: 'marketing_blog', entry: 'http://cdn.test/marketing-blog/1.0.0/remoteEntry.js' },
        { name: 'api_docs', entry: 'http://cdn.test/api-docs/1.0.0/remoteEntry.js' },
      ]),
      { force: false },
    );
  });

  it('loads the exposed module by container and expose name', async () => {
    mockedLoad.mockResolvedValue(pageModule);
    await expect(loadPageModule('pricing-reporting', './reporting-service-page', policy)).resolves.toEqual(pageModule);
    expect(mockedLoad).toHaveBeenCalledWith('pricing_reporting/reporting-service-page');
  });

  it("loads the page's texts in the visitor's language before handing the page over", async () => {
    await initSiteI18n({ language: 'en' });
    mockedLoad.mockResolvedValue(pageModule);
    await loadPageModule('marketing-blog', './faq-page', policy);
    expect(prepare).toHaveBeenCalledWith('en');
  });

  it('counts texts that never arrive as a failed attempt', async () => {
    mockedLoad.mockResolvedValue({ Page, prepare: () => new Promise<void>(() => undefined) });
    const error = await outcomeOf(loadPageModule('marketing-blog', './faq-page', { timeoutMs: 20, retries: 1, retryDelayMs: 1 }));
    expect(error).toBeInstanceOf(RemoteUnavailableError);
  });

  it('retries a failing remote and succeeds when it comes back, re-registering it each time', async () => {
    mockedLoad
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(pageModule);
    await expect(outcomeOf(loadPageModule('api-docs', './open-api-docs-page', policy))).resolves.toEqual(pageModule);
    expect(mockedLoad).toHaveBeenCalledTimes(4);
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'api_docs', entry: expect.any(String) }], { force: true });
  });

  it('gives up after the first attempt and three retries', async () => {
    mockedLoad.mockRejectedValue(new Error('connection refused'));
    const error = await outcomeOf(loadPageModule('auth-flows', './login-page', policy));
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error).toMatchObject({ remote: 'auth-flows' });
    expect(mockedLoad).toHaveBeenCalledTimes(4);
  });

  it('treats an attempt that never settles as failed once it times out', async () => {
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    expect(await outcomeOf(loadPageModule('marketing-blog', './home-page', policy))).toBeInstanceOf(RemoteUnavailableError);
    expect(mockedLoad).toHaveBeenCalledTimes(4);
  });

  it('gives up on a remote that never answers once the budget is spent, retries included', async () => {
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    const slow = { timeoutMs: 200, retries: 3, retryDelayMs: 20, budgetMs: 300 };
    let gaveUp: unknown = null;
    void loadPageModule('marketing-blog', './home-page', slow).catch((error: unknown) => (gaveUp = error));
    // Two attempts fit (200 ms, a 20 ms pause, then what is left of 300 ms); four would take over 800 ms.
    await jest.advanceTimersByTimeAsync(299);
    expect(gaveUp).toBeNull();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(gaveUp).toBeInstanceOf(RemoteUnavailableError);
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('still retries a quickly failing remote as often as allowed within the budget', async () => {
    mockedLoad.mockRejectedValue(new Error('connection refused'));
    const error = await outcomeOf(loadPageModule('api-docs', './open-api-docs-page', { timeoutMs: 1000, retries: 3, retryDelayMs: 5, budgetMs: 1000 }));
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(mockedLoad).toHaveBeenCalledTimes(4);
  });

  it('keeps the default budget at 8 s', () => {
    expect(DEFAULT_REMOTE_BUDGET_MS).toBeLessThanOrEqual(8000);
  });

  it('rejects a module that does not export Page', async () => {
    mockedLoad.mockResolvedValue({ Other: Page });
    expect(await outcomeOf(loadPageModule('marketing-blog', './terms-page', { ...policy, retries: 0 }))).toBeInstanceOf(RemoteUnavailableError);
  });
});
