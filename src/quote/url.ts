/** Where the app opens the quote channel: config `apihqDomain`, or the same origin's /ws/quote. */
import { QUOTE_WS_PATH } from '../../contract/quote-protocol';

export function quoteSocketUrl(apihqDomain: string, location: { protocol: string; host: string }): string {
  if (apihqDomain) return apihqDomain;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${QUOTE_WS_PATH}`;
}
