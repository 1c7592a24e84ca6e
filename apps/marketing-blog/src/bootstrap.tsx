import { startHarness } from '@echowatch/remote-kit/harness';

void startHarness({
  remote: 'marketing-blog',
  routes: [
    { path: '/', title: 'Home', load: () => import('./exposes/home-page') },
    { path: '/discovery/*', title: 'Blog', load: () => import('./exposes/blog-list-page') },
    { path: '/blog-detail/:slug', title: 'Blog article', load: () => import('./exposes/blog-detail-page') },
    { path: '/solutions/:slug', title: 'Solution', load: () => import('./exposes/solution-page') },
    { path: '/features/:slug', title: 'Feature', load: () => import('./exposes/feature-page') },
    { path: '/faqs/*', title: 'FAQs', load: () => import('./exposes/faq-page') },
    { path: '/insight', title: 'Insight', load: () => import('./exposes/insight-page') },
    { path: '/terms-of-use', title: 'Terms of use', load: () => import('./exposes/terms-page') },
    { path: '/privacy-policy', title: 'Privacy policy', load: () => import('./exposes/privacy-page') },
    { path: '/unsubscribe-newsletter', title: 'Unsubscribe newsletter', load: () => import('./exposes/unsubscribe-page') },
  ],
});
