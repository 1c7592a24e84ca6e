// Shared on its own (configs/webpack/shared-dependencies.ts): a page that shows no text with
// markup never downloads it.
export { Trans } from 'react-i18next';
