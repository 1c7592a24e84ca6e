import { useLocation } from 'react-router-dom';
import type { Language, SiteConfig } from '@echowatch/contracts';
import { renderWithShell } from '@echowatch/test-utils';
import '../../i18n/register';
import { OpenApiDocsPage } from './open-api-docs-page';

/** Shows the router's path so a test can read where a pick or a redirect led. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="current path">{`${pathname}${search}`}</output>;
}

/** Mounts the docs the way the shell does: on /open-api-docs/*. */
export function renderDocs(route = '/open-api-docs', language: Language = 'vi', config?: SiteConfig) {
  return renderWithShell(
    <>
      <OpenApiDocsPage />
      <CurrentPath />
    </>,
    { route, path: '/open-api-docs/*', language, config },
  );
}
