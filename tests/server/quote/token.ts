/** A quote token from the server's quote-token HTTP call (§7 (the calls it makes)), as the app gets one. */
import { QUOTE_PATHS, QUOTE_SERVICE_BASE, type QuoteTokenResponse } from '../../../contract/quote';
import type { QuoteTokenRequest } from '../../../contract/quote.params.schema';
import { DEFAULT_SECRETS } from '../../../server/secrets';

export async function fetchQuoteToken(base: string): Promise<string> {
  const body: QuoteTokenRequest = {
    AppKey: 'wapquote-h5',
    AppSecret: DEFAULT_SECRETS.WAP_APP_SECRET,
    Name: 'wap-quote',
    Desc: 'h5',
    Version: '1.0.0',
    Type: 'h5',
  };
  const res = await fetch(`${base}${QUOTE_SERVICE_BASE.hqToken}${QUOTE_PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`quote token call failed: HTTP ${res.status}`);
  const json = (await res.json()) as QuoteTokenResponse;
  return json.Data.Token;
}
