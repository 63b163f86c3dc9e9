/** A pool of A-share keys the simulator knows, for the load tests (checked with a dictionary call). */
import { MORE_A_SHARES } from '../../server/data/a-share-listings';
import { MarketId, MsgType, type QuoteKey } from '../../contract/quote-protocol';
import type { RawQuoteClient } from './wire';

export async function instrumentPool(client: RawQuoteClient, size: number): Promise<QuoteKey[]> {
  const candidates: QuoteKey[] = MORE_A_SHARES.map(([code]) => code)
    .filter((code) => /^[036]/.test(code))
    .slice(0, size * 2)
    .map((code) => ({ market: code.startsWith('6') ? MarketId.sh : MarketId.sz, code }));
  const known: QuoteKey[] = [];
  let refusals = 0;
  for (let i = 0; i < candidates.length && known.length < size;) {
    const reply = await client.request(MsgType.Dictionary, { key: candidates.slice(i, i + 100) });
    // Past the socket's request budget for this second (a 100-key ask costs ~100 units): ask again
    // in the next one rather than lose the slice.
    if (reply.header.type === MsgType.Error && (reply.body as { code?: number }).code === 429) {
      if (++refusals > 5) throw new Error('instrument pool: refused (429) six times');
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    for (const item of (reply.body as { hq?: { key: QuoteKey }[] }).hq ?? []) known.push(item.key);
    i += 100;
  }
  if (known.length < size) throw new Error(`only ${known.length} known instruments`);
  return known.slice(0, size);
}
