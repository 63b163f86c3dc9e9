/**
 * Test support: the K-line option drawn by ECharts 6.1 itself (server-side, SVG renderer, the
 * production build the app ships, with ECharts' own text measure), read back as geometry from the
 * elements zrender paints: every path's canvas calls (recorded from the element's own buildPath),
 * every label's text, anchor and alignment. The SVG string (renderToSVGString) rounds path numbers to
 * 0.1 px; the elements hold the exact numbers it was written from. Only tests import this module.
 */
import { largerAxisLabels } from '../../fullscreen/axes';
import { buildKlineOption, type KlineOptionInput } from '../../options/kline';
import type { ChartOption } from '../../options/common';

/** The parts of a zrender element read here (zrender's own types are not part of ECharts' API). */
interface ZrElement {
  type: string;
  z: number;
  z2: number;
  shape: unknown;
  transform?: ArrayLike<number> | null;
  style: {
    fill?: string | null;
    stroke?: string | null;
    lineWidth: number;
    lineCap?: string;
    lineJoin?: string;
    text?: string;
    x?: number;
    y?: number;
    textAlign?: string;
    align?: string;
    textBaseline?: string;
    verticalAlign?: string;
    font?: string;
  };
  buildPath?: (ctx: unknown, shape: unknown, inBatch: boolean) => void;
  /** zrender's PathProxy of the element (its constructor replays a path as the canvas gets it). */
  path?: { constructor: new (notSaveData?: boolean) => PathProxy };
  segmentIgnoreThreshold?: number;
  getGlobalScale(): number[];
  __clipPaths?: Array<{ shape: { x: number; y: number; width: number; height: number } }>;
}

/** zrender's PathProxy: the canvas path of an element, with its short-segment skipping. */
interface PathProxy {
  setScale(sx: number, sy: number, segmentIgnoreThreshold?: number): void;
  setContext(ctx: unknown): void;
  reset(): void;
  toStatic(): void;
}

export interface EChartsChart {
  setOption(option: unknown): void;
  dispatchAction(action: Record<string, unknown>): void;
  convertToPixel(finder: { xAxisIndex: number } | { yAxisIndex: number }, value: number): number;
  renderToSVGString(): string;
  getZr(): { storage: { getDisplayList(update: boolean): ZrElement[] } };
  dispose(): void;
}

interface EChartsLib {
  init(dom: null, theme: null, opts: Record<string, unknown>): EChartsChart;
  format: { getTextRect(text: string, font: string): { width: number } };
}

let lib: EChartsLib | null = null;

/**
 * ECharts' production build: the development build asserts that typed-array series data declare
 * their dimensions, which the app's production bundle does not check (options/data.ts).
 */
export function echartsLib(): EChartsLib {
  if (!lib) {
    const entry = require.resolve('echarts').replace(/echarts\.js$/, 'echarts.min.js');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build, for jest
    lib = require(entry) as EChartsLib;
  }
  return lib;
}

/** ECharts' own text width (zrender's measureText: in node, its per-character estimate). */
export const echartsMeasure = (text: string, font: string): number =>
  echartsLib().format.getTextRect(text, font).width;

/** The option as the app gives it for a window (kline-view.ts drawFull). */
export function windowedOption(
  input: KlineOptionInput,
  window: { startValue: number; endValue: number },
  fontSize: number,
): ChartOption {
  const option = buildKlineOption(input);
  const dz = (option.dataZoom as Array<Record<string, unknown>>)[0];
  const rest = { ...dz };
  // Dropped as KlineView.drawFull drops them.
  delete rest.start;
  delete rest.end;
  delete rest.maxValueSpan;
  const windowed = { ...option, dataZoom: [{ ...rest, disabled: true, ...window }] } as ChartOption;
  return fontSize === 10 ? windowed : largerAxisLabels(windowed, fontSize);
}

export interface Call {
  op: string;
  args: number[];
}

export interface DrawnPath {
  type: string;
  fill: string | null;
  stroke: string | null;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  z: number;
  z2: number;
  calls: Call[];
  /** The clip rectangle(s) applied to it (x, y, width, height). */
  clips: number[][];
  /** The item it draws (a candle box's index in the window), when it draws one. */
  dataIndex: number | null;
}

