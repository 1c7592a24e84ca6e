import { useCallback, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate as useRouterNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router';
import { keepLanguage } from './keep-language';

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
  const { search } = useLocation();
  const keeping = useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(keepLanguage(to, search), options),
    [navigate, search],
  );
  return keeping as NavigateFunction;
}
