/** 自选's live quotes: one 201 subscription for the whole list, rows updated in place. */
import { autorun } from 'mobx';
import { MsgType, type Message } from '../../../contract/quote-protocol';
import type { QuoteListener } from '../../quote/connection';
import type { QuoteTransport } from '../../stores/quote-connection';
import { WatchQuotes } from './quotes';

interface Sub {
  type: number;
  body: { key: { market: number; code: string }[]; sections: string[] };
  listener: QuoteListener;
  released: boolean;
}

class FakeQuote implements QuoteTransport {
  subs: Sub[] = [];
  subscribe<B>(type: number, body: object, listener: QuoteListener<B>): () => void {
    const sub = { type, body: body as Sub['body'], listener: listener as QuoteListener, released: false };
    this.subs.push(sub);
    return () => (sub.released = true);
  }
  requests: { type: number; codes: string[] }[] = [];
  /** The channel's dictionary: these codes are known, by name. */
  names: Record<string, string> = {
    '600000': '浦发银行',
    '000001': '平安银行',
    '00700': '腾讯控股',
    AAPL: '苹果',
    '600036': '招商银行',
  };
  failDictionary = false;
  request<B>(type: number, body: object): Promise<Message<B>> {
    const keys = (body as Sub['body']).key;
    this.requests.push({ type, codes: keys.map((k) => k.code) });
    if (this.failDictionary) return Promise.reject(new Error('999'));
    const hq = keys
      .filter((k) => k.code in this.names)
      .map((k) => ({ key: k, name: this.names[k.code], type: 'stock', lotSize: 100 }));
    return Promise.resolve({ header: {}, body: { hq } } as unknown as Message<B>);
  }
  push(hq: unknown[]): void {
    const m = {
      header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq: 0, type: 201, infoFlag: 1 },
      body: { hq },
    } as Message;
    for (const s of this.subs) if (!s.released) s.listener(m);
  }
  active(): Sub[] {
    return this.subs.filter((s) => !s.released);
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('WatchQuotes', () => {
  test('one stock-snapshot subscription of every id and at once the names; then without an unknown key', async () => {
    const q = new FakeQuote();
    const w = new WatchQuotes(q);
    w.follow(['sh:600000', 'HKSE:00700', 'NASDAQ:AAPL', 'sh:688999', 'bad']);
    expect(q.requests).toEqual([{ type: MsgType.Dictionary, codes: ['600000', '00700', 'AAPL', '688999'] }]);
    // Both at once: the first price does not wait for the names.
    expect(q.active()).toHaveLength(1);
    expect(q.active()[0].body.key).toHaveLength(4);
    await settle();
    expect(q.active()).toHaveLength(1);
    const [s] = q.active();
    expect(s.type).toBe(MsgType.StockSnapshot);
    expect(s.body.sections).toEqual(['dyna']);
    // 688999 is unknown to the channel: one unknown key would fail the whole subscription.
    expect(s.body.key.map((k) => k.code)).toEqual(['600000', '00700', 'AAPL']);
    expect(w.row('HKSE:00700').name).toBe('腾讯控股');
    expect(w.row('sh:688999').name).toBeNull();
  });

  test('without a dictionary: prices of every id, no names', async () => {
    const q = new FakeQuote();
    q.failDictionary = true;
    const w = new WatchQuotes(q);
    w.follow(['sh:600000', 'sh:688999']);
    await settle();
    expect(q.active()[0].body.key.map((k) => k.code)).toEqual(['600000', '688999']);
  });

  test('a list changed while its dictionary was on the way subscribes only the newer one', async () => {
    const q = new FakeQuote();
    const w = new WatchQuotes(q);
    w.follow(['sh:600000']);
    w.follow(['sh:600000']); // the same list again: no second request
    w.follow(['sz:000001']);
    await settle();
    expect(q.requests).toHaveLength(2);
    expect(q.subs).toHaveLength(2);
    expect(q.active()[0].body.key.map((k) => k.code)).toEqual(['000001']);
  });

  test('a reorder keeps the subscription; an added id replaces it; an empty list has none', async () => {
    const q = new FakeQuote();
    const w = new WatchQuotes(q);
    w.follow(['sh:600000', 'sz:000001']);
    await settle();
    w.follow(['sz:000001', 'sh:600000']);
    expect(q.subs).toHaveLength(1);
    expect(q.requests).toHaveLength(1);
    w.follow(['sz:000001', 'sh:600000', 'sh:600036']);
    await settle();
    expect(q.subs).toHaveLength(2);
    expect(q.active()).toHaveLength(1);
    expect(q.active()[0].body.key).toHaveLength(3);
    w.follow([]);
    expect(q.active()).toHaveLength(0);
    expect(w.subscriptions).toBe(0);
  });

  test('a push updates only the rows whose numbers changed, in place', async () => {
    const q = new FakeQuote();
    const w = new WatchQuotes(q);
    w.follow(['sh:600000', 'sz:000001']);
    await settle();
    const a = w.row('sh:600000');
    const b = w.row('sz:000001');
    const seen: string[] = [];
    autorun(() => seen.push(`a ${a.name} ${a.price} ${a.changeRate}`));
    autorun(() => seen.push(`b ${b.price}`));
    q.push([{ key: { market: 1, code: '600000' }, dyna: { LastPrice: 10.5, UpdownRate: 0.01 } }]);
    q.push([{ key: { market: 1, code: '600000' }, dyna: { LastPrice: 10.5, UpdownRate: 0.01 } }]);
    expect(w.row('sh:600000')).toBe(a);
    expect(seen).toEqual(['a 浦发银行 null null', 'b null', 'a 浦发银行 10.5 0.01']);
  });

  test('leave releases; the rows keep their values', async () => {
    const q = new FakeQuote();
    const w = new WatchQuotes(q);
    w.follow(['sh:600000']);
    await settle();
    q.push([{ key: { market: 1, code: '600000' }, dyna: { LastPrice: 9 } }]);
    w.leave();
    expect(q.active()).toHaveLength(0);
    expect(w.row('sh:600000').price).toBe(9);
    w.follow(['sh:600000']);
    await settle();
    expect(q.active()).toHaveLength(1);
  });
});
