import type { ChunkMap } from './bundle-reports';
import { UNKNOWN_FILE, breakdownByPackage, formatBreakdown, splitGzip, type ScriptDownload } from './package-breakdown';

const script = (app: string, file: string, gzip: number): ScriptDownload => ({ app, file, raw: gzip * 3, gzip, reactDom: false });

const maps = new Map<string, ChunkMap>([
  ['shell', { 'main.1.js': { 'react-dom': 3000, '(app)': 1000 }, 'react.2.js': { react: 500 } }],
  ['marketing-blog', { 'remoteEntry.js': { '(webpack runtime)': 800, '(app)': 200 } }],
]);

describe('splitGzip', () => {
  it('splits a script in proportion to its packages’ raw bytes', () => {
    expect(splitGzip(1000, { a: 300, b: 100 })).toEqual({ a: 750, b: 250 });
  });

  it('keeps the whole script unattributed when nothing is known of it', () => {
    expect(splitGzip(1000, {})).toEqual({ [UNKNOWN_FILE]: 1000 });
  });
});

describe('breakdownByPackage', () => {
  it('adds up packages over the route’s scripts, heaviest first, with the apps that served them', () => {
    const weights = breakdownByPackage(
      [script('shell', 'main.1.js', 2000), script('shell', 'react.2.js', 300), script('marketing-blog', 'remoteEntry.js', 500)],
      maps,
    );
    expect(weights).toEqual([
      { name: 'react-dom', gzip: 1500, apps: ['shell'] },
      { name: '(app)', gzip: 600, apps: ['marketing-blog', 'shell'] },
      { name: '(webpack runtime)', gzip: 400, apps: ['marketing-blog'] },
      { name: 'react', gzip: 300, apps: ['shell'] },
    ]);
  });

  it('counts scripts no report knows as "(unknown file)"', () => {
    const weights = breakdownByPackage([script('shell', 'main.9.js', 100), script('api-docs', 'remoteEntry.js', 50)], maps);
    expect(weights).toEqual([{ name: UNKNOWN_FILE, gzip: 150, apps: ['api-docs', 'shell'] }]);
  });
});

describe('formatBreakdown', () => {
  it('lists the top packages and adds up the others', () => {
    const weights = ['a', 'b', 'c'].map((name, index) => ({ name, gzip: 1024 * (3 - index), apps: ['shell'] }));
    const lines = formatBreakdown(weights, 2);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^ +a +3\.0 KB {2}shell$/);
    expect(lines[3]).toMatch(/others \(1 package\) +1\.0 KB$/);
  });
});
