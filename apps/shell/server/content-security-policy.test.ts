import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import productionEnvironment from '@echowatch/configs/environments/production.json';
import { contentSecurityDirectives } from './content-security-policy';

const local = localEnvironment as unknown as SiteConfig;
const production = productionEnvironment as unknown as SiteConfig;

describe('contentSecurityDirectives', () => {
  it('runs scripts from the site and the remotes only, never inline ones', () => {
    const directives = contentSecurityDirectives(local);
    expect(directives['script-src']).toEqual(["'self'", 'http://localhost:8081']);
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  it('runs the one inline script it is given by hash, and never any inline script', () => {
    const directives = contentSecurityDirectives(local, ["'sha256-abc='"]);
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc='", 'http://localhost:8081']);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('allows no plug-ins, no foreign base, no framing of the site', () => {
    const directives = contentSecurityDirectives(production);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets pages call every API host and the remotes, and show the blog media', () => {
    const directives = contentSecurityDirectives(production);
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://cdn.echowatch.vn',
        'https://api.echowatch.vn',
        'https://blog.echowatch.vn',
        'https://sso.echowatch.vn',
        'https://identitytoolkit.googleapis.com',
      ]),
    );
    expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://blog.echowatch.vn']));
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.echowatch.vn']);
  });

  it('shows pictures from an image service on another host, and adds nothing for the site\'s own route', () => {
    const own = contentSecurityDirectives({ ...production, images: { endpoint: '/images' } });
    expect(own['img-src']).toEqual(contentSecurityDirectives({ ...production, images: undefined })['img-src']);
    const service = contentSecurityDirectives({ ...production, images: { endpoint: 'https://img.echowatch.vn/resize' } });
    expect(service['img-src']).toContain('https://img.echowatch.vn');
  });

  it('names Google only where reCAPTCHA or the real Firebase is used', () => {
    expect(contentSecurityDirectives(production)['script-src']).toContain('https://www.google.com/recaptcha/');
    expect(contentSecurityDirectives(production)['frame-src']).toContain('https://www.google.com/recaptcha/');
    const localPolicy = JSON.stringify(contentSecurityDirectives(local));
    expect(localPolicy).not.toMatch(/google/);
    expect(contentSecurityDirectives(local)['connect-src']).toContain('http://127.0.0.1:9099');
    expect(contentSecurityDirectives(local)['frame-src']).toEqual(["'none'"]);
  });

  it('lets the browser send failure reports where the environment collects them', () => {
    const reporting = { ...production, errorReporting: { endpoint: 'https://reports.echowatch.vn/site-errors' } };
    expect(contentSecurityDirectives(reporting)['connect-src']).toContain('https://reports.echowatch.vn');
    expect(contentSecurityDirectives(production)['connect-src']).not.toContain('https://reports.echowatch.vn');
  });

  it('upgrades insecure requests only on a site served over TLS', () => {
    expect(contentSecurityDirectives(production)['upgrade-insecure-requests']).toEqual([]);
    expect(contentSecurityDirectives(local)).not.toHaveProperty('upgrade-insecure-requests');
  });
});
