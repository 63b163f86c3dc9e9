import { CHART_SETTINGS_KEY, loadChartSettings, parseChartSettings, saveChartSettings } from './settings';

describe('chart settings', () => {
  it.each([
    [null, { adjust: 'forward', markers: true }],
    ['', { adjust: 'forward', markers: true }],
    ['not json', { adjust: 'forward', markers: true }],
    ['{"adjust":"backward","markers":false}', { adjust: 'backward', markers: false }],
    ['{"adjust":"none"}', { adjust: 'none', markers: true }],
    ['{"adjust":"qfq","markers":"yes"}', { adjust: 'forward', markers: true }],
  ])('%p → %p', (text, want) => expect(parseChartSettings(text)).toEqual(want));

  it('round-trips through a storage; a throwing storage gives the defaults', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    saveChartSettings(storage, { adjust: 'none', markers: false });
    expect(map.has(CHART_SETTINGS_KEY)).toBe(true);
    expect(loadChartSettings(storage)).toEqual({ adjust: 'none', markers: false });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadChartSettings(broken)).toEqual({ adjust: 'forward', markers: true });
    expect(() => saveChartSettings(broken, { adjust: 'none', markers: true })).not.toThrow();
  });
});
