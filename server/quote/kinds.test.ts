import { INFO_FLAG_PUSH, MsgType } from '../../contract/quote-protocol';
import type { MarketUpdate } from '../market/api';
import { createFakeMarket } from './fake-market';
import { FanoutHub } from './hub';
import { KIND_HANDLERS, klineRows } from './kinds';
import { encodeMessage } from './wire';

describe('klineRows: the days or minutes a K-line reply builds', () => {
  test.each([
    // [period, bars asked, rows charged]
    ['DAY', 1, 1],
    ['DAY', 1500, 1500],
    ['WEEK', 10, 50],
    ['MONTH', 10, 230],
    ['SEASON', 1, 66],
    ['SEASON', 1500, 2000],
    ['YEAR', 1, 252],
    ['YEAR', 7, 1764],
    ['YEAR', 8, 2000],
    ['M1', 1500, 1500],
    ['M5', 1, 5],
    ['M60', 10, 600],
    ['M60', 1500, 2000],
  ] as const)('%s × %i bars: %i rows', (period, bars, rows) => {
    expect(klineRows(period, bars)).toBe(rows);
  });
});

describe('snapshot pushes: variants of one instrument share its serialised sections', () => {
  const SECTIONS = ['dyna', 'statistics', 'static', 'status', 'tick', 'mmp'] as const;
  const handler = KIND_HANDLERS.get(MsgType.StockSnapshot)!;
  const ref = { key: { market: 1, code: '600519' }, id: '' };

  function rig() {
    const market = createFakeMarket();
    ref.id = market.idOf(market.find('sh', '600519')!);
    const hub = new FanoutHub(market);
    market.onUpdate((u) => hub.publish(u));
    const got = new Map<string, string>();
    // Every combination of sections, with and without the server time.
    const variants = Array.from({ length: 126 }, (_, i) => ({
      sections: SECTIONS.filter((_s, bit) => ((i % 63) + 1) & (1 << bit)),
      timestamp: i >= 63,
    }));
    for (const v of variants) {
      const params = handler.parse({ sections: v.sections, timestamp: v.timestamp });
      hub.add({ send: (m) => got.set(handler.signature(params), String(m)) }, handler, params, ref);
    }
    return { market, got, variants };
  }

  test('each variant gets exactly the message its own push item makes', () => {
    const { market, got, variants } = rig();
    let update: MarketUpdate | undefined;
    market.onUpdate((u) => (update = u));
    market.step();
    expect(got.size).toBe(126);
    for (const v of variants) {
      const params = handler.parse({ sections: v.sections, timestamp: v.timestamp });
      const sent = JSON.parse(got.get(handler.signature(params))!) as { body: { time?: number } };
      const item = handler.push(market, ref, params, update!);
      const body = v.timestamp ? { hq: [item], time: sent.body.time } : { hq: [item] };
      expect(got.get(handler.signature(params))).toBe(
        encodeMessage(MsgType.StockSnapshot, 0, INFO_FLAG_PUSH, body),
      );
    }
  });

  test('a step reads and serialises the dyna once, whatever the number of variants naming it', () => {
    const { market } = rig();
    const read = jest.spyOn(market, 'dyna');
    market.step();
    expect(read.mock.calls.filter(([id]) => id === ref.id)).toHaveLength(1);
  });
});
