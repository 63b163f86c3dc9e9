/**
 * The one rule, shared by the app and the server, that names an instrument as `market:code` the way
 * the universe does (`sh:600000`, `HKSE:00700`, `HKIDX:.HSI`, `NASDAQ:AAPL`). 自选 and 股价提醒
 * (docs/watchlist-and-alerts.md) store these ids; the routes write markets and codes in several
 * forms (`/hk/00700.html`, `/hkse/00700.html` from the sector tab's lower-cased market, `/shetf/…`
 * from search), and an id built from the raw route is refused by the server.
 */

/** The universe's market names. */
export type MarketName =
  'sh' | 'sz' | 'bj' | 'HKSE' | 'HKIDX' | 'NASDAQ' | 'NYSE' | 'AMEX' | 'EUIDX' | 'XBHS';

const MARKET_ALIASES: Record<string, MarketName> = {
  sh: 'sh',
  shetf: 'sh',
  sha: 'sh',
  sz: 'sz',
  szetf: 'sz',
  sza: 'sz',
  bj: 'bj',
  hk: 'HKSE',
  hkse: 'HKSE',
  hkex: 'HKSE',
  hkidx: 'HKIDX',
  nasdaq: 'NASDAQ',
  nyse: 'NYSE',
  amex: 'AMEX',
  euidx: 'EUIDX',
  xbhs: 'XBHS',
};

/** The market strings the app and §7 (the calls it makes) use ('hk', 'HK', 'shetf', 'SH', 'nasdaq' …) → the universe's. */
export function normalizeMarket(market: string): MarketName | undefined {
  const m = market.trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(MARKET_ALIASES, m) ? MARKET_ALIASES[m] : undefined;
}

/**
 * A code as its market lists it: HK stock codes of 1 to 4 digits padded to 5 ('700', '0700' →
 * '00700'), an HK index without its dot gets it ('HSI' → '.HSI'), everything else upper-cased.
 */
export function normalizeCode(market: MarketName, code: string): string {
  const c = code.trim();
  if (market === 'HKSE' && /^\d{1,4}$/.test(c)) return c.padStart(5, '0');
  if (market === 'HKIDX' && /^[A-Za-z]+$/.test(c)) return `.${c.toUpperCase()}`;
  return c.toUpperCase();
}

/** `market:code` as the universe names the instrument; null for a market no instrument has, or no code. */
export function instrumentIdOf(market: string, code: string): string | null {
  const m = normalizeMarket(market);
  const c = m ? normalizeCode(m, code) : '';
  return m && c ? `${m}:${c}` : null;
}

/** An id written in any of the accepted forms (`hk:00700`) → the universe's (`HKSE:00700`); null if malformed. */
export function canonicalInstrumentId(id: string): string | null {
  const i = id.indexOf(':');
  if (i <= 0 || i === id.length - 1) return null;
  return instrumentIdOf(id.slice(0, i), id.slice(i + 1));
}
