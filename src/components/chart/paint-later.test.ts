/** @jest-environment jsdom */
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

test('a full option is set with its options (notMerge), the paint skipped as well', () => {
  const { chart, zr } = fakeChart();
  setOptionPaintLater(chart, { series: [] }, { notMerge: true });
  expect(chart.setOption).toHaveBeenCalledWith({ series: [] }, { notMerge: true });
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

/**
 * The same against ECharts itself (its CommonJS build with the SVG renderer, since jsdom has no
 * canvas): the module rests on setOption painting through zr.flush, and on changed
 * elements asking zrender for a refresh, which its next animation frame carries out. An ECharts
 * upgrade that changes either fails here rather than quietly bringing back the long task.
 */
test('with real ECharts: setOption paints through flush; the paint-later patch leaves a refresh pending', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build, for jest
  const echarts = require('echarts') as typeof import('echarts');
  // jsdom has no canvas to measure label text with; a fixed advance is enough for layout here.
  echarts.setPlatformAPI({ measureText: (text: string) => ({ width: text.length * 7 }) });
  const chart = echarts.init(document.createElement('div'), null, {
    renderer: 'svg',
    width: 320,
    height: 200,
  });
  try {
    chart.setOption({
      animation: false,
      xAxis: { type: 'category', data: ['09:30', '09:31'] },
      yAxis: { type: 'value' },
      series: [{ id: 'price', type: 'line', data: [10, 11] }],
    });
    const zr = chart.getZr();
    // zrender's private "paint on the next frame" flag: read here only, to pin the behaviour down.
    const pending = () => (zr as unknown as { _needsRefresh: boolean })._needsRefresh;
    const flush = jest.spyOn(Object.getPrototypeOf(zr) as { flush(): void }, 'flush');
    chart.setOption({ series: [{ id: 'price', data: [10, 12] }] });
    expect(flush).toHaveBeenCalled();
    expect(pending()).toBe(false);

    flush.mockClear();
    setOptionPaintLater(chart, { series: [{ id: 'price', data: [10, 13] }] });
    expect(flush).not.toHaveBeenCalled();
    expect(Object.prototype.hasOwnProperty.call(zr, 'flush')).toBe(false);
    expect(pending()).toBe(true);
    expect(chart.getOption().series).toEqual([expect.objectContaining({ data: [10, 13] })]);

    zr.flush(); // what zrender's animation frame does
    expect(pending()).toBe(false);
    flush.mockRestore();
  } finally {
    chart.dispose();
  }
});
