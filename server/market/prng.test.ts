import { YearStreams, keyed } from './prng';

describe('YearStreams', () => {
  it.each([
    ['same year keeps one stream', [20240102, 20240103], [0, 1]],
    ['a new year starts its own stream', [20241231, 20250102], [0, 0]],
  ])('%s', (_name, days, draws) => {
    const years = new YearStreams(7, 'sh:600519', 'd');
    const got = days.map((d) => years.at(d).next());
    const want = days.map((d, i) => {
      const r = keyed(7, 'sh:600519', Math.floor(d / 10000), 'd');
      for (let k = 0; k < draws[i]; k++) r.next();
      return r.next();
    });
    expect(got).toEqual(want);
  });
});
