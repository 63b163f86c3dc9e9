import { memberPath, sectorRate } from './SectorTab';
import { gradeText } from './UsProfile';

test('sector member path: /{hqtypecode lower}/{prodCode}.html', () => {
  expect(memberPath({ HqTypeCode: 'SH', ProdCode: '600519' })).toBe('/sh/600519.html');
  expect(memberPath({ HqTypeCode: 'SZ', ProdCode: '000858' })).toBe('/sz/000858.html');
});

test('sector change rate: percent with sign, 2 decimals, -- when missing', () => {
  expect(sectorRate(1.234)).toBe('+1.23%');
  expect(sectorRate(-0.5)).toBe('-0.50%');
  expect(sectorRate(0)).toBe('0.00%');
  expect(sectorRate(null)).toBe('--');
});

test('US consensus grade in words', () => {
  expect(gradeText(1.2)).toBe('强力买入');
  expect(gradeText(2.1)).toBe('买入');
  expect(gradeText(3)).toBe('持有');
  expect(gradeText(4)).toBe('卖出');
  expect(gradeText(4.8)).toBe('强力卖出');
  expect(gradeText(undefined)).toBe('--');
});
