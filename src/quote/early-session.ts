/**
 * The stock home's live price and day line before the app (issue 38 item 2: the cold start's live
 * price, the chart drawn). On the socket index.html's early script parked (early-socket.ts), once it
 * is open and the quote token has come, this asks what the page's stores ask first, all in one
 * write: auth, the dictionary, the page's snapshot subscription (page-subscription.ts) and the
 * chart's day of minutes (minute-feed.ts), with the same bodies. The server reads a socket's frames
 * in order and answers auth at once, so nothing behind it needs a trip of its own; the snapshot's
 * type is the one the code says (an index, an ETF), asked again when the dictionary says otherwise.
 * What comes before the dictionary's reply is read once it has (§5: statistics and static need it).
 * Each request is recorded on the parked socket, so the app's connection adopts the replies
 * instead of asking again; the quote and the minutes are reported as they come (the reply, then each push). At
 * the hand-over the app's connection replaces this session's handlers: from then on it sends and
 * hears nothing.
 */
import { decode, encode } from './codec';
import { AUTH_INFO } from './constants';
import type { EarlyExchange, EarlySession, ParkedSocket } from './early-socket';
import { keyId } from './keys';
import { minuteBody, minuteUpdateOf, type MinuteUpdate } from './minute-feed';
import {
  dictionaryBody,
  kindFromDictionary,
  kindOf,
  pageSnapshot,
  type InstrumentKind,
} from './page-subscription';
import {
  MsgType,
  type AuthReply,
  type DictionaryBody,
  type Dyna,
  type Message,
  type MinuteBody,
  type QuoteKey,
  type SnapshotBody,
  type Statistics,
} from '../../contract/quote-protocol';

const OPEN = 1;
/**
 * Messages held for the dictionary's reply at most: the snapshot's and the minutes' replies and the
 * pushes of a round trip or two. Past it the dictionary is not coming, and the watch would hold
 * every push to the app.
 */
