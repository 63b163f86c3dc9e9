/**
 * RasterControl: what ECharts is given with each draw so that it and the raster agree on who paints
 * the candles and bars, and what the chart element says about it.
 */
import type { EChartsType } from 'echarts/core';
import type { SceneImage } from './echarts-lib';
import { recordingContext } from './gestures/frame/recording-context';
import { testHistory, testInput } from './gestures/frame/testing';
import { TextMeasure } from './gestures/frame-layer';
import type { ChartOption } from './options/common';
import { buildKlineOption, SUB_BAR_IDS } from './options/kline';
import { LIGHT_PALETTE } from './palette';
import { RasterControl } from './raster-control';
import { SeriesRaster, type RasterInput } from './series-raster';

const history = testHistory(300);
const measure = (t: string, font: string) => t.length * (font.includes('12px') ? 7 : 6);

function setup() {
  let paints = true;
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => (paints ? recordingContext().ctx : null),
  } as unknown as HTMLCanvasElement;
  const image: string[] = [];
  const scene: SceneImage = {
    attach: () => image.push('attach'),
    show: () => image.push('show'),
    hide: () => image.push('hide'),
  };
  const text = new TextMeasure();
  Object.defineProperty(text, 'measure', { value: measure });
  const el = { dataset: {} as Record<string, string> } as unknown as HTMLElement;
  const control = new RasterControl(new SeriesRaster(canvas, scene, text, 2), () => el);
  const setOption = jest.fn();
  const chart = { getWidth: () => 375, setOption } as unknown as EChartsType;
  const input = (indicator: 'VOL' | 'KDJ', startValue = 252): RasterInput => ({
    option: testInput(history, { indicator, showMa: true, palette: LIGHT_PALETTE, height: 250 }),
    width: 375,
    window: { startValue, endValue: 299 },
    fontSize: 10,
  });
  const option = (indicator: 'VOL' | 'KDJ') => buildKlineOption(input(indicator).option);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return {
    control,
    chart,
    setOption,
    image,
    el,
    input,
    option,
    breakPainting: () => (paints = false),
    done: () => error.mockRestore(),
  };
}

const opacityOf = (o: ChartOption, id: string) =>
  (Array.isArray(o.series) ? o.series : []).find((s) => s.id === id)?.itemStyle?.opacity;

describe('RasterControl', () => {
  it('a K-line option: the raster shows the candles and bars, ECharts paints neither', () => {
    const t = setup();
    const out = t.control.full(t.chart, t.option('VOL'), t.input('VOL'), LIGHT_PALETTE);
    expect(opacityOf(out, 'candle')).toBe(0);
    expect(opacityOf(out, SUB_BAR_IDS[0])).toBe(0);
    expect(t.image).toEqual(['attach', 'show']);
    expect(t.control.showing).toBe(true);
    expect(t.control.window).toEqual({ startValue: 252, endValue: 299 });
    expect(t.el.dataset.series).toBe('raster');
    t.done();
  });

  it('another view (no K-line input): the image hides and the option is as built', () => {
    const t = setup();
    t.control.full(t.chart, t.option('VOL'), t.input('VOL'), LIGHT_PALETTE);
    const intraday = { series: [{ id: 'price', type: 'line' as const }] };
    expect(t.control.full(t.chart, intraday, null, LIGHT_PALETTE)).toBe(intraday);
    expect(t.image.at(-1)).toBe('hide');
    expect(t.control.showing).toBe(false);
    expect(t.control.window).toBeNull();
    expect(t.el.dataset.series).toBe('echarts');
    t.done();
  });

  it('a clear takes the picture away with it', () => {
    const t = setup();
    t.control.full(t.chart, t.option('VOL'), t.input('VOL'), LIGHT_PALETTE);
    t.control.cleared();
    expect(t.image.at(-1)).toBe('hide');
    expect(t.control.showing).toBe(false);
    expect(t.el.dataset.series).toBe('echarts');
    // A new size after that paints nothing.
    t.control.resized(t.chart);
    expect(t.image.at(-1)).toBe('hide');
    expect(t.setOption).not.toHaveBeenCalled();
    t.done();
  });

  it('a live patch keeps who paints, or switches when the raster failed or came back', () => {
    const t = setup();
    t.control.full(t.chart, t.option('VOL'), t.input('VOL'), LIGHT_PALETTE);
    const patch = { series: [{ id: 'candle', data: [] }] };
    const shownBefore = t.image.length;
    const held = t.control.patchHeld(patch, t.input('VOL', 200), LIGHT_PALETTE);
    expect(held.patch).toBe(patch);
    expect(t.control.window).toEqual({ startValue: 200, endValue: 299 });
    // Painted, but shown only with the patch's set (the next task).
    expect(t.image.length).toBe(shownBefore);
    held.show();
    expect(t.image.at(-1)).toBe('show');
    t.breakPainting();
    const shown = t.control.patchHeld(patch, t.input('VOL'), LIGHT_PALETTE).patch;
    expect(shown.series).toEqual([{ id: 'candle', data: [], itemStyle: { opacity: 1 } }]);
    expect(t.el.dataset.series).toBe('echarts');
    // Not a K-line: nothing to paint, the patch as it is.
    expect(t.control.patchHeld(patch, null, LIGHT_PALETTE).patch).toBe(patch);
    t.done();
  });

  it('a window at rest the raster cannot follow: ECharts paints its own candles (and only the series there are)', () => {
    const t = setup();
    t.control.full(t.chart, t.option('KDJ'), t.input('KDJ'), LIGHT_PALETTE);
    t.control.moved(t.chart, t.input('KDJ', 100), LIGHT_PALETTE);
    expect(t.setOption).not.toHaveBeenCalled();
    expect(t.control.window).toEqual({ startValue: 100, endValue: 299 });
    t.breakPainting();
    t.control.moved(t.chart, t.input('KDJ', 120), LIGHT_PALETTE);
    // KDJ has no bars: only the candles are named.
    expect(t.setOption).toHaveBeenCalledWith({ series: [{ id: 'candle', itemStyle: { opacity: 1 } }] });
    expect(t.image.at(-1)).toBe('hide');
    expect(t.control.showing).toBe(false);
    expect(t.control.window).toEqual({ startValue: 120, endValue: 299 });
    // ECharts paints its own already: a later window asks nothing more.
    t.control.moved(t.chart, t.input('KDJ', 140), LIGHT_PALETTE);
    expect(t.setOption).toHaveBeenCalledTimes(1);
    t.done();
  });

  it('a new size the raster cannot paint: ECharts paints its own candles and bars', () => {
    const t = setup();
    t.control.full(t.chart, t.option('VOL'), t.input('VOL'), LIGHT_PALETTE);
    t.control.resized(t.chart);
    expect(t.setOption).not.toHaveBeenCalled();
    t.breakPainting();
    t.control.resized(t.chart);
    expect(t.setOption).toHaveBeenCalledWith({
      series: [
        { id: 'candle', itemStyle: { opacity: 1 } },
        ...SUB_BAR_IDS.map((id) => ({ id, itemStyle: { opacity: 1 } })),
      ],
    });
    expect(t.el.dataset.series).toBe('echarts');
    t.done();
  });
});
