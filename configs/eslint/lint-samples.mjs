// Lints code samples as if they were files at the given paths, with the repository's own config,
// and prints the rule ids each one breaks (JSON). Run by eslint-config.test.ts.
import { ESLint } from 'eslint';
import path from 'node:path';

const samples = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });
const results = {};
for (const { filePath, code } of samples) {
  const [result] = await eslint.lintText(code, { filePath });
  results[filePath] = [...new Set(result.messages.map((message) => message.ruleId ?? message.message))];
}
process.stdout.write(JSON.stringify(results));
