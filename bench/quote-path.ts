/**
 * The stock home's critical path to its live price over the quote channel (issue 38 item 3), as
 * critical-path.ts splits a list screen's around its HTTP call: before the channel (the page's
 * script until it asks for the token or opens the socket), the channel coming up (the token call
 * and the socket's handshake, overlapped), the requests' round trip (auth, dictionary, snapshot
 * sent until the snapshot's reply), and after it (the reply drawn). Pure: the bench reads the marks
 * in the page (quoteMarksScript) and hands them here.
 */

/** Milliseconds from navigation; 0 when the page never got there. */
export interface QuoteMarks {
  /** The first quote socket created. */
  created: number;
  /** It opened. */
  open: number;
  /** Its first frame sent (the auth, the requests behind it). */
  sent: number;
  /** The first reply (seq ≠ 0) of each message type, by type. */
  replies: Record<string, number>;
  /** The quote token call, from Resource Timing; null when none was made (a token in hand). */
  token: { startTime: number; requestStart: number; responseStart: number; responseEnd: number } | null;
}

export interface QuotePath {
  /** Navigation until the token was asked or the socket made, whichever first. */
  before: number;
  /** Until the first frame was sent: the token's answer and the socket's open, overlapped. */
  channel: number;
  /** The token call's request until its first byte: server plus one round trip. */
  tokenServer: number;
  /** First frame sent until the snapshot's reply. */
  roundTrip: number;
  /** The snapshot's reply until the price was on screen. */
  after: number;
}

/**
 * The split of `0 → priceAt` for the snapshot message type `snapshotType`; null when a mark is
 * missing (the socket never sent, the reply never came before the price).
 */
export function quotePath(m: QuoteMarks, snapshotType: number, priceAt: number): QuotePath | null {
  const reply = m.replies[String(snapshotType)];
  if (!m.created || !m.sent || !reply || reply > priceAt) return null;
  const first = m.token ? Math.min(m.token.startTime, m.created) : m.created;
  const sentAt = m.token && m.token.requestStart > 0 ? m.token.requestStart : (m.token?.startTime ?? 0);
  return {
    before: first,
    channel: m.sent - first,
    tokenServer: m.token ? Math.max(0, m.token.responseStart - sentAt) : 0,
    roundTrip: reply - m.sent,
    after: priceAt - reply,
  };
}

/** The split in whole ms, for a bench row's note. */
export function formatQuotePath(p: QuotePath | null): string {
  const r = Math.round;
  return p
    ? `before the channel ${r(p.before)}, token and socket ${r(p.channel)} (token server+RTT ${r(p.tokenServer)}), ` +
        `requests to the snapshot's reply ${r(p.roundTrip)}, after ${r(p.after)} ms`
    : 'no quote path: a mark is missing (no socket sent, no snapshot reply) or the price came first';
}

/**
 * Runs in the page before any script: marks the first quote socket's creation, open, first send
 * and each message type's first reply, and defines `window.__benchQuoteMarks()`, which answers them
 * with the token call's Resource Timing (`tokenPath`) as QuoteMarks, or null before any socket. The
 * socket is the browser's own (the constructor returns it), so the page sees no difference; a
 * reply's header is read from the frame's first characters, never parsed whole, to keep the
 * throttled main thread free. Both the stock home's and the cold start's benches read it.
 */
export const quoteMarksScript = (tokenPath: string) => `
(() => {
  const w = window, WS = w.WebSocket;
  if (!WS) return;
  const q = { created: 0, open: 0, sent: 0, replies: {} };
  const now = () => performance.now();
  w.__benchQuoteMarks = () => {
    if (!q.created) return null;
    const t = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === ${JSON.stringify(tokenPath)});
    const token = t ? { startTime: t.startTime, requestStart: t.requestStart, responseStart: t.responseStart, responseEnd: t.responseEnd } : null;
    return { created: q.created, open: q.open, sent: q.sent, replies: { ...q.replies }, token };
  };
  function Marked(url, protocols) {
    const ws = protocols === undefined ? new WS(url) : new WS(url, protocols);
    if (q.created) return ws;
    q.created = now();
    ws.addEventListener('open', () => { q.open = q.open || now(); });
    const send = ws.send;
    ws.send = function (d) { if (!q.sent) q.sent = now(); return send.call(this, d); };
    ws.addEventListener('message', (e) => {
      if (typeof e.data !== 'string') return;
      const head = e.data.slice(0, 200);
      const t = /"type":(\\d+)/.exec(head), s = /"seq":(\\d+)/.exec(head);
      if (t && s && s[1] !== '0' && !(t[1] in q.replies)) q.replies[t[1]] = now();
    });
    return ws;
  }
  Marked.prototype = WS.prototype;
  for (const k of ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED']) Marked[k] = WS[k];
  w.WebSocket = Marked;
})();
`;

/** Reads the marks in the page (quoteMarksScript's `__benchQuoteMarks`): in a page.evaluate or a poll. */
export type QuoteMarksWindow = { __benchQuoteMarks?: () => QuoteMarks | null };
