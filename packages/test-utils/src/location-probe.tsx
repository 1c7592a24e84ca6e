import { useLocation } from '@echowatch/routing';

/** Shows the router's current address, so a test can see where a page navigated or what it wrote. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The address a LocationProbe shows, as a URL (read its pathname or searchParams). */
export function probedLocation(probe: HTMLElement): URL {
  return new URL(probe.textContent ?? '', 'http://site.test');
}
