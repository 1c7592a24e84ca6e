// Every app imports routing from here, never from react-router itself. This module is the shared
// singleton: its export list is what the bundles keep of react-router (the shell provides it, the
// remotes consume it), so an export is added here when a page first needs it. Links and navigation
// keep the language the address names (`?lng=`), for every app at once.
export {
  createBrowserRouter,
  data,
  matchRoutes,
  Outlet,
  ScrollRestoration,
  useActionData,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigation,
  useParams,
  useSearchParams,
} from 'react-router';
export type { ActionFunctionArgs, HydrationState, LoaderFunctionArgs, NavigateOptions, RouteObject, To } from 'react-router';
// With React DOM's flushSync, so the router's updates reach the screen the way React DOM expects.
export { RouterProvider } from 'react-router/dom';
export { useSetAddressLanguage, useViewKey } from './address-language';
export { keepLanguage, LANGUAGE_PARAM } from './keep-language';
export { Link, Navigate, NavLink, useNavigate } from './language-links';
export { languageRedirect } from './language-redirect';
