/**
 * The stock home's live price before the app (issue 38 item 2: the cold start's live price). On the
 * socket index.html's early script parked (early-socket.ts), once it is open and the quote token
 * has come, this asks what the page's store asks first: auth, the dictionary, then the page's
 * snapshot subscription (page-subscription.ts, the same bodies). Each request is recorded on the
 * parked socket, so the app's connection adopts the replies instead of asking again; the quote is
 * reported as it comes (the reply, then each push merged in). At the hand-over the app's connection
 * replaces this session's handlers: from then on it sends and hears nothing.
 */
import { decode, encode } from './codec';
import { AUTH_INFO } from './constants';
import type { EarlySession, ParkedSocket } from './early-socket';
import { keyId } from './keys';
import { dictionaryBody, kindFromDictionary, kindOf, pageSnapshot } from './page-subscription';
import {
  MsgType,
  type AuthReply,
  type DictionaryBody,
  type Dyna,
  type Message,
  type QuoteKey,
  type SnapshotBody,
  type Statistics,
} from '../../contract/quote-protocol';

const OPEN = 1;

/** What the early block draws: the instrument's name and its quote so far. */
export interface EarlyLiveQuote {
  stockname: string;
  dyna: Partial<Dyna>;
  statistic: Partial<Statistics> | null;
}

export interface EarlySessionHandlers {
  /** The live quote, after the subscription's reply and after each push. */
  quote(q: EarlyLiveQuote): void;
  /**
   * What was drawn is no longer live: the socket closed or failed (before the hand-over or after
   * it, until `stop`), or the gateway said its market feed is stale.
   */
  lost(): void;
  /** No live quote will come from this session (no token, refused, unknown, an error, no price). */
  ended(): void;
}

/**
 * Starts the session on `parked` for the instrument (`market` and `symbol` as the store holds
 * them). Answers the session left on the parked socket (also as `parked.session`) and `stop`, which
 * ends the watch after the hand-over (the page's own view has replaced the early block).
 */
export function startEarlySession(
  parked: ParkedSocket,
  token: Promise<string | null>,
  instrument: { market: string; symbol: string; key: QuoteKey },
  on: EarlySessionHandlers,
): { session: EarlySession; stop: () => void } {
  const session: EarlySession = { authed: false, seq: 0, exchanges: [], taken: false };
  parked.session = session;
  const { socket } = parked;
  const id = keyId(instrument.key);
  const dictionary = new Set<string>();
  const waiting = new Map<number, (m: Message) => void>();
  let snapshotType = 0;
  let quote: EarlyLiveQuote | null = null;

  const send = (type: number, body: object, onReply: (m: Message) => void, adoptable = true) => {
    if (session.taken || socket.readyState !== OPEN) return on.ended();
    const seq = ++session.seq;
    if (adoptable) session.exchanges.push({ type, body, seq });
    waiting.set(seq, onReply);
    socket.send(encode(type, body, seq));
  };

  const apply = (m: Message) => {
    for (const item of (m.body as SnapshotBody).hq) {
      if (keyId(item.key) !== id) continue;
      const base = quote ?? { stockname: '', dyna: {}, statistic: null };
      quote = {
        stockname: base.stockname,
        dyna: item.dyna ? { ...base.dyna, ...item.dyna } : base.dyna,
        statistic: item.statistics ? { ...base.statistic, ...item.statistics } : base.statistic,
      };
    }
    if (quote?.dyna.LastPrice !== undefined) on.quote(quote);
    else if (m.header.seq !== 0) on.ended(); // the reply has no price (not traded yet)
  };

  const subscribe = (m: Message) => {
    const item = (m.body as DictionaryBody).hq.find((h) => keyId(h.key) === id);
    if (!item || !item.name) return on.ended(); // unknown to the server: the page says so
    dictionary.add(id);
    quote = { stockname: item.name, dyna: {}, statistic: null };
    const kind = kindFromDictionary(item.type, kindOf(instrument.market, instrument.symbol));
    const { type, body } = pageSnapshot(kind, instrument.key);
    snapshotType = type;
    send(type, body, apply);
  };

  const authenticate = () => {
    token
      .then((t) => {
        if (!t) return on.ended();
        send(
          MsgType.Auth,
          { ...AUTH_INFO, token: t },
          (m) => {
            if (!(m.body as AuthReply).ok) return on.ended(); // the app asks for a token of its own
            session.authed = true;
            send(MsgType.Dictionary, dictionaryBody(instrument.key), subscribe);
          },
          false,
        );
      })
      .catch(() => on.ended());
  };

  /** Before the hand-over: replies and pushes; after it (the watch): pushes and notices only. */
  const hear = (data: unknown) => {
    const got = decode(typeof data === 'string' ? data : String(data), dictionary);
    if (!got.ok) return;
    const { seq, type } = got.message.header;
    if (seq === 0 && type === MsgType.Handshake) {
      if ((got.message.body as { feed?: unknown }).feed === 'stale') on.lost();
      return;
    }
    if (seq === 0) {
      if (type === snapshotType) apply(got.message);
      return;
    }
    const onReply = session.taken ? undefined : waiting.get(seq);
    if (!onReply) return;
    waiting.delete(seq);
    if (type === MsgType.Error) on.ended();
    else onReply(got.message);
  };
  const parking = socket.onmessage;
  socket.onmessage = (ev) => {
    parking?.(ev);
    hear(ev.data);
  };
  const lost = () => on.lost();
  socket.onclose = lost;
  socket.onerror = lost;
  parked.watch = { message: hear, closed: lost };
  if (socket.readyState === OPEN) authenticate();
  else socket.onopen = authenticate;
  return {
    session,
    stop: () => {
      if (parked.watch?.message === hear) parked.watch = undefined;
    },
  };
}
