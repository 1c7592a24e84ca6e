import { startHarness } from '@echowatch/remote-kit/harness';

void startHarness({
  remote: 'auth-flows',
  routes: [
    { path: '/login/*', title: 'Login', load: () => import('./exposes/login-page') },
    { path: '/user', title: 'Invited user', load: () => import('./exposes/user-page') },
    { path: '/register', title: 'Register', load: () => import('./exposes/register-page') },
    { path: '/forgot-password', title: 'Forgot password', load: () => import('./exposes/forgot-password-page') },
    { path: '/forgot-password/:token', title: 'Forgot password', load: () => import('./exposes/forgot-password-page') },
    { path: '/forgot-otp', title: 'Forgot password', load: () => import('./exposes/forgot-password-page') },
    { path: '/reset-2fa/:uid', title: 'Reset two-factor', load: () => import('./exposes/reset-2fa-page') },
    { path: '/register/confirm', title: 'Confirm account', load: () => import('./exposes/confirm-page') },
    { path: '/invite', title: 'Organization invitation', load: () => import('./exposes/confirm-page') },
  ],
});
