import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS } from './webpack/shared-dependencies';

interface BundleBudgets {
  singletons: string[];
  routes: Record<string, number>;
}

const budgets = JSON.parse(readFileSync(path.join(__dirname, 'bundle-budgets.json'), 'utf8')) as BundleBudgets;

// The agreed ceilings (gzip KB, first visit). A budget may be tightened below these, never raised above.
// '/' and '/login' moved with the browser's data router (ADR 0008): 17.9 KB gzip on every route;
// then by 1 KB with the shell's share of posts across languages, field data and canary cohorts.
const CEILINGS: Record<string, number> = {
  '/': 182,
  '/discovery': 200,
  '/packages': 200,
  '/login': 204,
  '/open-api-docs': 200,
  '/reporting-service': 220,
};

// The npm packages behind the shared singletons that wrap them.
const WRAPPED: Record<string, string> = { '@echowatch/routing': 'react-router', '@echowatch/translation': 'react-i18next' };

describe('bundle budgets', () => {
  it.each(Object.entries(CEILINGS))('keeps %s within its ceiling of %i KB', (route, ceiling) => {
    expect(budgets.routes[route]).toBeLessThanOrEqual(ceiling);
  });

  it('checks a second copy of every package the apps share as a singleton', () => {
    const packages = SHARED_SINGLETONS.map((name) => WRAPPED[name] ?? name);
    expect(budgets.singletons).toEqual(expect.arrayContaining(packages));
  });

  it('checks that no remote brings a federation runtime of its own', () => {
    expect(budgets.singletons).toContain('@module-federation/runtime-core');
  });
});
