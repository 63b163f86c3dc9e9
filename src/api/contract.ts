/**
 * Request and response types and path constants shared by the app (src/services) and the
 * reference server (server/routes). One file per service under contract/.
 */
export * from './contract/signing';
export * from './contract/community';
export * from './contract/news';
export * from './contract/profile';
export * from './contract/finance';
export * from './contract/search';
export * from './contract/sectorTab';
export * from './contract/dragonTiger';
export * from './contract/quote';
