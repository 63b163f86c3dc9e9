import type { KlineEntry } from '../../../../contract/quote-protocol';
import { buildKlineState, type KlineState } from '../kline-data';
import { indicatorsOf } from '../kline-indicators';
import { rsi } from '../../../lib/indicators';
import { subLegend } from '../legend';
import { emptyMinuteSeries } from '../minutes';
import { paletteOf } from '../palette';
import type { IndicatorKey, MinuteSeries } from '../types';
import type { ChartData } from '../views';
import {
  changeWords,
  chartWords,
  dateWords,
  klineValueText,
  legendWords,
  minuteValueText,
  rateWords,
  volumeWords,
  type WordsContext,
} from './words';

const palette = paletteOf(false);
const CN: WordsContext = { unit: '元', decimals: 2, volumeLot: 100 };
const HK: WordsContext = { unit: '港元', decimals: 3, volumeLot: 1 };
const INDEX: WordsContext = { unit: '点', decimals: 2, volumeLot: 100 };

/** A daily bar on 2026-11-(day). */
function bar(
  day: number,
  o: number,
  h: number,
  l: number,
  c: number,
  pre: number,
  volume = 1_000_000,
): KlineEntry {
  return {
    Time: 1_790_000_000 + day * 86_400,
    Open: o,
    High: h,
    Low: l,
    Close: c,
    PreClose: pre,
    Volume: volume,
    Amount: c * volume,
    TradingDay: 20261100 + day,
    TickCount: 1,
  };
}

function data(
  k: KlineState | null,
  indicator: IndicatorKey = 'MACD',
  minute: MinuteSeries | null = null,
): ChartData {
  const klines = new Map<'day' | 'week' | 'month', KlineState>();
  if (k) klines.set('day', k);
  return { minute, fiveDay: minute?.days === 5 ? minute : null, nav: null, klines, indicator, showMa: true };
}

describe('small words', () => {
  test.each([
    ['2026-11-27', '2026年11月27日'],
    [20260105, '2026年1月5日'],
    ['10:31', '10:31'],
  ])('dateWords(%p) = %p', (label, words) => expect(dateWords(label)).toBe(words));

  test.each([
    [53_200, 100, '532手'],
    [3_200_000, 100, '3.2万手'],
    [32_000_000, 100, '32万手'],
    [120_000_000, 100, '120万手'],
    [15_000_000_000, 100, '1.5亿手'],
    [12_345, 1, '1.23万股'],
    [null, 100, '--'],
  ])('volumeWords(%p, %p) = %p', (v, lot, words) => expect(volumeWords(v, lot)).toBe(words));

  test.each([
    [1469.38, 1461.78, '上涨0.52%'],
    [1461.78, 1469.38, '下跌0.52%'],
    [100.001, 100, '平盘'],
    [99.999, 100, '平盘'],
    [1, 0, '--'],
    [null, 1, '--'],
  ])('rateWords(%p, %p) = %p', (v, ref, words) => expect(rateWords(v, ref)).toBe(words));

  test.each([
    [1457.08, 1469.38, CN, '上涨12.30元，涨幅0.84%'],
    [388.4, 380.2, HK, '下跌8.200港元，跌幅2.11%'],
    [3300, 3300.004, INDEX, '平盘'],
    [0, 5, CN, '上涨5.00元'],
  ])('changeWords(%p → %p)', (from, to, ctx, words) => expect(changeWords(from, to, ctx)).toBe(words));

  test('legendWords drops the parameters from the title', () => {
    const row = {
      title: 'MACD(12,26,9)',
      items: [
        { name: 'DIF', value: '1.230', color: '' },
        { name: 'DEA', value: '0.980', color: '' },
        { name: 'MACD', value: '0.500', color: '' },
      ],
    };
    expect(legendWords(row)).toBe('MACD：DIF 1.230，DEA 0.980，MACD 0.500');
  });
});

