/** Header names of the §7 (the calls it makes) calls, apart from signing's (./contract/signing.ts): no dependencies, so index.html's early script can use them. */
export const APP_CODE_HEADER = 'X-App-Code';
export const APP_VERSION_HEADER = 'X-App-Version';
