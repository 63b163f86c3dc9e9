import {
  isSuspendedStatus,
  MARKET_STATUS_TEXT,
  marketStatusText,
  MIDDAY_BREAK_TEXT,
  PLATE_STATES,
  plateStatusText,
} from './status';

describe('market status texts (§4)', () => {
  it.each([
    [1, '无效'],
    [2, '开盘'],
    [3, '交易中'],
    [4, '已收盘'],
    [5, '休市'],
    [6, '停牌'],
    [7, '集合竞价'],
    [8, '熔断'],
    [9, '盘中集合竞价'],
    [10, '收盘集合竞价'],
    [11, '未开盘'],
    [12, '盘前交易'],
    [13, '盘后交易'],
    [14, '已收盘'],
    [15, '报价中'],
    [16, '停牌一小时'],
    [17, '停牌一天'],
    [18, '连续停牌'],
    [19, '盘中停牌'],
    [20, '停牌半天'],
    [21, '暂停交易'],
  ])('CN %i → %s', (code, text) => expect(marketStatusText(code, 'CN')).toBe(text));

  it('covers exactly 1–21; unknown codes give no label', () => {
    expect(Object.keys(MARKET_STATUS_TEXT).map(Number)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    for (const code of [0, 22, -1, 3.5, NaN, '3', null, undefined]) expect(marketStatusText(code)).toBeNull();
  });

  it('code 5 on the detail page is the midday break', () => {
    expect(marketStatusText(5, 'CN', true)).toBe(MIDDAY_BREAK_TEXT);
    expect(MIDDAY_BREAK_TEXT).toBe('午间休市');
    expect(marketStatusText(4, 'CN', true)).toBe('已收盘');
  });

  it.each([
    ['HK', '已收盘', '已收盘'],
    // US extended hours (issue 21, a deliberate difference from §4 (states and transitions)): pre-market and after-hours.
    ['USA', '盘前交易', '盘后交易'],
  ] as const)('%s: reduced set, 12 %s, 13 %s, 14 closed, 16–21 suspended', (region, pre, after) => {
    expect(marketStatusText(11, region)).toBe('未开盘');
    expect(marketStatusText(12, region)).toBe(pre);
    expect(marketStatusText(13, region)).toBe(after);
    expect(marketStatusText(14, region)).toBe('已收盘');
    expect(marketStatusText(15, region)).toBe('报价中');
    for (const code of [16, 17, 18, 19, 20, 21]) expect(marketStatusText(code, region)).toBe('停牌');
    expect(marketStatusText(22, region)).toBeNull();
    expect(marketStatusText(3, region)).toBe('交易中');
  });

  it('suspended statuses', () => {
    expect([5, 6, 15, 16, 21, 22].map(isSuspendedStatus)).toEqual([false, true, false, true, true, false]);
  });
});

describe('plate statuses', () => {
  it.each([
    [1, '无效'],
    [2, '开盘'],
    [3, '交易中'],
    [4, '已收盘'],
    [5, '休市'],
    [0, null],
    [6, null],
    ['3', null],
  ])('%p → %p', (code, text) => expect(plateStatusText(code)).toBe(text));
  it('plate-state set', () => {
    expect(PLATE_STATES).toHaveLength(11);
    expect(PLATE_STATES[0]).toBe('START');
    expect(PLATE_STATES).toContain('DELISTED');
  });
});
