import * as runtimeCore from '@module-federation/runtime-core';
import provideFederationRuntime from './provide-federation-runtime';

interface RuntimeGlobal {
  _FEDERATION_RUNTIME_CORE?: Partial<typeof runtimeCore>;
}

const global = runtimeCore.Global as RuntimeGlobal;

describe('provideFederationRuntime', () => {
  afterEach(() => {
    delete global._FEDERATION_RUNTIME_CORE;
  });

  function initWith(name: string) {
    const plugin = provideFederationRuntime();
    const args = { options: { name } } as Parameters<NonNullable<typeof plugin.beforeInit>>[0];
    return plugin.beforeInit!(args);
  }

  it('hands the shell’s own runtime module to the remotes before the shell initialises', () => {
    const args = initWith('shell');
    // Compared by what the remotes call into: the same constructor means the same runtime instance.
    expect(global._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(global._FEDERATION_RUNTIME_CORE?.loadScript).toBe(runtimeCore.loadScript);
    expect(args.options.name).toBe('shell');
  });

  it('keeps a runtime that is already provided', () => {
    const earlier = { loadScript: jest.fn() } as unknown as typeof runtimeCore;
    global._FEDERATION_RUNTIME_CORE = earlier;
    initWith('shell');
    expect(global._FEDERATION_RUNTIME_CORE === earlier).toBe(true);
  });
});
