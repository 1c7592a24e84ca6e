export * from './site-config';
export * from './remote-exposes';
export * from './remote-page';
export * from './product-slugs';
export * from './report-contact';
export * from './response-codes';
export * from './remote-url';
export * from './image-url';
