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
  request<B>(): Promise<Message<B>> {
    return Promise.reject(new Error('not used'));
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

describe('WatchQuotes', () => {
  test('one stock-snapshot subscription of every id, dyna and static', () => {
    const q = new FakeQuote();
    const w = new WatchQuotes(q);
    w.follow(['sh:600000', 'HKSE:00700', 'NASDAQ:AAPL', 'bad']);
    expect(q.active()).toHaveLength(1);
    const [s] = q.active();
    expect(s.type).toBe(MsgType.StockSnapshot);
    expect(s.body.sections).toEqual(['dyna', 'static']);
    expect(s.body.key.map((k) => k.code)).toEqual(['600000', '00700', 'AAPL']);
  });

  test('a reorder keeps the subscription; an added id replaces it; an empty list has none', () => {
    const q = new FakeQuote();
    const w = new WatchQuotes(q);
    w.follow(['sh:600000', 'sz:000001']);
    w.follow(['sz:000001', 'sh:600000']);
    expect(q.subs).toHaveLength(1);
    w.follow(['sz:000001', 'sh:600000', 'sh:600036']);
    expect(q.subs).toHaveLength(2);
    expect(q.active()).toHaveLength(1);
    expect(q.active()[0].body.key).toHaveLength(3);
    w.follow([]);
    expect(q.active()).toHaveLength(0);
    expect(w.subscriptions).toBe(0);
  });

  test('a push updates only the rows whose numbers changed, in place', () => {
    const q = new FakeQuote();
    const w = new WatchQuotes(q);
    w.follow(['sh:600000', 'sz:000001']);
    const a = w.row('sh:600000');
    const b = w.row('sz:000001');
    const seen: string[] = [];
    autorun(() => seen.push(`a ${a.name} ${a.price} ${a.changeRate}`));
    autorun(() => seen.push(`b ${b.price}`));
    q.push([
      {
        key: { market: 1, code: '600000' },
        dyna: { LastPrice: 10.5, UpdownRate: 0.01 },
        static: { InstrumentName: '浦发银行' },
      },
    ]);
    q.push([{ key: { market: 1, code: '600000' }, dyna: { LastPrice: 10.5, UpdownRate: 0.01 } }]);
    expect(w.row('sh:600000')).toBe(a);
    expect(seen).toEqual(['a null null null', 'b null', 'a 浦发银行 10.5 0.01']);
  });

  test('leave releases; the rows keep their values', () => {
    const q = new FakeQuote();
    const w = new WatchQuotes(q);
    w.follow(['sh:600000']);
    q.push([{ key: { market: 1, code: '600000' }, dyna: { LastPrice: 9 } }]);
    w.leave();
    expect(q.active()).toHaveLength(0);
    expect(w.row('sh:600000').price).toBe(9);
    w.follow(['sh:600000']);
    expect(q.active()).toHaveLength(1);
  });
});
