/**
 * Request and response types and path constants shared by the app (src/services) and the
 * reference server (server/routes). One file per service under contract/.
 */
export * from './contract/signing';
export * from './contract/community';
