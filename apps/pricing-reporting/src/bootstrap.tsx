import { startHarness } from '@echowatch/remote-kit/harness';

void startHarness({
  remote: 'pricing-reporting',
  routes: [
    { path: '/packages', title: 'Pricing', load: () => import('./exposes/packages-page') },
    { path: '/reporting-service', title: 'Report service', load: () => import('./exposes/reporting-service-page') },
  ],
});
