import { startHarness } from '@echowatch/remote-kit/harness';

void startHarness({
  remote: 'api-docs',
  routes: [
    { path: '/open-api-docs/*', title: 'Open API docs', load: () => import('./exposes/open-api-docs-page') },
  ],
});
