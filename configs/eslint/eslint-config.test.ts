import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Sample {
  filePath: string;
  code: string;
}

function rulesBroken(samples: Sample[]): Record<string, string[]> {
  const script = path.join(__dirname, 'lint-samples.mjs');
  return JSON.parse(execFileSync(process.execPath, [script, JSON.stringify(samples)], { encoding: 'utf8' })) as Record<string, string[]>;
}

const CLEAN = 'export const answer = 42;\n';

describe('the lint config keeps the layout', () => {
  const broken = rulesBroken([
    { filePath: 'apps/auth-flows/src/pages/login/login-tabs.tsx', code: CLEAN },
    { filePath: 'apps/auth-flows/src/pages/login/LoginTabs.tsx', code: CLEAN },
    { filePath: 'apps/auth-flows/src/pages/loginPage/login-tabs.tsx', code: CLEAN },
    { filePath: 'apps/auth-flows/src/pages/login/login-tabs.test.tsx', code: CLEAN },
    {
      filePath: 'packages/remote-kit/src/ui/reads-an-app.ts',
      code: "import { ShellFrame } from '../../../../apps/shell/src/shell-app';\nexport const frame = ShellFrame;\n",
    },
    {
      filePath: 'apps/pricing-reporting/src/pages/packages/borrows.ts',
      code: "import { LoginPage } from '@echowatch/auth-flows/src/pages/login/login-page';\nexport const page = LoginPage;\n",
    },
    {
      filePath: 'apps/shell/src/routes/bundles-a-remote.ts',
      code: "import { HomePage } from '../../../marketing-blog/src/pages/home/home-page';\nexport const page = HomePage;\n",
    },
    { filePath: 'apps/api-docs/src/pages/open-api-docs/routing.ts', code: "import { Link } from 'react-router';\nexport const link = Link;\n" },
    { filePath: 'packages/contracts/src/default-export.ts', code: 'export default 42;\n' },
    {
      filePath: 'apps/marketing-blog/src/pages/faq/unchecked-keys.tsx',
      code: "import { useTranslation } from '@echowatch/translation';\nexport const read = useTranslation;\n",
    },
    {
      filePath: 'packages/remote-kit/src/i18n/binds-texts.tsx',
      code: "import { useTranslation } from '@echowatch/translation';\nexport const read = useTranslation;\n",
    },
    { filePath: 'apps/auth-flows/src/pages/login/gets.tsx', code: 'export const Form = () => <form><input name="password" /></form>;\n' },
    { filePath: 'apps/auth-flows/src/pages/login/posts.tsx', code: 'export const Form = () => <form method="post"><input name="password" /></form>;\n' },
  ]);

  it('accepts kebab-case files and folders, test files included', () => {
    expect(broken['apps/auth-flows/src/pages/login/login-tabs.tsx']).toEqual([]);
    expect(broken['apps/auth-flows/src/pages/login/login-tabs.test.tsx']).toEqual([]);
  });

  it('fails a file or folder named otherwise', () => {
    expect(broken['apps/auth-flows/src/pages/login/LoginTabs.tsx']).toEqual(['check-file/filename-naming-convention']);
    expect(broken['apps/auth-flows/src/pages/loginPage/login-tabs.tsx']).toEqual(['check-file/folder-naming-convention']);
  });

  it('fails a package that imports an app, and an app that imports another app', () => {
    expect(broken['packages/remote-kit/src/ui/reads-an-app.ts']).toContain('import-x/no-restricted-paths');
    expect(broken['apps/pricing-reporting/src/pages/packages/borrows.ts']).toContain('no-restricted-imports');
    expect(broken['apps/shell/src/routes/bundles-a-remote.ts']).toContain('import-x/no-restricted-paths');
  });

  it('makes an app read its texts through its own checked useTexts', () => {
    expect(broken['apps/marketing-blog/src/pages/faq/unchecked-keys.tsx']).toEqual(['no-restricted-imports']);
    expect(broken['packages/remote-kit/src/i18n/binds-texts.tsx']).toEqual([]);
  });

  it('keeps routing behind the shared wrapper and exports named', () => {
    expect(broken['apps/api-docs/src/pages/open-api-docs/routing.ts']).toContain('no-restricted-imports');
    expect(broken['packages/contracts/src/default-export.ts']).toContain('no-restricted-syntax');
  });

  it('fails a form that does not say how it is sent', () => {
    expect(broken['apps/auth-flows/src/pages/login/gets.tsx']).toEqual(['no-restricted-syntax']);
    expect(broken['apps/auth-flows/src/pages/login/posts.tsx']).toEqual([]);
  });
});