export interface DrawnText {
  text: string;
  x: number;
  y: number;
  align: string;
  baseline: string;
  /** The text's own offset from its anchor (zrender puts a middle baseline half a line down). */
  dy: number;
  font: string;
  fill: string;
}

export interface Drawn {
  paths: DrawnPath[];
  texts: DrawnText[];
}

/** ECharts keeps an element's series and data index in a private slot (util/model.js makeInner). */
function dataIndexOf(el: ZrElement): number | null {
  const slots = el as unknown as Record<string, { dataIndex?: unknown } | undefined>;
  for (const k of Object.keys(el)) {
    const v = k.startsWith('__ec_inner_') ? slots[k]?.dataIndex : undefined;
    if (typeof v === 'number') return v;
  }
  return null;
}

/**
 * The canvas calls of a path element: its own buildPath through zrender's PathProxy, as zrender's
 * canvas painter draws it (canvas/graphic.js brushPath: setScale with the element's
 * segmentIgnoreThreshold, so a line's points closer than 2 px / zrender's devicePixelRatio (1 in
 * node) to the last drawn one are left out, the farthest of them drawn before the next move).
 */
function record(el: ZrElement, build: (ctx: unknown) => void): Call[] {
  const calls: Call[] = [];
  const rec = new Proxy(
    {},
    {
      get:
        (_t, op) =>
        (...args: number[]) => {
          calls.push({ op: String(op), args });
        },
    },
  );
  const PathProxyOf = el.path?.constructor;
  if (!PathProxyOf) {
    build(rec);
    return calls;
  }
  const proxy = new PathProxyOf(false);
  const [sx, sy] = el.getGlobalScale();
  proxy.setScale(sx, sy, el.segmentIgnoreThreshold);
  proxy.setContext(rec);
  proxy.reset();
  build(proxy);
  proxy.toStatic();
  return calls;
}

/** The picture ECharts has drawn, in paint order. */
export function drawnOf(chart: EChartsChart): Drawn {
  chart.renderToSVGString();
  const list = chart.getZr().storage.getDisplayList(true);
  const paths: DrawnPath[] = [];
  const texts: DrawnText[] = [];
  for (const el of list) {
    if (el.type === 'tspan') {
      const t = el.transform ?? [1, 0, 0, 1, 0, 0];
      texts.push({
        text: el.style.text ?? '',
        x: t[4] + (el.style.x ?? 0),
        y: t[5],
        dy: el.style.y ?? 0,
        align: el.style.textAlign ?? el.style.align ?? '',
        baseline: el.style.textBaseline ?? el.style.verticalAlign ?? '',
        font: el.style.font ?? '',
        fill: el.style.fill ?? '',
      });
      continue;
    }
    const buildPath = el.buildPath;
    if (!buildPath) continue;
    const clips = (el.__clipPaths ?? []).map((c) => [c.shape.x, c.shape.y, c.shape.width, c.shape.height]);
    paths.push({
      type: el.type,
      fill: el.style.fill ?? null,
      stroke: el.style.stroke ?? null,
      lineWidth: el.style.lineWidth,
      lineCap: el.style.lineCap ?? 'butt',
      lineJoin: el.style.lineJoin ?? 'miter',
      z: el.z,
      z2: el.z2,
      calls: record(el, (ctx) => buildPath.call(el, ctx, el.shape, false)),
      clips,
      dataIndex: dataIndexOf(el),
    });
  }
  return { paths, texts };
}

/** A fresh chart of `width` × input.height with the option for `window`. */
export function renderWithECharts(
  input: KlineOptionInput,
  window: { startValue: number; endValue: number },
  width: number,
  fontSize: number,
): { chart: EChartsChart; drawn: Drawn } {
  const echarts = echartsLib();
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: input.height });
  chart.setOption(windowedOption(input, window, fontSize));
  return { chart, drawn: drawnOf(chart) };
}

/** The app's gesture frame before the painter: the same chart moved with a dataZoom action. */
export function zoomTo(chart: EChartsChart, window: { startValue: number; endValue: number }): Drawn {
  chart.dispatchAction({ type: 'dataZoom', dataZoomIndex: 0, ...window });
  return drawnOf(chart);
}