const MAX_HELD = 100;

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
  /**
   * The day's minutes (the chart's 分时, days 1): the reply (`full`), then each push. A refused or
   * failed minute request reports nothing (the price goes on).
   */
  minutes?(update: MinuteUpdate): void;
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
  /** `last`: the reply asks nothing further (it may still be heard after the hand-over). */
  const waiting = new Map<number, { onReply: (m: Message) => void; onError: () => void; last: boolean }>();
  /** The snapshot type asked last: from the code, then from the dictionary if it disagreed. */
  let snapshotType = 0;
  let minutesAsked = false;
  /** Messages heard while the dictionary's reply is awaited, read once it has come; else null. */
  let beforeDictionary: unknown[] | null = null;
  let dictionarySeq = 0;
  let gaveUp = false;
  let quote: EarlyLiveQuote | null = null;
  const minutes = (m: Message) => {
    const update = minuteUpdateOf(m as Message<MinuteBody>, id, quote?.statistic?.PreClosePrice);
    if (update) on.minutes?.(update);
  };

  /**
   * Sends a request; its reply goes to `onReply`, an error reply to `onError` (by default: no live
   * quote). `adoptable`: recorded for the app's connection to adopt, now (true) or by the caller
   * once it knows the reply will be good (`later`: behind an auth not yet answered).
   * `last`: its reply asks nothing further, so it is heard after the hand-over too.
   */
  const send = (
    type: number,
    body: object,
    onReply: (m: Message) => void,
    {
      adoptable = true,
      onError = () => on.ended(),
      last = false,
    }: { adoptable?: boolean | 'later'; onError?: () => void; last?: boolean } = {},
  ) => {
    if (session.taken || socket.readyState !== OPEN) return on.ended();
    const seq = ++session.seq;
    const exchange = { type, body, seq };
    if (adoptable === true) session.exchanges.push(exchange);
    waiting.set(seq, { onReply, onError, last });
    socket.send(encode(type, body, seq));
    return exchange;
  };

  const apply = (m: Message) => {
    if (m.header.type !== snapshotType) return; // the code's guess, which the dictionary corrected
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

  /** The page's snapshot subscription for `kind`; its error ends the session unless superseded. */
  const askSnapshot = (kind: InstrumentKind, adoptable: true | 'later') => {
    const { type, body } = pageSnapshot(kind, instrument.key);
    snapshotType = type;
    return send(type, body, apply, {
      adoptable,
      last: true,
      onError: () => (type === snapshotType ? on.ended() : undefined),
    });
  };

  /** The chart's first period is 分时 (chart-store.ts reset): its day of minutes, drawn with the price. */
  const askMinutes = () => {
    if (!on.minutes) return undefined;
    minutesAsked = true;
    return send(MsgType.Minute, minuteBody(instrument.key, 1), minutes, {
      adoptable: 'later',
      onError: () => undefined,
      last: true,
    });
  };

  /**
   * No live quote from here: what is held is dropped and nothing heard later draws the block; only
   * the auth's reply is still read (EarlySession.unconfirmed).
   */
  const giveUp = () => {
    gaveUp = true;
    beforeDictionary = null;
    on.ended();
  };

  const dictionaryCame = (guess: InstrumentKind) => (m: Message) => {
    const held = beforeDictionary ?? [];
    beforeDictionary = null;
    const item = (m.body as DictionaryBody).hq.find((h) => keyId(h.key) === id);
    if (!item || !item.name) return giveUp(); // unknown to the server: the page says so
    dictionary.add(id);
    quote = { stockname: item.name, dyna: {}, statistic: null };
    // The code misled (sh 000300 is an index): the page's own subscription now. The guessed one,
    // never asked by the page, is released by the connection after its adoption window. An ETF
    // the code missed is asked as a stock is: nothing to correct.
    const kind = kindFromDictionary(item.type, guess);
    if (pageSnapshot(kind, instrument.key).type !== snapshotType) askSnapshot(kind, true);
    for (const data of held) hear(data);
  };

  const authenticate = () => {
    token
      .then((t) => {
        if (!t) return on.ended();
        /** Sent behind the auth: adoptable once it is accepted (EarlySession.unconfirmed). */
        const behindAuth: EarlyExchange[] = [];
        // Heard after the hand-over too: accepted then, what it let through is live on the server
        // and the connection must know to release it.
        send(
          MsgType.Auth,
          { ...AUTH_INFO, token: t },
          (m) => {
            session.unconfirmed = [];
            if (!(m.body as AuthReply).ok) return on.ended(); // the app asks for a token of its own
            session.authed = true;
            // Adoptable only now: behind a refused auth their replies are errors the app must not get.
            if (session.taken) session.unconfirmed = behindAuth;
            else session.exchanges.push(...behindAuth);
          },
          { adoptable: false, last: true },
        );
        const guess = kindOf(instrument.market, instrument.symbol);
        // The dictionary's reply sends nothing after the hand-over but a correction, which `send`
        // refuses then: it is heard after it too, so what it held back is read.
        const dictionaryAsk = send(
          MsgType.Dictionary,
          dictionaryBody(instrument.key),
          dictionaryCame(guess),
          {
            adoptable: 'later',
            onError: giveUp,
            last: true,
          },
        );
        if (!dictionaryAsk) return;
        dictionarySeq = dictionaryAsk.seq;
        beforeDictionary = [];
        for (const ex of [dictionaryAsk, askSnapshot(guess, 'later'), askMinutes()])
          if (ex) behindAuth.push(ex);
        session.unconfirmed = behindAuth;
      })
      .catch(() => on.ended());
  };

  /** Before the hand-over: replies and pushes; after it (the watch): pushes and notices only. */
  const hear = (data: unknown) => {
    const got = decode(typeof data === 'string' ? data : String(data), dictionary);
    if (!got.ok) return;
    const { seq, type } = got.message.header;
    if (gaveUp && type !== MsgType.Auth) return;
    if (seq === 0 && type === MsgType.Handshake) {
      if ((got.message.body as { feed?: unknown }).feed === 'stale') on.lost();
      return;
    }
    // The quote and minutes wait for the dictionary's reply (across the bus replies may pass each
    // other); the auth's and the dictionary's own do not.
    if (beforeDictionary && type !== MsgType.Auth && !(seq !== 0 && seq === dictionarySeq)) {
      // Only what the session reads is held: after the take the socket carries the app's traffic.
      if (type !== snapshotType && type !== MsgType.Minute && type !== MsgType.Error) return;
      // A dictionary that never answers must not make the watch hold the app's pushes forever.
      if (beforeDictionary.length >= MAX_HELD) return giveUp();
      beforeDictionary.push(data);
      return;
    }
    if (seq === 0) {
      if (type === snapshotType) apply(got.message);
      else if (type === MsgType.Minute && minutesAsked) minutes(got.message);
      return;
    }
    // After the hand-over only the replies that ask nothing further are heard (the quote and the
    // minutes, still drawn in the block until the page has rendered): the socket is the app's.
    const asked = waiting.get(seq);
    if (!asked || (session.taken && !asked.last)) return;
    waiting.delete(seq);
    if (type === MsgType.Error) asked.onError();
    else asked.onReply(got.message);
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
