import { useCallback, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useHref,
  useLocation,
  useNavigate as useRouterNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router';
import { keepLanguage } from './keep-language';
import { useServerRedirect } from './server-redirect';

// react-router's links and navigation, keeping the language the address names (see keepLanguage),
// so no page of any remote has to remember it.

export function Link(props: ComponentProps<typeof RouterLink>) {
  const { search } = useLocation();
  return <RouterLink {...props} to={keepLanguage(props.to, search)} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  const { search } = useLocation();
  return <RouterNavLink {...props} to={keepLanguage(props.to, search)} />;
}

/** Goes to `to` at once: in the browser by navigating, on the server by answering with a redirect. */
export function Navigate(props: ComponentProps<typeof RouterNavigate>) {
  const { search } = useLocation();
  const to = keepLanguage(props.to, search);
  const href = useHref(to);
  const redirectOnServer = useServerRedirect();
  if (redirectOnServer) {
    redirectOnServer(href);
    return null;
  }
  return <RouterNavigate {...props} to={to} />;
}

export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const { search } = useLocation();
  const keeping = useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(keepLanguage(to, search), options),
    [navigate, search],
  );
  return keeping as NavigateFunction;
}
