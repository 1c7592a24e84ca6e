import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { cssExtractPlugin, cssMinifier, cssRule } from './css-rule';

const STYLES = `/* Why the card looks as it does: a comment for the next reader, not for the browser. */
.card {
  display: flex;
  padding: 0px 16px 0px 16px;
  color: #ffffff;
}

@media (max-width: 834px) {
  .card {
    flex-direction: column;
  }
}
`;

function buildStyles(dir: string): Promise<{ css: string; script: string }> {
  const output = mkdtempSync(path.join(dir, 'dist-'));
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './index.js' },
        output: { path: output, filename: '[name].js' },
        module: { rules: [cssRule('production', 'extract')] },
        plugins: [cssExtractPlugin()],
        optimization: { minimizer: ['...', cssMinifier()] },
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        const files = readdirSync(output);
        const read = (suffix: string) => readFileSync(path.join(output, files.find((file) => file.endsWith(suffix))!), 'utf8');
        resolve({ css: read('.css'), script: read('.js') });
      },
    );
  });
}

describe('production style sheets', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'css-rule-'));
    writeFileSync(path.join(dir, 'card.module.css'), STYLES);
    writeFileSync(path.join(dir, 'index.js'), "import { card } from './card.module.css';\ndocument.body.className = card;");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are minified: no comments, no indentation, the same rules for the class the script names', async () => {
    const { css, script } = await buildStyles(dir);
    const className = /className="([\w-]+)"/.exec(script)?.[1];
    expect(className).toMatch(/^[\w-]{8}$/);
    expect(css).not.toContain('comment');
    expect(css).not.toMatch(/\n\s/);
    expect(css).toContain(`.${className}{`);
    expect(css).toMatch(/display:flex/);
    expect(css).toMatch(/color:#fff\b/);
    expect(css).toMatch(/@media \(max-width:834px\)\{\.[\w-]{8}\{flex-direction:column\}\}/);
    expect(css.length).toBeLessThan(STYLES.length / 2);
  });
});
