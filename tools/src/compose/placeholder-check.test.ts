import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import { placeholderProblems } from './placeholder-check';
import { readEnvironment } from './validate-environment';

const ENVIRONMENTS = path.resolve(__dirname, '../../../configs/environments');

function environment(name: string): SiteConfig {
  const reading = readEnvironment(readFileSync(path.join(ENVIRONMENTS, `${name}.json`), 'utf8'));
  if (!reading.config) throw new Error(reading.problems.join('\n'));
  return reading.config;
}

/** The production file with every value a real one could be. */
function realProduction(): SiteConfig {
  const config = environment('production');
  return {
    ...config,
    captcha: { ...config.captcha, siteKey: `6L${'a1B2c3D4e5'.repeat(3)}F6g7H8i9` },
    firebase: { ...config.firebase, apiKey: `AIza${'Sy9Qw3Rt5'.repeat(3)}Zx7Cv1Bn` },
    appStores: { ...config.appStores, ios: 'https://apps.apple.com/app/echowatch/id1584729361' },
  };
}

describe('placeholderProblems', () => {
  it('accepts a production environment whose values are real', () => {
    expect(placeholderProblems(realProduction())).toEqual([]);
  });

  it('refuses an all-zero store id, naming the field', () => {
    const config = realProduction();
    const problems = placeholderProblems({ ...config, appStores: { ...config.appStores, ios: 'https://apps.apple.com/app/echowatch/id0000000000' } });
    expect(problems).toEqual([expect.stringMatching(/^field "appStores\.ios" holds a placeholder/)]);
  });

  it('refuses keys that do not have the shape of a real one', () => {
    const config = realProduction();
    const problems = placeholderProblems({
      ...config,
      captcha: { ...config.captcha, siteKey: '6Lc_echowatch_production_site_key' },
      firebase: { ...config.firebase, apiKey: 'AIzaSy-echowatch-production' },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^field "captcha\.siteKey" is not a reCAPTCHA site key/),
      expect.stringMatching(/^field "firebase\.apiKey" is not a Firebase web API key/),
    ]);
  });

  it('refuses example hosts and a government sign-in that leads back to the site', () => {
    const config = realProduction();
    const problems = placeholderProblems({
      ...config,
      hosts: { ...config.hosts, console: 'https://console.example.com' },
      links: { ...config.links, governmentLogin: `${config.brand.siteUrl}/login` },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^field "hosts\.console" holds a placeholder/),
      expect.stringMatching(/^field "links\.governmentLogin" leads back to this site/),
    ]);
  });

  it('lets other environments use their stand-ins', () => {
    expect(placeholderProblems(environment('local'))).toEqual([]);
    expect(placeholderProblems({ ...realProduction(), environment: 'staging', appStores: environment('local').appStores })).toEqual([]);
  });

  it('flags the production file as it stands: it still holds placeholders', () => {
    const fields = placeholderProblems(environment('production')).map((problem) => /^field "([^"]+)"/.exec(problem)?.[1]);
    expect(fields).toEqual(['appStores.ios', 'captcha.siteKey', 'firebase.apiKey']);
  });
});
