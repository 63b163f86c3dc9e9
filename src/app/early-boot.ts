/**
 * The early script (issue 21 item 6: instant cold start). The build compiles this file on its own
 * and inlines it into index.html's head, before the stylesheet (which would hold a script after it
 * until it has loaded), so it runs while the app's code is still downloading, long before the bundle
 * has been evaluated; what it draws waits for the root element (withRoot). For the stock home's URL it
 *
 * 1. draws the device's last known quote of the page's instrument (stores/quote-cache.ts) in a
 *    small block above the root, grey and marked 非实时 like the price panel draws a cached quote
 *    (`data-testid=panel-price-cached`, never `panel-price`); the block goes when the page's own
 *    view has rendered (it then shows the same cached quote, or the live one);
 * 2. opens the quote socket as soon as config.json (asked for by index.html's head script) says
 *    where it is, and parks it for the app's QuoteConnection (quote/early-socket.ts), so the
 *    socket's handshake is done by the time the app asks for its first subscription.
 *
 * For every URL it also asks for the opened page's files (route-files.ts), which the app's boot
 * would otherwise ask for only once its own code has been evaluated.
 *
 * Everything here is best effort: any failure leaves the page to do the same work as before.
 */
import { detectPlatform } from '../../bridge/detect';
import { resolveConfig, type ConfigFile } from '../config/load';
import { DASH } from '../lib/format/number';
import type { Trend } from '../lib/colors';
import { normalizeCode } from '../lib/market';
import type { EnvConfig } from '../config/environments';
import { fetchLastPrice, type EarlyQuote } from '../stores/last-price';
import { LINE_VIEWBOX, linePath, parseCachedLine, refPath, type CachedLine } from '../lib/chart/cached-line';
import { lineKey } from '../stores/line-cache';
import { fetchQuoteTokenWith, type EarlyToken } from '../api/quote-token';
import { QUOTE_PATHS } from '../../contract/quote';
import { headline } from '../components/price-panel/fields';
import { quoteKey } from '../quote/keys';
import { CLAIMED, type ParkedSocket } from '../quote/early-socket';
import { startEarlySession, type EarlyLiveQuote } from '../quote/early-session';
import { quoteSocketUrl } from '../quote/url';
import {
  QuoteCache,
  cacheKey,
  parseCachedQuote,
  type CachedQuote,
  type KeyValueStorage,
} from '../stores/quote-cache';
import { NOT_LIVE_LABEL } from '../components/price-panel/not-live';
import { instrumentFromRoute } from '../pages/stock/route';
import { preloadFamilyFiles, routeChunkOf, type RouteFilesWindow } from './route-files';
import { afterHead, withRoot } from './parse-wait';
import { earlyRowsStart, type EarlyRowsWindow } from './early-rows';
import { drawEarlyLine, EarlyDayLine, lineBox } from './early-line';
import { regionOf } from '../lib/market';

/** The stock home's paths (routes.tsx: '/' and '/{market}/{code}.html' under /wap). */
export function stockInstrumentOf(pathname: string, search: string): { market: string; code: string } | null {
  const home = /^\/wap\/?$/.test(pathname);
  const m = /^\/wap\/([^/]+)\/([^/]+)\.html\/?$/.exec(pathname);
  if (!home && !m) return null;
  let params: Record<string, string | undefined> = {};
  try {
    params = m ? { market: decodeURIComponent(m[1]), code: decodeURIComponent(m[2]) } : {};
  } catch {
    return null;
  }
  const got = instrumentFromRoute(params, new URLSearchParams(search));
  try {
    quoteKey(got.market, got.code);
  } catch {
    return null; // a market the channel does not serve: the page shows its not-found state
  }
  return got;
}

/** The cached quote's headline, as the price panel writes it (one rule: fields.ts headline). */
export function cachedHeadline(
  market: string,
  code: string,
  q: CachedQuote,
): { price: string; change: string; percent: string; trend: Trend } | null {
  const { price, change, percent, trend } = headline({ market, code, dyna: q.dyna, statistic: q.statistic });
  return price === DASH ? null : { price, change, percent, trend };
}

