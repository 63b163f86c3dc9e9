import type { ChartMarker } from '../../../../contract/chart-events';
import { marksByBar, markerLink } from './markers';

const m = (day: number, kind: ChartMarker['kind'], extra: Partial<ChartMarker> = {}): ChartMarker => ({
  day,
  kind,
  text: `${kind} ${day}`,
  ...extra,
});

describe('marksByBar', () => {
  const daily = [20250609, 20250610, 20250611, 20250612];
  it.each([
    ['a daily bar holds its day', [m(20250610, 'notice')], daily, [[1, ['notice']]]],
    [
      'several kinds on one bar, ex-right first',
      [m(20250611, 'notice'), m(20250611, 'lhb'), m(20250611, 'exright')],
      daily,
      [[2, ['exright', 'lhb', 'notice']]],
    ],
    [
      'before the first and after the last bar: left out',
      [m(20250606, 'notice'), m(20250613, 'lhb')],
      daily,
      [],
    ],
    [
      'weekly bars (stamped Fridays) hold the days of their week',
      [m(20250602, 'exright'), m(20250610, 'notice'), m(20250613, 'lhb')],
      [20250530, 20250606, 20250613, 20250620],
      [
        [1, ['exright']],
        [2, ['lhb', 'notice']],
      ],
    ],
    ['no bars', [m(20250610, 'notice')], [], []],
  ] as const)('%s', (_l, markers, days, want) => {
    expect(marksByBar(markers, days).map((b) => [b.index, b.kinds])).toEqual(want);
  });

  it('keeps every item of a bar', () => {
    const out = marksByBar([m(20250610, 'notice', { id: 1 }), m(20250610, 'notice', { id: 2 })], daily);
    expect(out[0].items.map((i) => i.id)).toEqual([1, 2]);
  });
});

describe('markerLink', () => {
  it.each([
    [m(20250610, 'notice', { id: 12345 }), 'sh', '600519', '/detail/sh/600519/2/12345.html'],
    [m(20250610, 'notice', { id: 7 }), 'HKSE', '00700', '/detail/HKSE/00700/2/7.html'],
    [m(20250610, 'exright'), 'sh', '600519', '/sh/600519.html?tab=jiankuang#dividend'],
    [
      m(20250610, 'lhb', { secuCode: '300750' }),
      'sz',
      '300750',
      '/stock/detail/300750.html?tradingDay=2025-06-10',
    ],
    [m(20250610, 'lhb'), 'sz', '300750', null],
  ])('%p in %s %s → %p', (marker, market, code, want) => expect(markerLink(marker, market, code)).toBe(want));
});
