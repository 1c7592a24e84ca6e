/// <reference types="@testing-library/jest-dom" />
export { apiServer } from './api-server';
export { renderOnServer, type ServerRenderOptions } from './render-on-server';
export { describeOnServerInEachLanguage } from './describe-on-server';
export { describeTextGroups } from './describe-text-groups';
export { renderWithShell, type ShellRenderOptions } from './render-with-shell';
export { testSiteConfig, TEST_API, TEST_BLOG, TEST_SSO } from './test-config';
export { LocationProbe, probedLocation } from './location-probe';
export { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth, stubMatchMedia } from './viewport';
// A visitor's clicks and typing, for a test that renders its own router rather than renderWithShell.
export { userEvent } from '@testing-library/user-event';
