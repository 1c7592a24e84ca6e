import path from 'node:path';
import { buildSharedConfig, SHARED_SINGLETONS } from './shared-dependencies';

const SHELL = path.join(__dirname, '..', '..', 'apps', 'shell');
const dependencies = Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, name.startsWith('@echowatch/') ? 'workspace:*' : '^1.0.0']));

describe('buildSharedConfig', () => {
  it('shares every singleton, a workspace package at its own version', () => {
    const shared = buildSharedConfig(SHELL, dependencies);
    for (const name of SHARED_SINGLETONS) expect(shared[name]).toMatchObject({ singleton: true });
    expect(shared['@echowatch/translation']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
    expect(shared['react/']).toEqual(shared.react);
  });

  it("shares Trans on its own, provided by its file so the shell offers it without importing it", () => {
    const trans = buildSharedConfig(SHELL, dependencies)['@echowatch/translation/trans'];
    expect(trans).toEqual({
      singleton: true,
      requiredVersion: '^1.0.0',
      version: '1.0.0',
      import: expect.stringMatching(/packages[\\/]translation[\\/]src[\\/]trans\.ts$/),
    });
  });

  it('refuses an app that does not list a shared package among its dependencies', () => {
    expect(() => buildSharedConfig(SHELL, { react: '^19.0.0' })).toThrow(/"react-dom" must be listed/);
  });
});
