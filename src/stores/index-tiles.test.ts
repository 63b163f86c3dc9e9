/** §3 (entities and their fields) the six index tiles of the Security store: one 202 subscription, one object per index, in place. */
import { autorun } from 'mobx';
import type { QuoteListener } from '../quote/connection';
import { MsgType, type Message } from '../../contract/quote-protocol';
import { IndexTiles } from './index-tiles';
import type { QuoteTransport } from './quote-connection';
import { SecurityStore } from './security';

interface Sub {
  type: number;
  body: { key: { market: number; code: string }[]; sections?: string[]; level?: number };
  listener: QuoteListener;
  released: boolean;
}

class FakeQuote implements QuoteTransport {
  subs: Sub[] = [];
  subscribe<B>(type: number, body: object, listener: QuoteListener<B>): () => void {
    const sub: Sub = {
      type,
      body: body as Sub['body'],
      listener: listener as QuoteListener,
      released: false,
    };
    this.subs.push(sub);
    return () => (sub.released = true);
  }
  request<B>(): Promise<Message<B>> {
    return Promise.reject(new Error('not used'));
  }
  push(hq: unknown[]): void {
    const m = {
      header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq: 0, type: 202, infoFlag: 1 },
      body: { hq },
    } as Message;
    for (const s of this.subs) if (!s.released) s.listener(m);
  }
  active(): Sub[] {
    return this.subs.filter((s) => !s.released);
  }
}

const sz = (code: string) => ({ market: 0, code });
const sh = (code: string) => ({ market: 1, code });

describe('IndexTiles', () => {
  test('the six in §2 order, one index-snapshot (202) subscription of their dyna; enter twice subscribes once', () => {
    const quote = new FakeQuote();
    const store = new IndexTiles(quote);
    expect(store.tiles.map((t) => t.name)).toEqual([
      '上证指数',
      '深证成指',
      '创业板指',
      '中小100',
      '沪深300',
      '上证50',
    ]);
    expect(store.tiles.map((t) => t.link)).toEqual([
      '/sh/000001.html',
      '/sz/399001.html',
      '/sz/399006.html',
      '/sz/399005.html',
      '/sh/000300.html',
      '/sh/000016.html',
    ]);
    store.enter();
    store.enter();
    expect(quote.subs).toHaveLength(1);
    expect(quote.subs[0].type).toBe(MsgType.IndexSnapshot);
    expect(quote.subs[0].body.sections).toEqual(['dyna']);
    expect(quote.subs[0].body.key).toEqual([
      sh('000001'),
      sz('399001'),
      sz('399006'),
      sz('399005'),
      sh('000300'),
      sh('000016'),
    ]);
    expect(store.subscribed).toBe(true);
    store.leave();
    store.leave();
    expect(quote.active()).toHaveLength(0);
    expect(store.subscribed).toBe(false);
    store.enter();
    expect(quote.active()).toHaveLength(1);
  });

  test('pushes update the same objects in place; a tile observer runs only when its own index moves', () => {
    const quote = new FakeQuote();
    const store = new IndexTiles(quote);
    const before = [...store.tiles];
    store.enter();
    const runs = store.tiles.map(() => 0);
    const stops = store.tiles.map((t, i) =>
      autorun(() => {
        void [t.last, t.change, t.rate];
        runs[i]++;
      }),
    );
    quote.push([{ key: sz('399006'), dyna: { LastPrice: 3001.5, Updown: 12.3, UpdownRate: 0.0041 } }]);
    expect(store.tiles).toEqual(before);
    store.tiles.forEach((t, i) => expect(t).toBe(before[i]));
    const chinext = store.tiles[2];
    expect([chinext.last, chinext.change, chinext.rate]).toEqual([3001.5, 12.3, 0.0041]);
    expect(store.tiles[0].last).toBeNull();
    expect(runs).toEqual([1, 1, 2, 1, 1, 1]);

    // One push moving two indices: each of the two observers runs once (one transaction).
    quote.push([
      { key: sh('000001'), dyna: { LastPrice: 3300, Updown: -5, UpdownRate: -0.0015 } },
      { key: sh('000016'), dyna: { LastPrice: 2700, Updown: 1, UpdownRate: 0.0004 } },
    ]);
    expect(runs).toEqual([2, 1, 2, 1, 1, 2]);
    // The same values again, another instrument, a snapshot without dyna: nothing re-runs.
    quote.push([
      { key: sh('000001'), dyna: { LastPrice: 3300, Updown: -5, UpdownRate: -0.0015 } },
      { key: sh('600519'), dyna: { LastPrice: 1500 } },
      { key: sz('399001'), statistics: { PreClosePrice: 10000 } },
    ]);
    expect(runs).toEqual([2, 1, 2, 1, 1, 2]);
    // A partial dyna changes only what it carries.
    quote.push([{ key: sz('399006'), dyna: { LastPrice: 3002 } }]);
    expect([chinext.last, chinext.change, chinext.rate]).toEqual([3002, 12.3, 0.0041]);
    expect(runs).toEqual([2, 1, 3, 1, 1, 2]);

    // After leave the tiles keep their last values and pushes no longer reach them.
    store.leave();
    quote.push([{ key: sz('399006'), dyna: { LastPrice: 1 } }]);
    expect(chinext.last).toBe(3002);
    stops.forEach((s) => s());
  });

  test('the Security store holds one set of tiles whatever instrument it shows', () => {
    const quote = new FakeQuote();
    const security = new SecurityStore(quote, () => undefined);
    const tiles = security.indexTiles;
    const objects = [...tiles.tiles];
    tiles.enter();
    quote.push([{ key: sh('000300'), dyna: { LastPrice: 3900, Updown: 10, UpdownRate: 0.0026 } }]);
    security.setSymbol('sz', '000001');
    security.setSymbol('sh', '600519');
    expect(security.indexTiles).toBe(tiles);
    tiles.tiles.forEach((t, i) => expect(t).toBe(objects[i]));
    expect(tiles.tiles[4].last).toBe(3900);
    // Its subscription is its own: setting a symbol neither drops nor repeats it.
    expect(quote.active().filter((s) => s.type === MsgType.IndexSnapshot)).toHaveLength(1);
  });
});
