export * from './tokens';
export { cssVar, GLOBAL_TOKEN_GROUPS, injectTokens, ownedTokenStyle, tokensCssText } from './css-variables';
