/**
 * What the three pages of issue #20 item 1 hold on the quote channel, as the app builds it: the
 * stock home on 分时 (snapshot with the page's sections and the 1-day minute line), an HK stock,
 * and a stock with 日K chosen (snapshot and the daily K-line).
 */
import { barsToLoad } from '../../src/components/chart/chart-store';
import { KlinePeriod, MarketId, MsgType, type QuoteKey } from '../../contract/quote-protocol';
import { PAGE_SECTIONS } from '../../src/stores/security';

export interface PageSubscription {
  type: number;
  body: { key: QuoteKey[] } & Record<string, unknown>;
}

const snapshot = (key: QuoteKey): PageSubscription => ({
  type: MsgType.StockSnapshot,
  body: { key: [key], level: 2, sections: [...PAGE_SECTIONS], timestamp: true },
});
const minute = (key: QuoteKey): PageSubscription => ({
  type: MsgType.Minute,
  body: { key: [key], pushflag: true, timestamp: true, noPushAuction: false, days: 1 },
});

const MOUTAI = { market: MarketId.sh, code: '600519' };
const TENCENT = { market: MarketId.hk, code: '00700' };
const PINGAN = { market: MarketId.sz, code: '000001' };

export const PAGES: { name: string; key: QuoteKey; subs: PageSubscription[] }[] = [
  { name: 'stock home, 分时', key: MOUTAI, subs: [snapshot(MOUTAI), minute(MOUTAI)] },
  { name: 'HK stock, 分时', key: TENCENT, subs: [snapshot(TENCENT), minute(TENCENT)] },
  {
    name: 'stock, 日K',
    key: PINGAN,
    subs: [
      snapshot(PINGAN),
      {
        type: MsgType.Kline,
        body: {
          key: [PINGAN],
          period: KlinePeriod.DAY,
          count: barsToLoad('DAY', 'CN'),
          type: 1,
          timestamp: true,
        },
      },
    ],
  },
];
