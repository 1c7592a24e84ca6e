import { testSiteConfig } from '@echowatch/test-utils';
import { decidePreview, parsePreview, PREVIEW_COOKIE } from './remote-preview';

const local = testSiteConfig();
const LIVE_BLOG = local.remotes['marketing-blog'];
const PREVIEW_BLOG = LIVE_BLOG.replace(/\/[^/]+\/mf-manifest\.json$/, '/1.1.0/mf-manifest.json');

describe('remote preview', () => {
  it('reads remote@version items and drops anything else', () => {
    expect(parsePreview(['marketing-blog@1.1.0,api-docs@2.0.0-rc.1+3fa2c1', 'nobody@1.0.0', 'auth-flows@../../etc', 'pricing-reporting'])).toEqual({
      'marketing-blog': '1.1.0',
      'api-docs': '2.0.0-rc.1+3fa2c1',
    });
  });

  it('points a previewed remote at its version folder on the same CDN and remembers it for the session', () => {
    const decision = decidePreview(local, { query: ['marketing-blog@1.1.0'], cookieHeader: undefined });
    expect(decision.manifests).toEqual({ 'marketing-blog': PREVIEW_BLOG });
    expect(decision.versions).toEqual({ 'marketing-blog': '1.1.0' });
    expect(decision.setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=marketing-blog%401\\.1\\.0; Path=/; HttpOnly; SameSite=Lax$`));
  });

  it('keeps previewing from the cookie on the next page, and leaves with ?remote=live', () => {
    const cookieHeader = `${PREVIEW_COOKIE}=marketing-blog%401.1.0`;
    expect(decidePreview(local, { query: [], cookieHeader })).toMatchObject({ manifests: { 'marketing-blog': PREVIEW_BLOG }, setCookie: undefined });
    const leaving = decidePreview(local, { query: ['live'], cookieHeader });
    expect(leaving.manifests).toEqual({});
    expect(leaving.setCookie).toMatch(/Max-Age=0/);
  });

  it('previews nothing when the version asked for is the live one', () => {
    const live = LIVE_BLOG.split('/').at(-2)!;
    expect(decidePreview(local, { query: [`marketing-blog@${live}`], cookieHeader: undefined }).manifests).toEqual({});
  });

  it('is ignored in production, query and cookie alike', () => {
    const production = { ...local, environment: 'production' };
    const decision = decidePreview(production, { query: ['marketing-blog@1.1.0'], cookieHeader: `${PREVIEW_COOKIE}=api-docs%402.0.0` });
    expect(decision).toEqual({ manifests: {}, versions: {} });
  });
});
