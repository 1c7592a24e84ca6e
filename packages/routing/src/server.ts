// Server rendering only: kept out of the shared module so the browser never downloads it. It
// resolves to the same react-router module as the shared one, so both use one router context.
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
