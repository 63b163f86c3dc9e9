/**
 * The stock home's floor (issue 38 item 1): what the browser, the network and the server cost to
 * show a live price and draw the intraday chart over the quote channel, before any of our code.
 * The bench records how our page started the channel (the token call, the socket's address, the
 * auth, snapshot and minute frames it sent) and a plain page replays exactly that: the token call
 * and the socket opened at once, then auth with the fresh token and the snapshot and minute requests
 * in one go (the server answers them in order, so nothing waits for the auth's reply: our page
 * pipelines them too, and a floor that waited a round trip would flatter our ratio); it writes the
 * first LastPrice into the DOM and draws the minute prices as one polyline on a canvas the chart's
 * size. No framework, no ECharts, no decoding beyond JSON.parse.
 */
import type { Page } from 'playwright-core';
import { MsgType } from '../contract/quote-protocol';
import { QUOTE_PATHS } from '../contract/quote';
import { pageSignal } from './helpers';

export interface QuoteStart {
  token: { url: string; headers: Record<string, string>; body: string };
  socketUrl: string;
  /** The frames our page sent, as text: its auth (the token is replaced) and its first requests. */
  auth: string;
  snapshot: string;
  minute: string;
}

/** Which of a page's sent frames the floor replays, by message type. */
const REPLAYED: Record<number, 'auth' | 'snapshot' | 'minute'> = {
  [MsgType.Auth]: 'auth',
  [MsgType.StockSnapshot]: 'snapshot',
  [MsgType.Minute]: 'minute',
};

/** The frame's type, or null for a frame that is not a channel message. */
export function frameType(text: string): number | null {
  try {
    const t = (JSON.parse(text) as { header?: { type?: unknown } }).header?.type;
    return typeof t === 'number' ? t : null;
  } catch {
    return null;
  }
}

/**
 * Watches `page` from before its navigation; the result resolves once the token call and the
 * three frames have all been seen (the first of each: a reconnect's frames do not count).
 */
export function recordQuoteStart(page: Page): () => QuoteStart | null {
  let token: QuoteStart['token'] | null = null;
  let socketUrl = '';
  const frames: Partial<Record<'auth' | 'snapshot' | 'minute', string>> = {};
  page.on('request', (req) => {
    if (token || new URL(req.url()).pathname !== QUOTE_PATHS.token) return;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers()))
      if (k.startsWith('x-') || k === 'content-type') headers[k] = v;
    token = { url: req.url(), headers, body: req.postData() ?? '' };
  });
  page.on('websocket', (ws) => {
    if (socketUrl) return;
    socketUrl = ws.url();
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      const kind = REPLAYED[frameType(text) ?? -1];
      if (kind && !frames[kind]) frames[kind] = text;
    });
  });
  return () =>
    token && socketUrl && frames.auth && frames.snapshot && frames.minute
      ? { token, socketUrl, auth: frames.auth, snapshot: frames.snapshot, minute: frames.minute }
      : null;
}

/** The floor page for one recorded start, drawing into a `width` × `height` canvas. */
export function quoteFloorHtml(start: QuoteStart, width: number, height: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body><div id="price">--</div><canvas id="c" width="${width}" height="${height}"></canvas><script>
var S = ${JSON.stringify(start)};
var w = window; w.__floor = { price: 0, chart: 0 };
function done() { if (w.__floor.price && w.__floor.chart && w.__benchRow) w.__benchRow(); }
var ws = new WebSocket(S.socketUrl);
var opened = new Promise(function (r) { ws.onopen = r; });
var token = fetch(S.token.url, { method: 'POST', headers: S.token.headers, body: S.token.body })
  .then(function (r) { return r.json(); }).then(function (j) { return j.Data.Token; });
Promise.all([token, opened]).then(function (v) {
  var m = JSON.parse(S.auth); m.body.token = v[0];
  var body = JSON.stringify(m.body);
  m.header.length = m.header.rawLength = new TextEncoder().encode(body).length;
  ws.send('{"header":' + JSON.stringify(m.header) + ',"body":' + body + '}');
  ws.send(S.snapshot); ws.send(S.minute);
});
ws.onmessage = function (e) {
  var m = JSON.parse(e.data); var t = m.header && m.header.type;
  var hq = m.body && m.body.hq && m.body.hq[0];
  if (t === ${MsgType.StockSnapshot} && !w.__floor.price && hq && hq.dyna && hq.dyna.LastPrice) {
    document.getElementById('price').textContent = hq.dyna.LastPrice.toFixed(2);
    w.__floor.price = performance.now(); done();
  }
  if (t === ${MsgType.Minute} && !w.__floor.chart && hq && hq.data && hq.data.length) {
    var d = hq.data, lo = Infinity, hi = -Infinity, i;
    for (i = 0; i < d.length; i++) { lo = Math.min(lo, d[i].Price); hi = Math.max(hi, d[i].Price); }
    var g = document.getElementById('c').getContext('2d'), span = hi - lo || 1;
    g.beginPath();
    for (i = 0; i < d.length; i++) g.lineTo(i * ${width} / 241, ${height} - (d[i].Price - lo) / span * ${height});
    g.stroke();
    w.__floor.chart = performance.now(); done();
  }
};
</script></body></html>`;
}

/** Time until the floor shows its price and draws its chart, at 4× CPU on the bench phone. */
export async function quoteFloorMs(
  page: Page,
  base: string,
  start: QuoteStart,
  size: { width: number; height: number },
): Promise<{ price: number; chart: number }> {
  const url = `${base}/__bench-quote-floor.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: quoteFloorHtml(start, Math.round(size.width), Math.round(size.height)),
    }),
  );
  const shown = await pageSignal(page, '__benchRow');
  await page.goto(url, { waitUntil: 'commit' });
  await shown(30_000, 'quote floor: no price and chart');
  return page.evaluate(() => (window as unknown as { __floor: { price: number; chart: number } }).__floor);
}
