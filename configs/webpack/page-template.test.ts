import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createHostConfig, createRemoteConfig } from './create-config';

const ROOT = path.resolve(__dirname, '../..');

function htmlPlugin(config: { plugins?: unknown[] }) {
  const plugin = config.plugins?.find((candidate): candidate is HtmlWebpackPlugin => candidate instanceof HtmlWebpackPlugin);
  return plugin?.userOptions;
}

describe('the page a build serves', () => {
  it('is the one shared bare page for a remote run alone, titled with the remote', () => {
    const [remote] = createRemoteConfig({ dir: path.join(ROOT, 'apps/api-docs'), mode: 'development', devPort: 3999, remote: 'api-docs' });
    expect(htmlPlugin(remote!)).toMatchObject({ template: path.join(__dirname, 'remote-index.html'), title: 'api-docs' });
  });

  it("is the shell's own page for the shell", () => {
    const [host] = createHostConfig({ dir: path.join(ROOT, 'apps/shell'), mode: 'development', devPort: 3998, serverEntry: './src/ssr/index.ts', earlyEntry: './src/early/early-events-entry.ts' });
    expect(htmlPlugin(host!)).toMatchObject({ template: path.join(ROOT, 'apps/shell/public/index.html') });
  });

  it('is not part of a deployed remote, which only the shell starts', () => {
    const [remote] = createRemoteConfig({ dir: path.join(ROOT, 'apps/auth-flows'), mode: 'production', devPort: 3997, remote: 'auth-flows' });
    expect(htmlPlugin(remote!)).toBeUndefined();
  });
});

describe("the shell's early script", () => {
  it('is a build of its own with no federation, written beside the browser build for the site server to inline', () => {
    const builds = createHostConfig({ dir: path.join(ROOT, 'apps/shell'), mode: 'production', devPort: 3998, serverEntry: './src/ssr/index.ts', earlyEntry: './src/early/early-events-entry.ts' });
    const early = builds.find((build) => build.name === 'early')!;
    expect(early.output).toMatchObject({ path: path.join(ROOT, 'apps/shell/dist/early'), filename: 'early-events.js' });
    expect(early.plugins ?? []).toEqual([]);
  });
});
