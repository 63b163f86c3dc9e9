/**
 * The stock home's live price and day line before the app (issue 38 item 2: the cold start's live
 * price, the chart drawn). On the socket index.html's early script parked (early-socket.ts), once it
 * is open and the quote token has come, this asks what the page's stores ask first: auth with the
 * dictionary right behind it (the server reads a socket's frames in order and auth is answered at
 * once, so the dictionary needs no trip of its own), then the page's snapshot subscription
 * (page-subscription.ts) and the chart's day of minutes (minute-feed.ts), with the same bodies. Each
 * request is recorded on the parked socket, so the app's connection adopts the replies instead of
 * asking again; the quote and the minutes are reported as they come (the reply, then each push). At
 * the hand-over the app's connection replaces this session's handlers: from then on it sends and
 * hears nothing.
 */
import { decode, encode } from './codec';
import { AUTH_INFO } from './constants';
import type { EarlyExchange, EarlySession, ParkedSocket } from './early-socket';
import { keyId } from './keys';
import { minuteBody, minuteUpdateOf, type MinuteUpdate } from './minute-feed';
import { dictionaryBody, kindFromDictionary, kindOf, pageSnapshot } from './page-subscription';
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
  let snapshotType = 0;
  let minutesAsked = false;
  let quote: EarlyLiveQuote | null = null;
  const minutes = (m: Message) => {
    const update = minuteUpdateOf(m as Message<MinuteBody>, id, quote?.statistic?.PreClosePrice);
    if (update) on.minutes?.(update);
  };

  /**
   * Sends a request; its reply goes to `onReply`, an error reply to `onError` (by default: no live
   * quote). `adoptable`: recorded for the app's connection to adopt, now (true) or by the caller
   * once it knows the reply will be good (`later`: the dictionary, behind an auth not yet answered).
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
    send(type, body, apply, { last: true });
    // The chart's first period is 分时 (chart-store.ts reset): its day of minutes, asked with the
    // price, is drawn with it (issue 38: the chart drawn).
    if (on.minutes) {
      minutesAsked = true;
      send(MsgType.Minute, minuteBody(instrument.key, 1), minutes, { onError: () => undefined, last: true });
    }
  };

  const authenticate = () => {
    token
      .then((t) => {
        if (!t) return on.ended();
        /** Sent behind the auth: adoptable once it is accepted. */
        const behindAuth: EarlyExchange[] = [];
        send(
          MsgType.Auth,
          { ...AUTH_INFO, token: t },
          (m) => {
            if (!(m.body as AuthReply).ok) return on.ended(); // the app asks for a token of its own
            session.authed = true;
            // Adoptable only now: behind a refused auth its reply is an error the app must not get.
            if (!session.taken) session.exchanges.push(...behindAuth);
          },
          { adoptable: false },
        );
        const asked = send(MsgType.Dictionary, dictionaryBody(instrument.key), subscribe, {
          adoptable: 'later',
        });
        if (asked) behindAuth.push(asked);
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