describe('K-lines', () => {
  test('a bar in words (the slider value text): CN stock in 手', () => {
    const k = buildKlineState([bar(27, 1470, 1480.2, 1465.1, 1469.38, 1461.78, 3_200_000)], 'CN');
    expect(klineValueText(k, 0, CN)).toBe(
      '2026年11月27日，开盘1470.00，最高1480.20，最低1465.10，收盘1469.38，上涨0.52%，成交量3.2万手',
    );
  });

  test('a falling HK bar in 股, three decimals', () => {
    const k = buildKlineState([bar(27, 388, 390, 379, 380.2, 388.4, 12_345_678)], 'HK');
    expect(klineValueText(k, 0, HK)).toBe(
      '2026年11月27日，开盘388.000，最高390.000，最低379.000，收盘380.200，下跌2.11%，成交量1.23千万股',
    );
  });

  const bars = [
    bar(2, 10, 11, 9.5, 10.5, 10), // outside the window
    bar(3, 10.5, 13, 10.4, 12, 10.5), // window start; highest high
    bar(4, 12, 12.5, 8, 9, 12), // lowest low
    bar(5, 9, 10, 8.8, 9.6, 9),
    bar(6, 9.6, 20, 1, 15, 9.6), // outside the window
  ];

  test('the visible window only: its dates, change, high and low, the indicator at its end', () => {
    const k = buildKlineState(bars, 'CN');
    const w = chartWords(data(k), 'day', { startValue: 1, endValue: 3 }, CN, palette);
    const macd = subLegend('MACD', indicatorsOf(k), k.data, 3, palette, 100).items.map((it) => it.value);
    expect(w.summary).toBe(
      '日K，2026年11月3日至2026年11月5日，共3根K线，期间下跌0.90元，跌幅8.57%，最新收盘9.60元，' +
        '最高13.00元（2026年11月3日），最低8.00元（2026年11月4日）；' +
        `MACD：DIF ${macd[0]}，DEA ${macd[1]}，MACD ${macd[2]}`,
    );
    expect(w.indices).toEqual([1, 2, 3]);
    expect(w.valueText(2)).toBe(
      '2026年11月4日，开盘12.00，最高12.50，最低8.00，收盘9.00，下跌25.00%，成交量1万手',
    );
  });

  test('the data table: window bars newest first, with the indicator columns', () => {
    const k = buildKlineState(bars, 'CN');
    const t = chartWords(data(k, 'RSI'), 'day', { startValue: 1, endValue: 3 }, CN, palette).table();
    expect(t.columns).toEqual([
      '日期',
      '开盘',
      '最高',
      '最低',
      '收盘',
      '涨跌幅',
      '成交量',
      'RSI6',
      'RSI12',
      'RSI24',
    ]);
    expect(t.rows.map((r) => r.slice(0, 7))).toEqual([
      ['2026-11-05', '9.00', '10.00', '8.80', '9.60', '+6.67%', '1.00万'],
      ['2026-11-04', '12.00', '12.50', '8.00', '9.00', '-25.00%', '1.00万'],
      ['2026-11-03', '10.50', '13.00', '10.40', '12.00', '+14.29%', '1.00万'],
    ]);
    // The indicator's own maths over the closes, as an oracle independent of the chart's set.
    const closes = bars.map((b) => b.Close);
    const cell = (v: number | null | undefined) => (typeof v === 'number' ? v.toFixed(2) : '--');
    expect(t.rows[0].slice(7)).toEqual([6, 12, 24].map((n) => cell(rsi(closes, n)[3])));
    expect(t.rows[0][7]).toMatch(/^\d+\.\d{2}$/);
    expect(t.caption).toBe('日K数据，3行，最新在前，成交量单位手');
  });

  test('VOL: its own VOL column is the 成交量 column; its averages are 量MA5, 量MA10', () => {
    const k = buildKlineState(bars, 'CN');
    const w = chartWords(data(k, 'VOL'), 'day', { startValue: 0, endValue: 4 }, CN, palette);
    expect(w.table().columns.slice(6)).toEqual(['成交量', '量MA5', '量MA10']);
    expect(w.summary).toMatch(/；成交量：VOL 1.00万，MA5 1.00万，MA10 --$/);
  });

  test('BOLL is read from the band over the candles', () => {
    const k = buildKlineState(bars, 'CN');
    const w = chartWords(data(k, 'BOLL'), 'day', null, CN, palette);
    expect(w.summary).toMatch(/；BOLL：MID [\d.-]+，UPPER [\d.-]+，LOWER [\d.-]+$/);
  });

  test('one bar: its date once, the change against its previous close', () => {
    const k = buildKlineState([bar(27, 3300, 3320, 3290, 3310.5, 3305)], 'CN');
    const w = chartWords(data(k, 'MACD'), 'day', { startValue: 0, endValue: 0 }, INDEX, palette);
    expect(w.summary).toMatch(
      /^日K，2026年11月27日，共1根K线，期间上涨5\.50点，涨幅0\.17%，最新收盘3310\.50点，最高3320\.00点（2026年11月27日），最低3290\.00点（2026年11月27日）；MACD：/,
    );
    expect(w.table().rows).toHaveLength(1);
  });

  test('an empty window (no bars yet) says so; nothing to walk, an empty table', () => {
    const w = chartWords(data(buildKlineState([], 'CN')), 'week', null, CN, palette);
    expect(w.summary).toBe('周K，暂无数据');
    const d = chartWords(data(buildKlineState([], 'CN')), 'day', { startValue: 0, endValue: 0 }, CN, palette);
    expect(d.summary).toBe('日K，暂无数据');
    expect(d.indices).toEqual([]);
    expect(d.table().rows).toEqual([]);
  });
});

