import { LIGHT_PALETTE } from '../../components/chart/palette';
import { balanceInput, diffInput, ratioInput, stockInput } from './chart-input';
import { buildMarginChartOption, toYi } from './chart-option';

describe('margin chart inputs', () => {
  test.each([
    [
      'balances in 亿',
      balanceInput([
        { TradingDay: '2026-11-24', FinanceValue: 1_332_728_648_547, SecurityValue: 26_540_014_628 },
      ]),
      {
        dates: ['2026-11-24'],
        lines: [
          ['融资余额', [13327.29]],
          ['融券余额', [265.4]],
        ],
        unit: '亿',
      },
    ],
    [
      'ratio in percent as served',
      ratioInput([{ TradingDay: '2026-11-24', Ratio: 4.92 }]),
      { dates: ['2026-11-24'], lines: [['融资余额占流通市值比', [4.92]]], unit: '%' },
    ],
    [
      'difference in 亿, negative kept',
      diffInput([{ TradingDay: '2026-11-24', FinanceSecuDiff: -150_000_000 }]),
      { dates: ['2026-11-24'], lines: [['融资融券差额', [-1.5]]], unit: '亿' },
    ],
    [
      'a stock: Tradingday (§3 spelling)',
      stockInput([{ Tradingday: '2026-11-24', FinanceValue: 102_228_220_025, SecurityValue: 789_043_647 }]),
      {
        dates: ['2026-11-24'],
        lines: [
          ['融资余额', [1022.28]],
          ['融券余额', [7.89]],
        ],
        unit: '亿',
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect({
      dates: input.dates,
      lines: input.lines.map((l) => [l.name, l.values]),
      unit: input.unit,
    }).toEqual(expected);
  });

  test.each([
    [0, 0],
    [149_999_999, 1.5],
    [-26_540_014_628, -265.4],
  ])('toYi(%i) = %f', (v, yi) => {
    expect(toYi(v)).toBe(yi);
  });

  test('one line series per input line, in the palette order, each on its own axis with the unit', () => {
    const option = buildMarginChartOption(
      balanceInput([{ TradingDay: '2026-11-24', FinanceValue: 2e8, SecurityValue: 1e8 }]),
      LIGHT_PALETTE,
    );
    const series = option.series as {
      name: string;
      data: number[];
      lineStyle: { color: string };
      yAxisIndex: number;
    }[];
    expect(series.map((s) => [s.name, s.data, s.lineStyle.color, s.yAxisIndex])).toEqual([
      ['融资余额', [2], LIGHT_PALETTE.lines[0], 0],
      ['融券余额', [1], LIGHT_PALETTE.lines[1], 1],
    ]);
    const axes = option.yAxis as { position: string; axisLabel: { formatter: string } }[];
    expect(axes.map((a) => [a.position, a.axisLabel.formatter])).toEqual([
      ['left', '{value}亿'],
      ['right', '{value}亿'],
    ]);
  });

  test('a single line has a single axis', () => {
    const option = buildMarginChartOption(
      ratioInput([{ TradingDay: '2026-11-24', Ratio: 4.92 }]),
      LIGHT_PALETTE,
    );
    expect((option.yAxis as unknown[]).length).toBe(1);
    expect((option.series as { yAxisIndex: number }[])[0].yAxisIndex).toBe(0);
  });
});
