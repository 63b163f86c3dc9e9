import {
  COLLAPSED_ROWS,
  formatHoldingPercent,
  holdingChangeText,
  isCnProfileEmpty,
  needsRowToggle,
  ringSlices,
  shareText,
  visibleRows,
} from './profile';
import { needsExpand } from '../text';

describe('collapsed lists', () => {
  const rows = [1, 2, 3, 4, 5];
  test('3 rows until expanded', () => {
    expect(COLLAPSED_ROWS).toBe(3);
    expect(visibleRows(rows, false)).toEqual([1, 2, 3]);
    expect(visibleRows(rows, true)).toEqual(rows);
    expect(visibleRows(undefined, false)).toEqual([]);
  });
  test('toggle only above 3 rows', () => {
    expect(needsRowToggle([1, 2, 3])).toBe(false);
    expect(needsRowToggle([1, 2, 3, 4])).toBe(true);
    expect(needsRowToggle(null)).toBe(false);
  });
});

describe('text expand threshold', () => {
  test('48 characters stay, 49 get the expander', () => {
    expect(needsExpand('字'.repeat(48))).toBe(false);
    expect(needsExpand('字'.repeat(49))).toBe(true);
  });
});

describe('holdings', () => {
  test('percent to 3 decimals', () => {
    expect(formatHoldingPercent(12.34567)).toBe('12.346%');
    expect(formatHoldingPercent('0.1')).toBe('0.100%');
    expect(formatHoldingPercent(0.0004)).toBe('0.000%');
    expect(formatHoldingPercent(null)).toBe('--');
  });
  test('change: 未变 for zero or missing, signed otherwise', () => {
    expect(holdingChangeText(0)).toBe('未变');
    expect(holdingChangeText(undefined)).toBe('未变');
    expect(holdingChangeText(12000)).toBe('+1.20万');
    expect(holdingChangeText(-3_500_000)).toBe('-350万');
    expect(holdingChangeText(500)).toBe('+500.00');
  });
});

describe('main-business ring', () => {
  test('segments above 10 % are slices; the rest is summed into 其他', () => {
    const slices = ringSlices([
      { name: '茅台酒', value: 850 },
      { name: '系列酒', value: 100 },
      { name: '其他业务', value: 50 },
    ]);
    // 850/1000 = 85 %, 100/1000 = 10 % (not above 10 %), 50 = 5 %.
    expect(slices.map((s) => s.name)).toEqual(['茅台酒', '其他']);
    expect(slices[1].value).toBe(150);
    expect(slices.reduce((s, x) => s + x.share, 0)).toBeCloseTo(1);
  });
  test('just above 10 % is its own slice; non-positive values are left out', () => {
    const slices = ringSlices([
      { name: 'A', value: 899 },
      { name: 'B', value: 101 },
      { name: 'C', value: -5 },
      { name: 'D', value: null },
    ]);
    expect(slices.map((s) => s.name)).toEqual(['A', 'B']);
    expect(ringSlices([])).toEqual([]);
  });
  test('share text', () => {
    expect(shareText(0.85)).toBe('85.00%');
    expect(shareText(0.12345)).toBe('12.35%');
  });
});

describe('CN profile no-data state', () => {
  test('only when all three dates/names are empty', () => {
    expect(isCnProfileEmpty(null)).toBe(true);
    expect(
      isCnProfileEmpty({
        FMainIndex: { EndDate: '' },
        CompanyProfile: { CompName: ' ' },
        ShareholderEquity: { EndDate: null },
      }),
    ).toBe(true);
    expect(
      isCnProfileEmpty({
        FMainIndex: { EndDate: '2026-09-30' },
        CompanyProfile: { CompName: '' },
        ShareholderEquity: {},
      }),
    ).toBe(false);
    expect(isCnProfileEmpty({ CompanyProfile: { CompName: '贵州茅台酒股份有限公司' } })).toBe(false);
    expect(isCnProfileEmpty({ ShareholderEquity: { EndDate: '2026-09-30' } })).toBe(false);
  });
});