describe('分时 and 5日', () => {
  function minutes(days: 1 | 5, prices: (number | null)[], preClose: number | null): MinuteSeries {
    const s = emptyMinuteSeries('CN', days, preClose);
    const perDay = s.times.length / days;
    s.dayKeys = days === 1 ? [20261127] : [20261123, 20261124, 20261125, 20261126, 20261127];
    s.dayLabels = s.dayKeys.map((k) => `${String(k).slice(4, 6)}-${String(k).slice(6)}`);
    prices.forEach((p, n) => {
      // 5日: one price per day, at each day's 3rd slot.
      const i = days === 1 ? n : n * perDay + 2;
      s.price[i] = p;
      s.avg[i] = p === null ? null : p - 0.5;
      s.volume[i] = p === null ? null : 100_000;
      s.last = i;
    });
    return s;
  }

  test('分时: open, latest, the day against the previous close, high and low with times, average, volume', () => {
    const s = minutes(1, [1470, 1480.2, null, 1465.1, 1469.38], 1469.56);
    const w = chartWords(data(null, 'MACD', s), 'min', null, CN, palette);
    expect(w.summary).toBe(
      '分时，2026年11月27日，开盘1470.00元，最新1469.38元，较昨收下跌0.18元，跌幅0.01%，' +
        '最高1480.20元（09:31），最低1465.10元（09:33），均价1468.880元，成交量4000手',
    );
    expect(w.indices).toEqual([0, 1, 3, 4]);
    expect(w.valueText(1)).toBe('09:31，价格1480.20，上涨0.72%，均价1479.700，成交量1000手');
    expect(w.table().rows[0]).toEqual(['09:34', '1469.38', '-0.01%', '1468.880', '1000']);
    expect(w.table().columns).toEqual(['时间', '价格', '涨跌幅', '均价', '成交量']);
  });

  test('5日: the days as the range, the change over them, times with their day', () => {
    const s = minutes(5, [10, 12, 9, 11, 10.5], 11);
    const w = chartWords(data(null, 'MACD', s), 'min5', null, HK, palette);
    expect(w.summary).toBe(
      '5日，2026年11月23日至2026年11月27日，期初10.000港元，最新10.500港元，期间上涨0.500港元，涨幅5.00%，' +
        '最高12.000港元（11月24日 09:32），最低9.000港元（11月25日 09:32），均价10.0000港元，成交量50万股',
    );
    expect(minuteValueText(s, w.indices[0], HK, false)).toBe(
      '11月23日 09:32，价格10.000，下跌9.09%，成交量10万股',
    );
    expect(w.table().rows[0][0]).toBe('11-27 09:32');
  });

  test('no minutes yet', () => {
    const w = chartWords(data(null, 'MACD', minutes(1, [], 10)), 'min', null, CN, palette);
    expect(w.summary).toBe('分时，暂无数据');
    expect(w.indices).toEqual([]);
  });
});
