/** @jest-environment node */
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { PageSlots } from '../routes/page-slot';
import { routeHandlers } from './route-handlers';

const config = localEnvironment as unknown as SiteConfig;

/** A request's own slots: every load names the request they were made for. */
const slotsOf = (name: string): PageSlots => ({
  load: (route) => Promise.resolve({ pageData: {}, head: { title: `${name}: ${route.id}` } }),
  act: () => Promise.resolve(null),
});

const titleOf = async (handler: ReturnType<ReturnType<typeof routeHandlers>>, url: string, slots: PageSlots) => {
  const context = await handler.query(new Request(`http://site${url}`), { requestContext: slots });
  if (context instanceof Response) throw new Error('a redirect');
  const id = context.matches[context.matches.length - 1]!.route.id;
  return (context.loaderData[id] as { head?: { title?: string } }).head?.title;
};

describe('the route handlers', () => {
  it('makes one handler per route table, for any copy of the composition', () => {
    const handlerFor = routeHandlers();
    // The worker gets a copy of the configuration with every request.
    expect(handlerFor(structuredClone(config))).toBe(handlerFor(structuredClone(config)));
  });

  it('makes another for a composition whose table differs', async () => {
    const handlerFor = routeHandlers();
    const moved = { ...config, routes: { ...config.routes, insight: '/goc-nhin' } };
    expect(handlerFor(moved)).not.toBe(handlerFor(config));
    expect(await titleOf(handlerFor(moved), '/goc-nhin', slotsOf('a'))).toBe('a: insight');
  });

  it('loads each request with its own slots, at the same time on one handler', async () => {
    const handler = routeHandlers()(config);
    const titles = await Promise.all([
      titleOf(handler, '/discovery', slotsOf('first')),
      titleOf(handler, '/packages', slotsOf('second')),
    ]);
    expect(titles).toEqual(['first: blog', 'second: packages']);
  });
});