const { width: LINE_W, height: LINE_H } = LINE_VIEWBOX;

/** The last known intraday line, as the chart's loading box draws it (one path rule: linePath). */
function drawLine(doc: Document, intraday: CachedLine): HTMLElement {
  const { d, ref } = linePath(intraday, LINE_W, LINE_H);
  const classes = ref !== null ? ['cached-line__ref', 'cached-line__price'] : ['cached-line__price'];
  const { box, paths } = lineBox(doc, 'boot-quote__line', 'boot-quote-line', classes);
  if (ref !== null) paths[0].setAttribute('d', refPath(ref));
  paths[paths.length - 1].setAttribute('d', d);
  return box;
}

type Headline = NonNullable<ReturnType<typeof cachedHeadline>>;

/** The block's markup (texts set as text, never as HTML), painted by paintHeadline. */
function drawBlock(doc: Document, root: HTMLElement, name: string, intraday: CachedLine | null) {
  const el = (tag: string, cls: string, text?: string) => {
    const e = doc.createElement(tag);
    e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const block = el('section', 'boot-quote');
  block.id = 'boot-quote';
  block.setAttribute('data-testid', 'boot-quote');
  if (name) block.appendChild(el('div', 'boot-quote__name', name));
  const line = el('div', 'boot-quote__headline');
  line.appendChild(el('span', 'boot-quote__price'));
  const change = el('span', 'boot-quote__change');
  change.appendChild(el('span', ''));
  change.appendChild(el('span', ''));
  line.appendChild(change);
  line.appendChild(el('span', 'boot-quote__not-live', NOT_LIVE_LABEL));
  block.appendChild(line);
  if (intraday) block.appendChild(drawLine(doc, intraday));
  root.parentNode?.insertBefore(block, root);
  return block;
}

/**
 * Writes the headline into the block: a live quote (the early session's) coloured by its change and
 * marked as the price panel marks a live price (`panel-price`), without the 非实时 tag or the last
 * known line; any other grey, tagged and marked `panel-price-cached`.
 */
function paintHeadline(block: HTMLElement, h: Headline, live: boolean): void {
  const price = block.querySelector<HTMLElement>('.boot-quote__price');
  const [change, percent] = Array.from(block.querySelectorAll<HTMLElement>('.boot-quote__change > span'));
  const tag = block.querySelector<HTMLElement>('.boot-quote__not-live');
  if (!price || !change || !percent || !tag) return;
  price.textContent = h.price;
  change.textContent = h.change;
  percent.textContent = h.percent;
  price.setAttribute('data-testid', live ? 'panel-price' : 'panel-price-cached');
  block.classList.toggle('boot-quote--live', live);
  for (const trend of ['rise', 'fall'])
    block.querySelector('.boot-quote__headline')?.classList.toggle(trend, live && h.trend === trend);
  tag.hidden = live;
  if (live) block.querySelector('.boot-quote__line')?.remove();
}

/** Whether the app's own view of the stock page (or an error page) is in the root. */
const pageRendered = (root: HTMLElement) => !!root.querySelector('.stock-page, .page-error');

/** Removes the block once the app's own view of the page has rendered (or the page changed). */
function removeWhenRendered(win: Window, root: HTMLElement, block: HTMLElement): void {
  const path = win.location.pathname;
  const done = () => pageRendered(root) || win.location.pathname !== path;
  const obs = new MutationObserver(() => {
    if (!done()) return;
    obs.disconnect();
    block.remove();
  });
  obs.observe(root, { childList: true, subtree: true });
}

/** What the early script reads and leaves on the window. */
export interface EarlyWindow extends RouteFilesWindow, EarlyRowsWindow {
  /** config.json: asked for by index.html's head script, or `file`, the copy the server put in the page. */
  __wapConfig?: { url: string; response: Promise<Response>; file?: ConfigFile };
  __wapEarlySocket?: ParkedSocket | typeof CLAIMED;
  /** The lastPrice call's quote of a cold start with nothing cached (stores/last-price.ts). */
  __wapEarlyQuote?: EarlyQuote;
  /** The quote token asked for at once (api/quote-token.ts); null once the app has asked itself. */
  __wapEarlyToken?: EarlyToken | null;
  /**
   * Settles when the stock home's early live price is drawn (or will not be; without a token, the
   * first visit's early price): index.html starts the app's code then, or after its cap, so the
   * app's evaluation does not hold the price's last hops.
   */
  __wapHoldApp?: Promise<void>;
  fetch?: typeof fetch;
  /** The browser's WebSocket (a fake in tests). */
  WebSocket?: unknown;
}

type SocketConstructor = new (url: string) => ParkedSocket['socket'];

/** Where the quote socket was last opened (written from config.json), read on the next cold start. */
export const SOCKET_URL_KEY = 'wapq.socket-url';

/** config.json's answer as the app will resolve it, or null when it never came or was unreadable. */
function configOf(win: Window & EarlyWindow): Promise<EnvConfig | null> | null {
  const early = win.__wapConfig;
  if (!early) return null;
  // In the page already: the token call and the socket start in this task, not a round trip later.
  if (early.file) return Promise.resolve(resolveConfig(early.file));
  return early.response
    .then((res) => (res.ok ? (res.clone().json() as Promise<ConfigFile>) : null))
    .catch(() => null)
    .then((file) => resolveConfig(file))
    .catch(() => null);
}

/**
 * Opens the quote socket and parks it for the app: at once at the URL the last visit's config
 * gave, else as soon as config.json has arrived. A socket the app does not take (config.json now
 * says another URL) is closed by the app's take (quote/early-socket.ts); when the app has already
 * opened its own, none is opened.
 */
function openSocket(
  win: Window & EarlyWindow,
  storage: KeyValueStorage | null,
  config: Promise<EnvConfig | null> | null,
  onParked: (parked: ParkedSocket) => void,
): void {
  if (typeof win.WebSocket !== 'function') return;
  const Socket = win.WebSocket as SocketConstructor;
  let opened = false;
  const park = (url: string) => {
    if (opened || win.__wapEarlySocket !== undefined) return;
    opened = true;
    const socket = new Socket(url);
    const parked: ParkedSocket = { url, socket, messages: [] };
    socket.onmessage = (ev) => parked.messages.push(ev.data);
    win.__wapEarlySocket = parked;
    onParked(parked);
  };
  const remembered = storage?.getItem(SOCKET_URL_KEY);
  if (remembered && /^wss?:\/\//.test(remembered)) park(remembered);
  config
    ?.then((cfg) => {
      if (!cfg) return;
      const url = quoteSocketUrl(cfg.apihqDomain, win.location);
      try {
        storage?.setItem(SOCKET_URL_KEY, url);
      } catch {
        /* full or disabled storage: the next start waits for config.json again */
      }
      park(url);
    })
    .catch(() => undefined);
}

/**
 * Asks for the quote token as soon as config.json has come: the channel's auth needs it, and the
 * app would ask only once its code has run. The app takes the request over (api/quote-token.ts).
 */
function askToken(win: Window & EarlyWindow, config: Promise<EnvConfig | null>): Promise<string | null> {
  return config.then((cfg) => {
    if (!cfg || typeof win.fetch !== 'function' || win.__wapEarlyToken !== undefined) return null;
    const grant = fetchQuoteTokenWith(win.fetch.bind(win), cfg);
    grant.catch(() => undefined); // the app asks again when this one failed
    win.__wapEarlyToken = { url: `${cfg.hqToken}${QUOTE_PATHS.token}`, grant };
    return grant.then(
      (g) => g.token,
      () => null,
    );
  });
}

/** The page's instrument: market and code as in the URL, and the channel's symbol (the cache's key). */
interface Instrument {
  market: string;
  code: string;
  symbol: string;
}

/**
 * With nothing cached, asks the server for the instrument's quote (the lastPrice call) as soon as
 * config.json has come, keeps it in the device's cache (as the last known quote, never as live),
 * hands it to the app (`__wapEarlyQuote`, for a page that has already looked in the cache) and,
 * while the app's page has not rendered yet, draws it in the early block.
 */
function fetchFirstQuote(
  win: Window & EarlyWindow,
  storage: KeyValueStorage | null,
  config: Promise<EnvConfig | null>,
  instrument: Instrument,
  now: () => number,
): void {
  const { market, code, symbol } = instrument;
  const pathAtStart = win.location.pathname;
  const quote = config.then((cfg) =>
    cfg && typeof win.fetch === 'function'
      ? fetchLastPrice(win.fetch.bind(win), cfg.rjhyQuoteHost, market, code, now)
      : null,
  );
  win.__wapEarlyQuote = { market, code: symbol, quote };
  const drawn = quote.then((q) => {
    if (!q) return;
    // Kept unless the page has kept a quote meanwhile (a live one, newer than this answer).
    const cache = new QuoteCache(storage, now);
    if (!cache.load(market, symbol))
      cache.save(market, symbol, { stockname: q.stockname, dyna: q.dyna, statistic: q.statistic }, true);
    const root = win.document.getElementById('root');
    if (root && !pageRendered(root) && win.location.pathname === pathAtStart)
      draw(win, root, market, code, q);
  });
  win.__wapHoldApp = drawn.catch(() => undefined);
}

/**
 * Draws a quote in the early block, or repaints the block already drawn (name only in a browser:
 * inside the app the host's bar has it). A live quote is never repainted with a cached one.
 */
function draw(
  win: Window,
  root: HTMLElement,
  market: string,
  code: string,
  q: Pick<CachedQuote, 'stockname'> & Pick<EarlyLiveQuote, 'dyna' | 'statistic'>,
  intraday: CachedLine | null = null,
  live = false,
): void {
  const h = cachedHeadline(market, code, q as CachedQuote);
  if (!h) return;
  let block = win.document.getElementById('boot-quote');
  if (block?.classList.contains('boot-quote--live') && !live) return;
  if (!block) {
    const name = detectPlatform(win) === 'web' ? q.stockname : '';
    block = drawBlock(win.document, root, name, intraday);
    removeWhenRendered(win, root, block);
  }
  paintHeadline(block, h, live);
}

/** The live quote's session was lost before the app took the socket: the block says 非实时 again. */
function markNotLive(win: Window, market: string, code: string, q: EarlyLiveQuote): void {
  const block = win.document.getElementById('boot-quote');
  const h = cachedHeadline(market, code, q as CachedQuote);
  if (block && h) paintHeadline(block, h, false);
}

/**
 * The live price before the app: on the parked socket, once the token has come, the early session
 * (quote/early-session.ts) asks what the page's store will, and each quote it hears is drawn live
 * until the page has rendered, with the day's line from the chart's minutes under it; the app's
 * connection adopts what was asked.
 */
function startLive(
  win: Window & EarlyWindow,
  parked: ParkedSocket,
  token: Promise<string | null>,
  instrument: Instrument,
  settled: () => void,
): void {
  const { market, code, symbol } = instrument;
  const path = win.location.pathname;
  let last: EarlyLiveQuote | null = null;
  const dayLine = new EarlyDayLine(regionOf(market));
  let line: ReturnType<EarlyDayLine['apply']> = null;
  /** The day's line in the block, once there is a block (and gone when the day's line is). */
  const drawDayLine = () => {
    const block = blockShown() && win.document.getElementById('boot-quote');
    if (!block) return;
    if (line) drawEarlyLine(win.document, block, line);
    else block.querySelector('.boot-quote__chart')?.remove();
  };
  // The block is the page's until its own view has rendered: from then on the session hears nothing.
  const blockShown = () => {
    const root = win.document.getElementById('root');
    if (root && !pageRendered(root) && win.location.pathname === path) return root;
    stop();
    return null;
  };
  const { stop } = startEarlySession(
    parked,
    token,
    { market, symbol, key: quoteKey(market, symbol) },
    {
      quote(q) {
        last = q;
        const root = blockShown();
        if (root) draw(win, root, market, code, q, null, true);
        drawDayLine(); // minutes that came before the block had a quote to be drawn with
        settled();
      },
      lost() {
        if (last && blockShown()) markNotLive(win, market, code, last);
        settled();
      },
      ended: settled,
      minutes(u) {
        line = dayLine.apply(u, last?.statistic?.PreClosePrice ?? null);
        drawDayLine();
      },
    },
  );
}

export function earlyBoot(
  win: Window & EarlyWindow,
  storage: KeyValueStorage | null,
  clock: () => number,
): void {
  stockHomeStart(win, storage, clock);
  const family = routeChunkOf(win.location.pathname);
  // A list screen's early rows (early-rows.ts): its stylesheets first (the rows need them), its code
  // once the rows are drawn, so the code's arrival does not take the main thread while the rows'
  // calls are answered (dragon-tiger 507 against 670 ms, constituents 552 against 616 in one A/B).
  const rows = win.__wapHoldApp ? null : earlyRowsStart(win, () => configOf(win), clock);
  if (rows) {
    afterHead(win, () => void preloadFamilyFiles(family, '/wap/', win, true));
    const rest = () => afterHead(win, () => void preloadFamilyFiles(family, '/wap/', win));
    void rows.then(rest, rest);
    return;
  }
  // Every page's files, asked for while the app's code still downloads rather than once it has run
  // (issue 38); on the stock home too while its early price is on its way: in an A/B by turns the
  // chart was drawn 1,602 against 1,791 ms and the price shown 781 against 654 (both in budget).
  afterHead(win, () => void preloadFamilyFiles(family, '/wap/', win));
}

/**
 * The stock home's part: the cached or first quote drawn, the quote socket and token asked for, the
 * live quote's session started on it.
 */
function stockHomeStart(
  win: Window & EarlyWindow,
  storage: KeyValueStorage | null,
  clock: () => number,
): void {
  const found = stockInstrumentOf(win.location.pathname, win.location.search);
  if (!found) return;
  // The cache is keyed by the channel's symbol, as the page's store writes it (HK 00700 → 0700).
  const instrument = { ...found, symbol: normalizeCode(found.market, found.code) };
  const config = configOf(win);
  const token = config ? askToken(win, config) : null;
  let liveSettled = (): void => undefined;
  const live = new Promise<void>((r) => (liveSettled = r));
  openSocket(win, storage, config, (parked) => {
    if (token) startLive(win, parked, token, instrument, liveSettled);
  });
  const cached =
    storage && parseCachedQuote(storage.getItem(cacheKey(instrument.market, instrument.symbol)), clock());
  if (cached) {
    const intraday = parseCachedLine(storage.getItem(lineKey(instrument.market, instrument.symbol)), clock());
    // The line under the headline is the quote's day's, or none (an older day's would mislead).
    const day = cached.dyna.TradingDay;
    const sameDay = intraday && (!intraday.tradingDay || !day || intraday.tradingDay === day);
    withRoot(win, (root) => {
      if (!pageRendered(root))
        draw(win, root, instrument.market, instrument.code, cached, sameDay ? intraday : null);
    });
  } else if (config) fetchFirstQuote(win, storage, config, instrument, clock);
  // The app's code waits for the live price (index.html caps the wait), which its evaluation would
  // otherwise hold behind it; a token that never comes settles nothing, and the cap starts the app.
  if (token) win.__wapHoldApp = live;
  // No token (config.json never came, or its call failed) or no socket: no live price is coming.
  if (typeof win.WebSocket !== 'function') liveSettled();
  void token?.then((t) => t || liveSettled());
}
