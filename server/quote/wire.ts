/**
 * Server side of the wire format (contract/quote-protocol.ts): one message = { header, body }.
 * A message is built as a string once; the fan-out sends that same string to every subscriber.
 */
import type { Header } from '../../contract/quote-protocol';
import { MsgType, QUOTE_WS_PATH } from '../../contract/quote-protocol';

/** Limits of the channel (docs/quote-protocol.md "Limits"). */
export const QUOTE_LIMITS = {
  /** Largest accepted client message in bytes; a bigger one closes the connection (1009). */
  maxPayloadBytes: 64 * 1024,
  /**
   * Unsent bytes queued for one client (the socket's bufferedAmount) past which that client is
   * dropped: checked on every send and by the sweep every sweepMs, so a client that stops reading
   * is dropped within seconds of passing it (docs/reliability.md "Slow consumers").
   */
  maxBufferedBytes: 1024 * 1024,
  /**
   * Request units one client may spend per second (a message costs 1, plus the larger of the keys
   * it names and `unitsPerKiB` per whole KiB it holds);
   * past it each message gets an error (429) without being handled. A page's load or a reconnect's
   * replay of every subscription stays well below it.
   */
  maxUnitsPerSecond: 1000,
  /** Past this many units in one second the client is closed (1008 policy violation). */
  closeUnitsPerSecond: 4000,
  /**
   * What each whole KiB of a frame costs, so the budget bounds the bytes a socket makes the server
   * read, unmask and scan: about 100 KiB a second, closed past about 400 KiB. The app's largest
   * request (200 keys, ~6 KiB) costs ~200 units, its keys (session.ts). At 1 a KiB, ten sockets
   * sent 40 MB of 40 KB frames in a burst before their flood close, and another client's heartbeat
   * p99 read 5× its idle figure (issue 32 row 3, docs/security.md "Stop 49").
   */
  unitsPerKiB: 10,
  /** (instrument, subscription variant) pairs one client may hold. */
  maxSubscriptions: 500,
  /** Keys in one request. */
  maxKeysPerRequest: 200,
  /** Ticks in a reply (§9 (business constants and limits) tick list 50 is the default; a request may ask up to this). */
  maxTickCount: 500,
  /** Bars in a K-line reply. */
  maxKlineCount: 1500,
  /**
   * Quote sockets open at once from one remote address, and in total in this process (issue 32
   * row 1: one IP held 19,965 sockets and reached the open-file limit). Over either the upgrade is
   * refused: 429 (per address) or 503 (total). Per process: a cluster of N gateways allows N times.
   */
  maxSocketsPerIp: 2000,
  maxSockets: 20000,
  /** Sockets not yet authenticated (92), per remote address and in total; refused like the above. */
  maxUnauthedPerIp: 200,
  maxUnauthed: 2000,
  /**
   * New sockets per second from one address (a tenth of its socket cap: a reconnect wave behind
   * one NAT spreads over the app's 3–4 s retry); an address one of whose sockets was closed for a
   * flood gets none for 10 s (ledger.ts FLOOD_COOL_DOWN_MS).
   */
  maxUpgradesPerSecondPerIp: 200,
  /**
   * A socket that has not authenticated this long after it opened is closed (1008), whatever it
   * sends: a handshake (91) before auth does not keep it alive.
   */
  authDeadlineMs: 15_000,
  /** Bracket nesting accepted in a frame; checked by a scan before JSON.parse (issue 32 row 3). */
  maxJsonDepth: 16,
  /**
   * Rows one reply may build: keys × bars (701/708), keys × ticks (801), keys × minutes (301).
   * The app asks for one key of up to 1,500 bars; 200 keys × 1,500 bars made a 34.9 MB reply from
   * a 9 KB request (issue 32 row 2). A bar costs about 2 µs to build and 160 bytes to send.
   */
  maxReplyRows: 6000,
  /** Rows built per second for one socket, one remote address and the whole process; over: 429. */
  maxRowsPerSecond: 6000,
  maxRowsPerSecondPerIp: 20_000,
  maxRowsPerSecondTotal: 100_000,
  /**
   * Distinct (instrument, variant) pairs held by one remote address and by the process: the hub
   * builds one push per distinct pair on every step, so sockets that each ask for another variant
   * multiply its work (issue 32 row 4). Pairs other sockets already hold cost nothing more.
   */
  maxPairsPerIp: 2000,
  maxPairs: 100_000,
  /**
   * Not a bound: a reply of at least this many rows is serialised in slices of `replySliceMs`
   * (encodeMessageInSlices); messages for its socket queue behind it, in order, and count toward
   * the socket's unsent bytes.
   */
  replySliceRows: 500,
  replySliceMs: 1,
} as const;

