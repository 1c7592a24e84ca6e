import type { StatsCompilation } from 'webpack';
import { APP_SOURCE, WEBPACK_RUNTIME, buildChunkMap, packageOfModule, packageOfPath, type Workspace } from './bundle-report.ts';

const workspace: Workspace = {
  appDir: '/repo/apps/pricing-reporting',
  packagesDir: '/repo/packages',
  packageNames: { 'remote-kit': '@echowatch/remote-kit' },
};

const PNPM = '/repo/node_modules/.pnpm';

describe('packageOfPath', () => {
  it('names the package of a pnpm path by its last node_modules folder', () => {
    const path = `${PNPM}/react-router@7.18.5_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/react-router/dist/index.mjs`;
    expect(packageOfPath(path, workspace)).toBe('react-router');
  });

  it('keeps the scope of a scoped package', () => {
    const path = `${PNPM}/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/core.js`;
    expect(packageOfPath(path, workspace)).toBe('@module-federation/runtime-core');
  });

  it('resolves names relative to the app folder, as webpack prints them', () => {
    expect(packageOfPath('../../node_modules/.pnpm/axios@1.21.1/node_modules/axios/index.js', workspace)).toBe('axios');
    expect(packageOfPath('../../packages/remote-kit/src/index.ts', workspace)).toBe('@echowatch/remote-kit');
    expect(packageOfPath('./src/index.ts', workspace)).toBe(APP_SOURCE);
  });

  it('does not mistake an app folder called packages for a workspace package', () => {
    expect(packageOfPath('/repo/apps/pricing-reporting/src/pages/packages/amount-format.ts', workspace)).toBe(APP_SOURCE);
  });

  it('falls back to the folder for a workspace package without a known name', () => {
    expect(packageOfPath('/repo/packages/new-kit/src/index.ts', workspace)).toBe('packages/new-kit');
  });

  it('reads the resource after loaders and before the query', () => {
    const request = `${PNPM}/css-loader@7.1.5/node_modules/css-loader/dist/cjs.js!/repo/packages/remote-kit/src/a.module.css?raw`;
    expect(packageOfPath(request, workspace)).toBe('@echowatch/remote-kit');
  });

  it('counts the generated federation entry as webpack runtime', () => {
    expect(packageOfPath('./node_modules/.federation/entry.961221bf.js', workspace)).toBe(WEBPACK_RUNTIME);
  });
});

describe('packageOfModule', () => {
  it('counts modules webpack writes itself as webpack runtime', () => {
    expect(packageOfModule({ moduleType: 'runtime', name: 'webpack/runtime/load script' } as never, workspace)).toBe(WEBPACK_RUNTIME);
    expect(packageOfModule({ name: 'container entry' } as never, workspace)).toBe(WEBPACK_RUNTIME);
    expect(packageOfModule({ name: 'consume shared module (default) react@^19 (singleton)' } as never, workspace)).toBe(WEBPACK_RUNTIME);
  });

  it('prefers the absolute resource path over the printed name', () => {
    const module = { name: './src/x.ts', nameForCondition: '/repo/packages/remote-kit/src/x.ts' };
    expect(packageOfModule(module as never, workspace)).toBe('@echowatch/remote-kit');
  });
});

describe('buildChunkMap', () => {
  const stats = {
    chunks: [
      {
        files: ['main.1a2b3c4d.js', 'main.5e6f7a8b.css'],
        modules: [
          {
            // A concatenation: its own name is its root module's, its size is the inner modules'.
            name: './src/index.ts + 2 modules',
            nameForCondition: '/repo/apps/pricing-reporting/src/index.ts',
            size: 1300,
            sizes: { javascript: 1300 },
            modules: [
              { name: './src/index.ts', size: 300, sizes: { javascript: 300 } },
              { name: '../../packages/remote-kit/src/index.ts', size: 400, sizes: { javascript: 400 } },
              { name: '../../node_modules/.pnpm/react@19.3.1/node_modules/react/index.js', size: 600, sizes: { javascript: 600 } },
            ],
          },
          { name: 'webpack/runtime/jsonp chunk loading', moduleType: 'runtime', size: 90, sizes: { runtime: 90 } },
          // Extracted CSS goes to the .css file, not into the script.
          { name: 'css ./src/a.module.css', nameForCondition: '/repo/apps/pricing-reporting/src/a.module.css', size: 700, sizes: { 'css/mini-extract': 700 } },
        ],
      },
      { files: ['12.abcdef01.js'], modules: [{ name: '../../node_modules/.pnpm/react@19.3.1/node_modules/react/jsx-runtime.js', size: 50 }] },
      // Chunks of consume-shared modules emit no file.
      { files: [], modules: [{ name: 'consume shared module (default) react', size: 42 }] },
    ],
  } as unknown as StatsCompilation;

  it('maps every emitted script to raw bytes per package, inner modules expanded, biggest first', () => {
    const map = buildChunkMap(stats, workspace);
    expect(map).toEqual({
      '12.abcdef01.js': { react: 50 },
      'main.1a2b3c4d.js': { react: 600, '@echowatch/remote-kit': 400, [APP_SOURCE]: 300, [WEBPACK_RUNTIME]: 90 },
    });
    expect(Object.keys(map['main.1a2b3c4d.js']!)).toEqual(['react', '@echowatch/remote-kit', APP_SOURCE, WEBPACK_RUNTIME]);
  });
});
