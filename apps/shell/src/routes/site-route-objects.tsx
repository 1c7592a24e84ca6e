import {
  data,
  languageRedirect,
  Outlet,
  ScrollRestoration,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouteObject,
} from '@echowatch/routing';
import type { SiteConfig } from '@echowatch/contracts';
import { RouteHeadTags } from '../head/route-head-tags';
import { StatedHeadProvider } from '../head/stated-head';
import { PreviewBanner } from '../layout/preview-banner';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import type { PageActionData, PageSlotData, PageSlots } from './page-slot';
import { PostedEarlyNotice } from './posted-early-notice';
import { RemoteRoutePage } from './remote-route';
import { buildRouteTable, hasKnownSlug, LINK_OR_NOT_FOUND, linkResultRoute, type RemoteRoute } from './route-table';
import { SessionGuard } from './session-guard';

// A status the server answers with, and data the page reads the same way in the browser.
const notFound = () => data<PageSlotData>({ pageData: {}, notFound: true }, { status: 404 });

/**
 * A page whose loader found that its address names nothing (an unknown post) is not found too; one
 * whose loader sent it elsewhere is a redirect there.
 */
const loaded = async (slot: Promise<PageSlotData>, request: Request) => {
  const answer = await slot;
  if (answer.redirect) throw languageRedirect(answer.redirect, request);
  return answer.notFound ? data(answer, { status: 404 }) : answer;
};

/**
 * The frame of every page. `ScrollRestoration`: a new page opens at its top (or at the fragment
 * its address names), Back and Forward return to where the visitor was, and the page the server
 * sent keeps the place the visitor scrolled to before it was live.
 */
function SiteFrame() {
  const busy = useNavigation().state !== 'idle';
  return (
    <StatedHeadProvider>
      <ScrollRestoration />
      <RouteHeadTags />
      <PreviewBanner />
      <SiteLayout busy={busy}>
        <Outlet />
      </SiteLayout>
    </StatedHeadProvider>
  );
}

/** The route's page with its loader's data and, after a form was posted to it, the answer. */
function RoutePage({ route, slot }: { route: RemoteRoute; slot: PageSlotData }) {
  const answer = useActionData() as PageActionData | undefined;
  const page = <RemoteRoutePage route={route} slot={slot} actionData={answer && 'page' in answer ? answer.page : undefined} />;
  return answer && 'postedEarly' in answer ? (
    <>
      <PostedEarlyNotice />
      {page}
    </>
  ) : (
    page
  );
}

function PageRoute({ route }: { route: RemoteRoute }) {
  const slot = useLoaderData() as PageSlotData;
  if (slot.notFound) return <NotFoundPage />;
  const page = <RoutePage route={route} slot={slot} />;
  return route.guarded ? <SessionGuard>{page}</SessionGuard> : page;
}

/** Confirm and invite links end in their word, whatever comes before it; any other address is no page. */
function LinkOrNotFound() {
  const slot = useLoaderData() as PageSlotData;
  const route = linkResultRoute(useLocation().pathname);
  return route && !slot.notFound ? <RoutePage route={route} slot={slot} /> : <NotFoundPage />;
}

/**
 * A form posted to a page: its page's action answers (the page shows the result, or the errors
 * with what was typed), or, for a page whose form needs its code, the page comes back saying that
 * nothing was sent, its boxes holding what was typed.
 */
async function answerForm(route: RemoteRoute, slots: PageSlots, args: ActionFunctionArgs) {
  const result = await slots.act(route, args);
  return result ? data<PageActionData>({ page: result.data }, { status: result.status }) : ({ postedEarly: true } satisfies PageActionData);
}

/**
 * The whole route table as React Router's data routes: every page is a child of the site's frame,
 * and its loader gets the page's module and data (from `slots`) before the page renders, on the
 * server and on each client navigation. Ids are the route table's.
 */
export function siteRouteObjects(config: SiteConfig, slots: PageSlots): RouteObject[] {
  const pageRoute = (route: RemoteRoute): RouteObject => ({
    id: route.id,
    path: route.path,
    loader: (args: LoaderFunctionArgs) => (hasKnownSlug(route, args.params.slug) ? loaded(slots.load(route, args), args.request) : notFound()),
    action: (args: ActionFunctionArgs) => answerForm(route, slots, args),
    element: <PageRoute route={route} />,
  });
  const linkOrNotFound: RouteObject = {
    id: LINK_OR_NOT_FOUND,
    path: '*',
    loader: (args: LoaderFunctionArgs) => {
      const route = linkResultRoute(new URL(args.request.url).pathname);
      return route ? loaded(slots.load(route, args), args.request) : notFound();
    },
    action: (args: ActionFunctionArgs) => {
      const route = linkResultRoute(new URL(args.request.url).pathname);
      return route ? answerForm(route, slots, args) : ({ postedEarly: true } satisfies PageActionData);
    },
    element: <LinkOrNotFound />,
  };
  return [{ id: 'site', element: <SiteFrame />, children: [...buildRouteTable(config).map(pageRoute), linkOrNotFound] }];
}
