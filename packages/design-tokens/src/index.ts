export * from './tokens';
export { cssVar, injectTokens, tokensCssText } from './css-variables';
