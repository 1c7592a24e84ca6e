import { useLocation } from '@echowatch/routing';

/** Shows the router's current query string, so a test can read what the page wrote to the URL. */
export function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

export function currentSearchParams(element: HTMLElement): URLSearchParams {
  return new URLSearchParams(element.textContent ?? '');
}
