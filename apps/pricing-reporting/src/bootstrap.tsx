import { startHarness } from '@echowatch/remote-kit/harness';

void startHarness({
  remote: 'pricing-reporting',
  routes: [
    { path: '/packages', title: 'Pricing', load: () => import('./exposes/pricing-page') },
    { path: '/reporting-service', title: 'Report service', load: () => import('./exposes/pricing-page') },
  ],
});
