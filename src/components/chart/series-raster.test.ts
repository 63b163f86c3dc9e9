/**
 * The series raster: its picture is exactly the painter's z 2 (bars, then candles) of the same
 * frame; ECharts is told not to paint those series while it shows, and to paint them again when it
 * fails; the image follows the window and the width.
 */
import type { EChartsType } from 'echarts/core';
import type { SceneImage } from './echarts-lib';
import { klineFrame, type KlineFrame } from './gestures/frame/kline-frame';
import { paintKlineFrame, paintKlineSeries } from './gestures/frame/paint';
import { echartsLib, windowedOption } from './gestures/frame/echarts-render';
import { recordingContext, type Op } from './gestures/frame/recording-context';
import { testHistory, testInput } from './gestures/frame/testing';
import { TextMeasure } from './gestures/frame-layer';
import type { ChartOption } from './options/common';
import { buildKlineOption, SUB_BAR_IDS } from './options/kline';
import { DARK_PALETTE, LIGHT_PALETTE } from './palette';
import {
  patchRastered,
  SERIES_Z,
  seriesPaintedPatch,
  SeriesRaster,
  seriesRasterEnabled,
  withSeriesRastered,
  type RasterInput,
} from './series-raster';

const history = testHistory(1500);
const measure = (t: string, font: string) => t.length * (font.includes('12px') ? 7 : 6);

function frameOf(bars: number, indicator: 'VOL' | 'MACD' = 'VOL'): KlineFrame {
  const option = testInput(history, { indicator, showMa: true, palette: LIGHT_PALETTE, height: 250 });
  return klineFrame({
    option,
    width: 375,
    window: { startValue: 1500 - bars, endValue: 1499 },
    fontSize: 10,
    measure,
  });
}

/** The ops of the bars and candles: fills and strokes clipped to a grid or drawn per candle. */
const z2Ops = (ops: Op[], frame: KlineFrame) => {
  // In the whole frame, z 2 is what comes after the last text (labels) and before the first line
  // stroke with the bevel join (the lines, z 3).
  const lastText = ops.map((o) => o.kind).lastIndexOf('text');
  const firstLine = ops.findIndex((o) => o.kind === 'stroke' && o.lineJoin === 'bevel');
  expect(frame.count).toBeGreaterThan(0);
  return ops.slice(lastText + 1, firstLine);
};

describe('paintKlineSeries: the whole frame’s z 2 on a cleared canvas', () => {
  it.each([
    { bars: 48, indicator: 'VOL' as const },
    { bars: 300, indicator: 'VOL' as const },
    { bars: 1500, indicator: 'VOL' as const },
    { bars: 120, indicator: 'MACD' as const },
  ])('$bars bars, $indicator', ({ bars, indicator }) => {
    const frame = frameOf(bars, indicator);
    const whole = recordingContext();
    paintKlineFrame(whole.ctx, frame, LIGHT_PALETTE, 3);
    const series = recordingContext();
    paintKlineSeries(series.ctx, frame, LIGHT_PALETTE, 3);
    expect(series.log.slice(0, 2)).toEqual(['setTransform', 'clearRect']);
    expect(series.ops.some((o) => o.kind === 'text')).toBe(false);
    const expected = z2Ops(whole.ops, frame);
    expect(expected.length).toBeGreaterThan(1);
    expect(series.ops).toEqual(expected);
  });
});

