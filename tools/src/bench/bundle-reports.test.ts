import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeReports, loadBundleReports } from './bundle-reports';

describe('loadBundleReports', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'bundle-reports-'));
    const app = (name: string, files: Record<string, string>) => {
      mkdirSync(path.join(root, 'apps', name, 'reports'), { recursive: true });
      for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, 'apps', name, file), text);
    };
    app('shell', { 'webpack.config.ts': '', 'reports/chunks.json': '{"main.js":{"react":1}}', 'reports/bundle-report.html': '' });
    app('api-docs', { 'webpack.config.ts': '' });
    app('sandbox-api', {});
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads the chunk maps, and lists apps with a build but no report', () => {
    const reports = loadBundleReports(root);
    expect([...reports.maps]).toEqual([['shell', { 'main.js': { react: 1 } }]]);
    expect(reports.missing).toEqual(['api-docs']);
    expect(reports.treemaps).toEqual(['apps/shell/reports/bundle-report.html']);
    expect(describeReports(reports)).toEqual([
      'Treemap of each browser build (open in a browser): apps/shell/reports/bundle-report.html',
      'No bundle report for api-docs: its scripts count as "(unknown file)".',
    ]);
  });
});
