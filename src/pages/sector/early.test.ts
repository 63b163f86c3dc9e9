/** @jest-environment jsdom */
import { earlyCallKey, type GetCall } from '../../api/early-calls';
import { stockGroupCall } from '../../services/plate-calls';
import { constituentsEarlyView, constituentsOf } from './early';

describe('constituentsOf', () => {
  it.each([
    ['/wap/plateConstituentStock/HY/BK1205.html', { block: 'HY', code: 'BK1205' }],
    ['/wap/plateConstituentStock/gn/bk0001.html', { block: 'GN', code: 'BK0001' }],
    ['/wap/plateConstituentStock/HY/BK1205.html/x', null],
    ['/wap/plateConstituentStock/HY.html', null],
    ['/wap/plateConstituentStock/%E0%A4%A/BK1.html', null], // bad escape
    ['/wap/plate/HY/BK1205.html', null],
  ])('%s', (path, want) => expect(constituentsOf(path)).toEqual(want));
});

const member = (code: string, rate: number) => ({
  prodCode: code,
  prodName: `股${code}`,
  hqTypeCode: 'XSHG',
  lastPx: 12340,
  pxChangeRate: rate,
});

describe('constituentsEarlyView.load', () => {
  const path = '/wap/plateConstituentStock/HY/BK1205.html';
  const call = stockGroupCall('HY', 'BK1205', { sortField: 'pxChangeRate', descending: true, pageNum: 1 });
  const key = (c: GetCall) => earlyCallKey(c.service, c.path, c.params)!;

  it('asks the first page in the default sort, as the page does, and draws its header and rows', async () => {
    const asked: string[] = [];
    const get = async <T>(c: GetCall): Promise<T> => {
      asked.push(key(c));
      return {
        plate: { ProdName: '旅游酒店' },
        sortProdGrp: [member('600754', 0.0493), member('600258', -0.0041)],
      } as T;
    };
    const draw = await constituentsEarlyView.load(get, () => 0, path, '');
    expect(asked).toEqual([key(call)]);
    const page = draw!(document);
    expect(page.querySelector('.sector-page__title')!.textContent).toBe('旅游酒店BK1205');
    expect(page.querySelector<HTMLAnchorElement>('.sector-page__title a')!.getAttribute('href')).toBe(
      '/wap/plate/HY/BK1205.html',
    );
    expect(page.querySelector('[data-live]')!.getAttribute('data-live')).toBe('true');
    const rows = page.querySelectorAll('.data-table__row:not(.data-table__row--head)');
    expect(Array.from(rows, (r) => r.children[0].textContent)).toEqual(['股600754600754', '股600258600258']);
    expect(rows[1].querySelector('.num-text--fall')).not.toBeNull();
  });

  it('an empty sector draws nothing (the page shows its own empty state)', async () => {
    const get = async <T>(): Promise<T> => ({ plate: { ProdName: 'x' }, sortProdGrp: [] }) as T;
    await expect(constituentsEarlyView.load(get, () => 0, path, '')).resolves.toBeNull();
  });
});
