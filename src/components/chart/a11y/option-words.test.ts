import { describeOption } from './option-words';

describe('describeOption: a small chart in words', () => {
  test.each([
    [
      'a pie: each slice with its share',
      {
        series: [
          {
            type: 'pie',
            data: [
              { name: '白酒', value: 3 },
              { name: '其他', value: 1 },
            ],
          },
        ],
      },
      '白酒75.0%，其他25.0%',
    ],
    ['a pie with nothing in it', { series: [{ type: 'pie', data: [{ name: 'a', value: 0 }] }] }, '暂无数据'],
    [
      'bars at their categories, shortened like the page (§9)',
      {
        xAxis: { type: 'category', data: ['超大单', '大单', '中单'] },
        series: [{ type: 'bar', data: [{ value: 123_000_000 }, { value: -45_600 }, 12] }],
      },
      '超大单 1.23亿，大单 -4.56万，中单 12.00',
    ],
    [
      'named series, gaps left out',
      {
        xAxis: [{ data: ['2024', '2025'] }],
        series: [
          { type: 'bar', name: '营收', data: [10, null] },
          { type: 'line', name: 'EPS', data: [1.5, 2] },
        ],
      },
      '营收：2024 10.00；EPS：2024 1.50，2025 2.00',
    ],
    [
      'a long series: first, last, highest, lowest',
      {
        xAxis: { data: Array.from({ length: 20 }, (_, i) => `D${i + 1}`) },
        series: [
          { type: 'line', data: Array.from({ length: 20 }, (_, i) => (i === 7 ? 99 : i === 3 ? -5 : i)) },
        ],
      },
      '共20个数据，首个D1 0.00，最后D20 19.00，最高D8 99.00，最低D4 -5.00',
    ],
    ['no series', { xAxis: { data: [] } }, ''],
  ])('%s', (_, option, words) => expect(describeOption(option)).toBe(words));
});
