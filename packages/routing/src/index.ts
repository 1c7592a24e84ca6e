// Every app imports routing from here, never from react-router itself. This module is the shared
// singleton: its export list is what the bundles keep of react-router (the shell provides it, the
// remotes consume it), so an export is added here when a page first needs it.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateOptions, To } from 'react-router';
