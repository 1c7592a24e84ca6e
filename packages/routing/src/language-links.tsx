import { useCallback, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  parsePath,
  useLocation,
  useNavigate as useRouterNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router';
import { keepLanguage } from './keep-language';

// react-router's links and navigation, keeping the language the address names (see keepLanguage),
// so no page of any remote has to remember it.

/**
 * Whether `to` is the page in view with another query or fragment (a list's next page, a search).
 * Going there keeps the visitor's place; another page opens at its top (the shell's
 * `ScrollRestoration`). A link or navigation may still say otherwise with `preventScrollReset`.
 */
export function isSamePage(to: To, pathname: string): boolean {
  const target = typeof to === 'string' ? parsePath(to) : to;
  return !target.pathname || target.pathname === pathname;
}

export function Link(props: ComponentProps<typeof RouterLink>) {
  const { pathname, search } = useLocation();
  return <RouterLink preventScrollReset={isSamePage(props.to, pathname)} {...props} to={keepLanguage(props.to, search)} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  const { pathname, search } = useLocation();
  return <RouterNavLink preventScrollReset={isSamePage(props.to, pathname)} {...props} to={keepLanguage(props.to, search)} />;
}

/**
 * Goes to `to` once the page is open, for what only the browser knows (a tab's storage, an answer
 * fetched there). What the address alone decides is a loader's redirect (`languageRedirect`).
 */
export function Navigate(props: ComponentProps<typeof RouterNavigate>) {
  const { search } = useLocation();
  return <RouterNavigate {...props} to={keepLanguage(props.to, search)} />;
}

export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const { pathname, search } = useLocation();
  const keeping = useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number'
        ? navigate(to)
        : navigate(keepLanguage(to, search), { preventScrollReset: isSamePage(to, pathname), ...options }),
    [navigate, pathname, search],
  );
  return keeping as NavigateFunction;
}
