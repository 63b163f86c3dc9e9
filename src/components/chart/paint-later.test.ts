import type { EChartsType } from 'echarts/core';
import { setOptionPaintLater } from './paint-later';

/** A zrender stand-in whose flush lives on the prototype, as zrender's does. */
class FakeZr {
  painted = 0;
  flush(): void {
    this.painted += 1;
  }
}

function fakeChart(onSet: (zr: FakeZr) => void = (zr) => zr.flush()) {
  const zr = new FakeZr();
  const chart = {
    getZr: () => zr,
    setOption: jest.fn(() => onSet(zr)),
  } as unknown as Pick<EChartsType, 'setOption' | 'getZr'>;
  return { chart, zr };
}

test('the patch is applied but the synchronous paint is skipped', () => {
  const { chart, zr } = fakeChart();
  setOptionPaintLater(chart, { series: [{ id: 'price', data: [1] }] });
  expect(chart.setOption).toHaveBeenCalledWith({ series: [{ id: 'price', data: [1] }] });
  expect(zr.painted).toBe(0);
});

test('flush is zrender’s own again afterwards (the next frame or a full redraw paints)', () => {
  const { chart, zr } = fakeChart();
  setOptionPaintLater(chart, {});
  expect(Object.prototype.hasOwnProperty.call(zr, 'flush')).toBe(false);
  zr.flush();
  expect(zr.painted).toBe(1);
});

test('flush is restored even when setOption throws', () => {
  const { chart, zr } = fakeChart(() => {
    throw new Error('bad option');
  });
  expect(() => setOptionPaintLater(chart, {})).toThrow('bad option');
  zr.flush();
  expect(zr.painted).toBe(1);
});
