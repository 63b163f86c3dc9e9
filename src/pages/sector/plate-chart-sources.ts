/**
 * Where the sector detail's chart gets its data (§7 (the calls it makes) plate calls, docs/sector-pages.md): 分时 from the
 * plate trend, 5日 from the five-day trend, 日K from the plate history (DAY 6), 周K and 月K from the
 * plate kline (WEEK 7, MONTH 8). 分时, 5日 and 日K stay live through the page's block snapshot (203):
 * each snapshot moves the last minute and today's bar; a new minute reloads the trend (it brings the
 * minute's bar as the simulator cut it), a new trading day reloads the history once.
 */
import { reaction } from 'mobx';
import type { ChartSources } from '../../components/chart/chart-store';
import { CANDLE_PERIOD } from '../../../contract/plate';
import type { KlineEntry, MinuteEntry } from '../../../contract/quote-protocol';
import {
  candleKlines,
  fromThousandths,
  liveDailyBar,
  liveMinute,
  sameMinute,
  trendMinutes,
  type SectorSnapshot,
} from '../../lib/sector/units';
import {
  fetchPlateFiveDayTrend,
  fetchPlateHistory,
  fetchPlateKline,
  fetchPlateTrend,
} from '../../services/plate';
import type { SecurityStore } from '../../stores/security';

const sameSnapshot = (a: SectorSnapshot | null, b: SectorSnapshot | null): boolean =>
  a === b ||
  (!!a &&
    !!b &&
    a.Time === b.Time &&
    a.TradingDay === b.TradingDay &&
    a.LastPrice === b.LastPrice &&
    a.HighestPrice === b.HighestPrice &&
    a.LowestPrice === b.LowestPrice &&
    a.Volume === b.Volume &&
    a.Amount === b.Amount);

export type SnapshotSource = (listener: (s: SectorSnapshot) => void) => () => void;

/** The page's block snapshot (203) as a stream of the figures the chart needs. */
export function snapshotsOf(security: SecurityStore): SnapshotSource {
  return (listener) =>
    reaction(
      (): SectorSnapshot | null => {
        const d = security.dyna;
        return d
          ? {
              Time: d.Time,
              TradingDay: d.TradingDay,
              LastPrice: d.LastPrice,
              HighestPrice: d.HighestPrice,
              LowestPrice: d.LowestPrice,
              Volume: d.Volume,
              Amount: d.Amount,
            }
          : null;
      },
      (s) => s && listener(s),
      { equals: sameSnapshot },
    );
}

export type PlateChartSources = Omit<ChartSources, 'quote'>;

/** The chart's sources for any sector (the chart store passes the code); `snapshots` are the page's. */
export function plateChartSources(snapshots: SnapshotSource): PlateChartSources {
  return {
    // The sector page offers 日K, 周K and 月K only (PlatePage PERIODS): the plate service's candles.
    fetchKlines: (_market, prodCode, period, limit) =>
      period === 'DAY' || period === 'WEEK' || period === 'MONTH'
        ? fetchPlateKline(prodCode, CANDLE_PERIOD[period], limit).then((k) => candleKlines(k.candles))
        : Promise.reject(new Error(`a sector has no ${period} candles`)),
    fetchNav: () => Promise.reject(new Error('a sector has no net value')),

    subscribeMinute: ({ code: prodCode }, days, listener) => {
      let stopped = false;
      let loading = false;
      let last: MinuteEntry | null = null;
      let previous: SectorSnapshot | null = null;
      const load = () => {
        loading = true;
        const request =
          days === 1 ? fetchPlateTrend(prodCode).then((d) => [d]) : fetchPlateFiveDayTrend(prodCode);
        request.then(
          (trend) => {
            loading = false;
            if (stopped) return;
            const data = trend.flatMap(trendMinutes);
            const today = trend[trend.length - 1];
            last = data.length ? data[data.length - 1] : null;
            listener({
              tradingDay: today?.tradingDay ?? 0,
              preClose: today && days === 1 ? fromThousandths(today.preClosePx) : undefined,
              data,
              full: true,
            });
          },
          // The chart's first-reply timeout shows the retry line; a failed reload keeps what is drawn.
          () => {
            loading = false;
          },
        );
      };
      load();
      const stop = snapshots((snap) => {
        const before = previous;
        previous = snap;
        if (loading || !last || !before) return;
        if (!sameMinute(before.Time, snap.Time)) return load();
        last = liveMinute(last, before, snap);
        listener({ tradingDay: snap.TradingDay, preClose: undefined, data: [last], full: false });
      });
      return () => {
        stopped = true;
        stop();
      };
    },

    subscribeDaily: ({ code: prodCode }, count, listener) => {
      let stopped = false;
      let loading = false;
      let last: KlineEntry | null = null;
      let reloadedFor = 0;
      const load = () => {
        loading = true;
        fetchPlateHistory(prodCode, CANDLE_PERIOD.DAY).then(
          (h) => {
            loading = false;
            if (stopped) return;
            const data = candleKlines(h.candles).slice(-count);
            last = data.length ? data[data.length - 1] : null;
            listener({ data, full: true });
          },
          () => {
            loading = false;
          },
        );
      };
      load();
      const stop = snapshots((snap) => {
        if (loading || !last) return;
        const bar = liveDailyBar(last, snap);
        if (bar) {
          last = bar;
          listener({ data: [bar], full: false });
        } else if (snap.TradingDay > last.TradingDay && snap.Volume > 0 && reloadedFor !== snap.TradingDay) {
          // Today's first trade: the history now has today's bar.
          reloadedFor = snap.TradingDay;
          load();
        }
      });
      return () => {
        stopped = true;
        stop();
      };
    },
  };
}
