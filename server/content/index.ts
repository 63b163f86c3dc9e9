/**
 * One content service per server: the content source over the simulator and the search index with
 * its hot-search counter, shared by the news, profile, finance, search and sector-tab routes.
 */
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import type { InstrumentSeed } from '../data/types';
import { SearchIndex } from './search';
import { ContentSource } from './source';

export interface Content {
  src: ContentSource;
  search: SearchIndex;
}

const byContext = new WeakMap<ServerContext, Content>();

export function contentOf(ctx: ServerContext): Content {
  let c = byContext.get(ctx);
  if (!c) {
    const src = new ContentSource(ctx.market, ctx.now);
    c = { src, search: new SearchIndex(src.list()) };
    byContext.set(ctx, c);
  }
  return c;
}

/** The instrument or a 404 with a clear message. */
export function instrumentOr404(
  src: ContentSource,
  market: string | undefined,
  symbol: string,
): InstrumentSeed {
  const seed = src.find(market, symbol);
  if (!seed) throw notFound(`unknown instrument: ${market ? `${market} ` : ''}${symbol}`);
  return seed;
}

/** The project's success envelope (§7 (the calls it makes) response rule: the app reads `data`). */
export function ok<T>(data: T, extra: Record<string, unknown> = {}): { code: 1; msg: string; data: T } {
  return { code: 1, msg: 'success', data, ...extra };
}
