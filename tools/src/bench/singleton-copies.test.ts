import type { ChunkMap } from './bundle-reports';
import type { ScriptDownload } from './package-breakdown';
import { findReactDomByMarker, findSecondCopies, singletonFailures } from './singleton-copies';

const SINGLETONS = ['react', 'react-dom', 'react-router'];

const script = (app: string, file: string, reactDom = false): ScriptDownload => ({ app, file, raw: 100, gzip: 40, reactDom });

const maps = new Map<string, ChunkMap>([
  ['shell', { 'main.js': { 'react-dom': 3000, react: 500 }, 'router.js': { 'react-router': 900 } }],
  ['marketing-blog', { 'remoteEntry.js': { '(webpack runtime)': 800 }, '505.js': { 'react-router': 700, '(app)': 10 } }],
]);

describe('findSecondCopies', () => {
  it('finds nothing when each singleton comes from one app', () => {
    const scripts = [script('shell', 'main.js'), script('shell', 'router.js'), script('marketing-blog', 'remoteEntry.js')];
    expect(findSecondCopies(scripts, maps, SINGLETONS)).toEqual([]);
  });

  it('names the singleton and every app it came from', () => {
    const scripts = [script('shell', 'main.js'), script('shell', 'router.js'), script('marketing-blog', '505.js')];
    expect(findSecondCopies(scripts, maps, SINGLETONS)).toEqual([{ name: 'react-router', apps: ['marketing-blog', 'shell'] }]);
  });

  it('ignores packages that are not singletons', () => {
    expect(findSecondCopies([script('shell', 'main.js'), script('marketing-blog', '505.js')], maps, ['lodash'])).toEqual([]);
  });
});

describe('findReactDomByMarker', () => {
  it('is not needed when every script is in a report', () => {
    expect(findReactDomByMarker([script('shell', 'main.js', true), script('shell', 'router.js', true)], maps)).toBeNull();
  });

  it('counts react-dom client builds by marker when a report is missing', () => {
    const scripts = [script('shell', 'main.js', true), script('auth-flows', '12.js', true)];
    expect(findReactDomByMarker(scripts, maps)).toEqual({ name: 'react-dom', apps: ['auth-flows', 'shell'] });
    expect(findReactDomByMarker([script('shell', 'main.js', true), script('auth-flows', '12.js')], maps)).toBeNull();
  });
});

describe('singletonFailures', () => {
  it('says which route, package and apps', () => {
    const scripts = [script('shell', 'router.js'), script('marketing-blog', '505.js')];
    expect(singletonFailures('/blog', scripts, maps, SINGLETONS)).toEqual([
      '/blog: 2 copies of react-router, downloaded from marketing-blog, shell; a shared singleton must come from one app',
    ]);
  });

  it('reports react-dom once when both the reports and the marker see it', () => {
    const both = new Map(maps).set('auth-flows', { '1.js': { 'react-dom': 10 } });
    const scripts = [script('shell', 'main.js', true), script('auth-flows', '1.js', true), script('api-docs', 'x.js')];
    expect(singletonFailures('/login', scripts, both, SINGLETONS)).toHaveLength(1);
  });

  it('works without any report through the marker', () => {
    const scripts = [script('shell', 'main.js', true), script('shell', 'other.js', true)];
    expect(singletonFailures('/', scripts, new Map(), SINGLETONS)).toEqual([
      '/: 2 copies of react-dom, downloaded from shell, shell; a shared singleton must come from one app',
    ]);
  });
});