export type QuoteLimits = { -readonly [K in keyof typeof QUOTE_LIMITS]: number };

export const QUOTE_PATH = QUOTE_WS_PATH;

/** An error reply (type 999) with the request's seq; never affects another client. */
export class QuoteError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The request's seq when the error is found before the message is fully parsed. */
    readonly seq?: number,
  ) {
    super(message);
  }
}

/** Serialises a message. The body is stringified once; header.length is its UTF-8 byte length. */
export function encodeMessage(type: number, seq: number, infoFlag: number, body: unknown): string {
  return encodeMessageText(type, seq, infoFlag, JSON.stringify(body));
}

/** A message from its body's JSON text. */
export function encodeMessageText(type: number, seq: number, infoFlag: number, bodyText: string): string {
  const length = Buffer.byteLength(bodyText);
  const header: Header = { frame: 0, group: 0, model: 0, length, rawLength: length, seq, type, infoFlag };
  return `{"header":${JSON.stringify(header)},"body":${bodyText}}`;
}

/**
 * JSON.stringify of plain data (no toJSON, no cycles) as a generator that pauses after about every
 * `batch` array items: a caller lets other work run at each pause. Items that are plain records
 * (a bar, a tick) are stringified whole; only containers holding arrays are walked.
 */
export function* stringifyInSteps(value: unknown, batch = 100): Generator<void, string> {
  const parts: string[] = [];
  let since = 0;
  const holdsArrays = (v: object) => Object.values(v).some((x) => Array.isArray(x));
  function* walk(v: unknown): Generator<void> {
    if (Array.isArray(v)) {
      parts.push('[');
      for (let i = 0; i < v.length; i++) {
        if (i > 0) parts.push(',');
        const x: unknown = v[i];
        if (x !== null && typeof x === 'object' && (Array.isArray(x) || holdsArrays(x))) yield* walk(x);
        else parts.push(JSON.stringify(x) ?? 'null');
        if (++since >= batch) {
          since = 0;
          yield;
        }
      }
      parts.push(']');
    } else if (v !== null && typeof v === 'object' && holdsArrays(v)) {
      parts.push('{');
      let first = true;
      for (const [k, x] of Object.entries(v)) {
        if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
        parts.push(`${first ? '' : ','}${JSON.stringify(k)}:`);
        first = false;
        yield* walk(x);
      }
      parts.push('}');
    } else parts.push(JSON.stringify(v) ?? 'null');
  }
  yield* walk(value);
  return parts.join('');
}

/**
 * encodeMessage in slices of at most about `sliceMs` of main-thread time, other work running
 * between them (setImmediate): a 1,500-bar reply took ~2 ms to serialise in one block, and every
 * other client's heartbeat waited behind it (issue 32, attack 2). Resolves with the same text as
 * encodeMessage, or null once `alive()` turns false (the client left: the rest is not built).
 */
export function encodeMessageInSlices(
  type: number,
  seq: number,
  infoFlag: number,
  body: unknown,
  sliceMs: number,
  alive: () => boolean,
): Promise<string | null> {
  const steps = stringifyInSteps(body);
  return new Promise((resolve, reject) => {
    const slice = () => {
      if (!alive()) return resolve(null);
      try {
        const deadline = performance.now() + sliceMs;
        for (;;) {
          const r = steps.next();
          if (r.done) return resolve(encodeMessageText(type, seq, infoFlag, r.value));
          if (performance.now() >= deadline) break;
        }
      } catch (err) {
        return reject(err instanceof Error ? err : new Error(String(err)));
      }
      setImmediate(slice);
    };
    slice();
  });
}

export function encodeError(seq: number, code: number, msg: string): string {
  return encodeMessage(MsgType.Error, seq, 0, { code, msg });
}
