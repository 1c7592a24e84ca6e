import { useLocation } from '@echowatch/routing';

/** Shows the router's current path, so a test can see where a page navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
