// The pricing catalog, a subpath of its own (`@echowatch/contracts/pricing`) so a page that shows a
// few prices takes these facts only.
export * from './packages';
export * from './feature-modules';
export * from './add-ons';
export * from './amount-format';