describe('the option and the patches', () => {
  const input = testInput(history, { indicator: 'VOL', showMa: true, palette: DARK_PALETTE, height: 250 });
  const option = buildKlineOption(input);
  const seriesOf = (o: ChartOption) => (Array.isArray(o.series) ? o.series : []);
  const styleOf = (o: ChartOption, id: string) =>
    seriesOf(o).find((s) => s.id === id)?.itemStyle as Record<string, unknown> | undefined;

  it('hides only the candles and the bars, keeping their colours', () => {
    const rastered = withSeriesRastered(option, true);
    for (const id of ['candle', ...SUB_BAR_IDS]) {
      expect(styleOf(rastered, id)).toEqual({ ...styleOf(option, id), opacity: 0 });
    }
    for (const id of ['ma5', 'ma10', 'ma20', 'sub-0', 'sub-1']) expect(styleOf(rastered, id)).toBeUndefined();
    expect(seriesOf(rastered).map((s) => s.id)).toEqual(seriesOf(option).map((s) => s.id));
    // The option given is not changed.
    expect(styleOf(option, 'candle')?.opacity).toBeUndefined();
  });

  it('leaves the option alone without the raster', () => {
    expect(withSeriesRastered(option, false)).toBe(option);
  });

  it('switches who paints in a live patch only when that changed', () => {
    const patch = { series: [{ id: 'candle', data: [] }, { id: 'ma5', data: [] }, { id: SUB_BAR_IDS[0] }] };
    expect(patchRastered(patch, true, true)).toBe(patch);
    expect(patchRastered(patch, false, false)).toBe(patch);
    const off = patchRastered(patch, false, true).series as Array<{ id: string; itemStyle?: object }>;
    expect(off.map((s) => [s.id, s.itemStyle])).toEqual([
      ['candle', { opacity: 1 }],
      ['ma5', undefined],
      [SUB_BAR_IDS[0], { opacity: 1 }],
    ]);
    const on = patchRastered(patch, true, false).series as Array<{ id: string; itemStyle?: object }>;
    expect(on.map((s) => s.itemStyle)).toEqual([{ opacity: 0 }, undefined, { opacity: 0 }]);
  });

  it('has ECharts paint all three series again', () => {
    const s = seriesPaintedPatch(['candle', ...SUB_BAR_IDS]).series as Array<{
      id: string;
      itemStyle?: object;
    }>;
    expect(s).toEqual([
      { id: 'candle', itemStyle: { opacity: 1 } },
      ...SUB_BAR_IDS.map((id) => ({ id, itemStyle: { opacity: 1 } })),
    ]);
  });

  it('is on unless the page switched it off', () => {
    const g = globalThis as { __wapSeriesRaster?: boolean };
    expect(seriesRasterEnabled()).toBe(true);
    g.__wapSeriesRaster = false;
    expect(seriesRasterEnabled()).toBe(false);
    delete g.__wapSeriesRaster;
  });
});

describe('SeriesRaster', () => {
  function setup(context: 'record' | 'none' = 'record') {
    const rec = recordingContext();
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => (context === 'record' ? rec.ctx : null),
    } as unknown as HTMLCanvasElement;
    const calls: string[] = [];
    const image: SceneImage = {
      attach: () => calls.push('attach'),
      show: (w, h) => calls.push(`show ${w}x${h}`),
      hide: () => calls.push('hide'),
    };
    let width = 375;
    const chart = { getWidth: () => width } as unknown as EChartsType;
    const text = new TextMeasure();
    // No DOM canvas in the unit tests: the measure is the table's.
    Object.defineProperty(text, 'measure', { value: measure });
    const raster = new SeriesRaster(canvas, image, text, 3);
    const option = testInput(history, {
      indicator: 'VOL',
      showMa: true,
      palette: LIGHT_PALETTE,
      height: 250,
    });
    const input = (start: number): RasterInput => ({
      option,
      width,
      window: { startValue: start, endValue: 1499 },
      fontSize: 10,
    });
    return { rec, canvas, calls, chart, raster, input, setWidth: (w: number) => (width = w) };
  }

  it('paints the window at the device pixel ratio and shows it; a full option attaches it first', () => {
    const { rec, canvas, calls, chart, raster, input } = setup();
    expect(raster.paint(chart, input(1452), LIGHT_PALETTE, true)).toBe(true);
    expect(calls).toEqual(['attach', 'show 375x250']);
    expect([canvas.width, canvas.height]).toEqual([1125, 750]);
    expect(raster.showing).toBe(true);
    const again = recordingContext();
    paintKlineSeries(again.ctx, frameOf(48), LIGHT_PALETTE, 3);
    expect(rec.ops).toEqual(again.ops);
    // A live patch or a window at rest: no attach.
    expect(raster.paint(chart, input(1000), LIGHT_PALETTE, false)).toBe(true);
    expect(calls.slice(2)).toEqual(['show 375x250']);
  });

  it('paints the same window again at a new width', () => {
    const { canvas, calls, chart, raster, input, setWidth, rec } = setup();
    raster.paint(chart, input(1200), LIGHT_PALETTE, true);
    setWidth(640);
    rec.ops.length = 0;
    expect(raster.resized(chart)).toBe(true);
    expect(calls.at(-1)).toBe('show 640x250');
    expect(canvas.width).toBe(1920);
    const at640 = recordingContext();
    const frame = klineFrame({ ...input(1200), width: 640, measure });
    paintKlineSeries(at640.ctx, frame, LIGHT_PALETTE, 3);
    expect(rec.ops).toEqual(at640.ops);
  });

  it('answers false and hides when it cannot paint, so ECharts paints its own series', () => {
    const { calls, chart, raster, input } = setup('none');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(raster.paint(chart, input(1452), LIGHT_PALETTE, true)).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(calls).toEqual(['attach', 'hide']);
    expect(raster.showing).toBe(false);
    // Nothing shown: nothing to repaint at another width.
    expect(raster.resized(chart)).toBe(false);
  });

  it('hides', () => {
    const { calls, chart, raster, input } = setup();
    raster.paint(chart, input(1452), LIGHT_PALETTE, true);
    raster.hide();
    expect(calls.at(-1)).toBe('hide');
    expect(raster.showing).toBe(false);
  });
});

