import { screen } from '@testing-library/react';
import { useLocation } from '@echowatch/routing';
import type { Language, SiteConfig } from '@echowatch/contracts';
import { renderWithShell } from '@echowatch/test-utils';
import '../../testing/all-texts';
import { OpenApiDocsPage } from './open-api-docs-page';
import { EndpointSlot } from './reference/endpoint-slot';

/** Shows the router's path so a test can read where a pick or a redirect led. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="current path">{`${pathname}${search}`}</output>;
}

let referenceLoaded = false;

/**
 * Loads the lazy reference chunk once per test file, so a later pick renders it at once rather than
 * resolving outside React's test scope.
 */
async function loadReferenceOnce() {
  if (referenceLoaded) return;
  const { unmount } = await renderWithShell(<EndpointSlot endpoint={{ method: 'GET', path: '/topic/list' }} idPrefix="preload" />);
  await screen.findByRole('table', { name: 'Mã phản hồi của Danh sách chủ đề' });
  unmount();
  referenceLoaded = true;
}

/** Mounts the docs the way the shell does: on /open-api-docs/*. */
export async function renderDocs(route = '/open-api-docs', language: Language = 'vi', config?: SiteConfig) {
  await loadReferenceOnce();
  return renderWithShell(
    <>
      <OpenApiDocsPage />
      <CurrentPath />
    </>,
    { route, path: '/open-api-docs/*', language, config },
  );
}
