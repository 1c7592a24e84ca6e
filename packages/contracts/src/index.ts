export * from './site-config';
export * from './remote-exposes';
export * from './remote-page';
