/** @jest-environment node */
import { createStaticHandler } from '@echowatch/routing/server';
import { testSiteConfig } from '@echowatch/test-utils';
import type { PageActionResult } from '@echowatch/contracts';
import type { PageSlotData, PageSlots } from './page-slot';
import type { RemoteRoute } from './route-table';
import { siteRouteObjects } from './site-route-objects';

const config = testSiteConfig();

/** Page loads as the server's would make them, recorded: which route's page, and at which address. */
function recordingSlots(answer: PageSlotData = { pageData: { 'blog:a': { ok: true, value: 'A post' } } }, action?: (form: FormData) => PageActionResult) {
  const loads: Array<{ route: RemoteRoute; url: string }> = [];
  const slots: PageSlots = {
    load: (route, args) => {
      loads.push({ route, url: args.request.url });
      return Promise.resolve(answer);
    },
    act: async (_route, args) => (action ? action(await args.request.formData()) : null),
  };
  return { slots, loads };
}

async function query(path: string, slots: PageSlots, form?: URLSearchParams) {
  const handler = createStaticHandler(siteRouteObjects(config, slots));
  const address = new URL(path, 'http://site');
  const context = await handler.query(form ? new Request(address, { method: 'POST', body: form }) : new Request(address));
  if (context instanceof Response) throw new Error(`unexpected redirect to ${context.headers.get('Location')}`);
  return context;
}

describe('siteRouteObjects', () => {
  it('loads the page of the matched route once, before rendering, and hands its data to the page', async () => {
    const { slots, loads } = recordingSlots();
    const context = await query('/blog-detail/a?lng=en', slots);
    expect(loads).toHaveLength(1);
    expect(loads[0]!.route).toMatchObject({ id: 'blogDetail', remote: 'marketing-blog', expose: './blog-detail-page' });
    expect(loads[0]!.url).toBe('http://site/blog-detail/a?lng=en');
    expect(context.statusCode).toBe(200);
    expect(context.loaderData.blogDetail).toEqual({ pageData: { 'blog:a': { ok: true, value: 'A post' } } });
  });

  it('answers an unknown product slug with 404 and the not-found page, without loading any page', async () => {
    const { slots, loads } = recordingSlots();
    const context = await query('/solutions/no-such-solution', slots);
    expect(context.statusCode).toBe(404);
    expect(context.loaderData.solution).toEqual({ pageData: {}, notFound: true });
    expect(loads).toHaveLength(0);
  });

  it('loads the confirm page for any address ending in "confirm", and nothing for other unknown addresses', async () => {
    const { slots, loads } = recordingSlots({ pageData: {} });
    const link = await query('/a-secret/confirm', slots);
    expect(link.statusCode).toBe(200);
    expect(loads.map(({ route }) => route.expose)).toEqual(['./confirm-page']);
    const unknown = await query('/no/such/page', slots);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.loaderData['link-or-not-found']).toEqual({ pageData: {}, notFound: true });
    expect(loads).toHaveLength(1);
  });

  it('answers a page whose loader sent its address elsewhere with a 302 there, keeping the language', async () => {
    const { slots } = recordingSlots({ pageData: {}, redirect: '/open-api-docs/introduction' });
    const handler = createStaticHandler(siteRouteObjects(config, slots));
    const moved = await handler.query(new Request('http://site/open-api-docs/retired?lng=en'));
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(302);
    expect((moved as Response).headers.get('Location')).toBe('/open-api-docs/introduction?lng=en');
  });

  it('keeps a slot the server could not render as data, so the page shows its fallback with status 200', async () => {
    const { slots } = recordingSlots({ pageData: {}, failed: true });
    const context = await query('/packages', slots);
    expect(context.statusCode).toBe(200);
    expect(context.errors).toBeNull();
    expect(context.loaderData.packages).toEqual({ pageData: {}, failed: true });
  });

  it('answers a form posted to a page with its action, then loads the page with the answer and its status', async () => {
    const { slots, loads } = recordingSlots({ pageData: {} }, (form) => ({ status: 400, data: { errors: { email: 'invalid' }, email: form.get('email') } }));
    const context = await query('/reporting-service', slots, new URLSearchParams({ email: 'not-an-address' }));
    expect(context.statusCode).toBe(400);
    expect(context.actionData).toEqual({ reportingService: { page: { errors: { email: 'invalid' }, email: 'not-an-address' } } });
    expect(loads).toHaveLength(1);
  });

  it('says a form posted to a page without an action came before the page was ready, and nothing was sent', async () => {
    const { slots } = recordingSlots({ pageData: {} });
    const context = await query('/login', slots, new URLSearchParams({ username: 'an@example.vn' }));
    expect(context.statusCode).toBe(200);
    expect(context.actionData).toEqual({ login: { postedEarly: true } });
  });
});
