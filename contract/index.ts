/**
 * Request and response types and path constants shared by the app (src/services) and the
 * reference server (server/routes). One file per service under contract/.
 */
export * from './signing';
export * from './community';
export * from './news';
export * from './profile';
export * from './finance';
export * from './search';
export * from './sector-tab';
export * from './dragon-tiger';
export * from './quote';