describe('in ECharts’ own scene (ECharts 6 server-side)', () => {
  interface Displayable {
    z: number;
    z2: number;
    type: string;
    style: { opacity?: number; image?: unknown };
    shouldBePainted(w: number, h: number, clip: boolean, ancestors: boolean): boolean;
  }
  it.each([48, 300, 1500])(
    '%i bars: the image sorts after the grid lines and labels and before the lines; ECharts paints no candle or bar',
    (bars) => {
      const lib = echartsLib() as unknown as ReturnType<typeof echartsLib> & {
        graphic: { Image: new (opts: object) => Displayable };
      };
      const option = testInput(history, {
        indicator: 'VOL',
        showMa: true,
        palette: LIGHT_PALETTE,
        height: 250,
      });
      const chart = lib.init(null, null, { renderer: 'svg', ssr: true, width: 375, height: 250 });
      const source = { width: 1, height: 1 };
      chart.setOption(
        withSeriesRastered(windowedOption(option, { startValue: 1500 - bars, endValue: 1499 }, 10), true),
      );
      const zr = chart.getZr() as unknown as {
        add(el: Displayable): void;
        storage: { getDisplayList(update: boolean): Displayable[] };
      };
      zr.add(
        new lib.graphic.Image({
          style: { image: source, x: 0, y: 0, width: 375, height: 250 },
          z: SERIES_Z,
          silent: true,
        }),
      );
      const list = zr.storage.getDisplayList(true);
      const at = list.findIndex((el) => el.style.image === source);
      expect(at).toBeGreaterThan(0);
      const painted = (el: Displayable) => el.shouldBePainted(375, 250, false, false);
      const before = list.slice(0, at).filter(painted);
      const after = list.slice(at + 1).filter(painted);
      // Under it: the grid lines and the labels (z 0); over it: the five lines (z 3).
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((el) => el.z < SERIES_Z)).toBe(true);
      expect(after.map((el) => [el.z, el.type])).toEqual(Array.from({ length: 5 }, () => [3, 'ec-polyline']));
      // What ECharts built for the candles and bars (z 2) is there but not painted.
      const z2 = list.filter((el) => el.z === SERIES_Z && el.style.image !== source);
      expect(z2.length).toBeGreaterThan(0);
      expect(z2.some(painted)).toBe(false);
      chart.dispose();
    },
  );
});
