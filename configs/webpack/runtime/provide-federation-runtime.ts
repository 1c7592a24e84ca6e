import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

interface RuntimeGlobal {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
}

/**
 * The shell's runtime plugin that hands its own federation runtime to the remotes, which are built
 * without one (see createRemoteConfig). It is the very module instance the shell's runtime runs on,
 * so the page carries one runtime, not the shell's plus a second copy kept only to be handed over.
 */
// Module Federation loads a runtime plugin by its default export.
// eslint-disable-next-line no-restricted-syntax
export default function provideFederationRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      const global = runtimeCore.Global as RuntimeGlobal;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
