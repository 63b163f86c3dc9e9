/** The painter's calls on a recording 2D context: order, one path per colour, styles from the palette. */
import { DARK_PALETTE, LIGHT_PALETTE } from '../../palette';
import { CANDLE_STRIDE, CandleField, klineFrame } from './kline-frame';
import { clipRect, paintKlineFrame } from './paint';
import { recordingContext, type PathOp, type TextOp } from './recording-context';
import { testHistory, testInput } from './testing';

const history = testHistory(1500);
const measure = (t: string, font: string) => t.length * (font.includes('12px') ? 7 : 6);

function paint(bars: number, dark = false, indicator: 'VOL' | 'KDJ' = 'VOL') {
  const palette = dark ? DARK_PALETTE : LIGHT_PALETTE;
  const input = testInput(history, { indicator, showMa: true, palette, height: 250 });
  const frame = klineFrame({
    option: input,
    width: 375,
    window: { startValue: 1500 - bars, endValue: 1499 },
    fontSize: 10,
    measure,
  });
  const rec = recordingContext();
  paintKlineFrame(rec.ctx, frame, palette, 3);
  const paths = rec.ops.filter((o): o is PathOp => o.kind !== 'text');
  const texts = rec.ops.filter((o): o is TextOp => o.kind === 'text');
  return { frame, rec, paths, texts, palette };
}

test('clears the whole canvas at the device pixel ratio first', () => {
  const { rec } = paint(48);
  expect(rec.log.slice(0, 2)).toEqual(['setTransform', 'clearRect']);
});

/** The ops' kind and colour, consecutive repeats merged. */
function runsOf(ops: ReadonlyArray<{ kind: string; style: string }>): string[] {
  const out: string[] = [];
  for (const o of ops) {
    const k = `${o.kind} ${o.style}`;
    if (out[out.length - 1] !== k) out.push(k);
  }
  return out;
}

/** Each candle's colour, in bar order. */
function candleColors(frame: ReturnType<typeof klineFrame>, p: typeof LIGHT_PALETTE): string[] {
  const colors: string[] = [];
  for (let k = 0; k < frame.count; k++)
    colors.push(frame.candles[k * CANDLE_STRIDE + CandleField.sign] === 1 ? p.rise : p.fall);
  return colors;
}

test('ECharts’ order: grid lines, labels, bars, candles, lines; a path per colour or per candle', () => {
  const { paths, rec, frame, palette: p } = paint(48);
  const candles = candleColors(frame, p);
  expect(new Set(candles).size).toBe(2);
  // The volume bars of box candles: one path of rectangles per colour, rise then fall.
  const bars = paths.filter((o) => o.kind === 'fill' && o.clip !== null && o.clip[1] === frame.sub.y);
  expect(bars.length).toBe(2);
  expect(bars.every((o) => o.calls.every((c) => c.op === 'rect'))).toBe(true);
  expect(runsOf(bars)).toEqual([`fill ${p.rise}`, `fill ${p.fall}`]);
  const seq = paths.filter((o) => !bars.includes(o)).map((o) => `${o.kind} ${o.style}`);
  const firstCandle = paths.indexOf(bars[bars.length - 1]) + 1;
  expect(paths.indexOf(bars[0])).toBe(frame.splitLines.length + 2);
  expect(firstCandle).toBe(frame.splitLines.length + 2 + bars.length);
  expect(seq).toEqual([
    ...frame.splitLines.map(() => `stroke ${p.grid}`), // a stroke per split line
    `stroke ${p.grid}`, // the two axis lines
    `stroke ${p.grid}`,
    // candles in bar order, one at a time (as ECharts' elements): body filled, then body and wicks stroked
    ...candles.flatMap((c) => [`fill ${c}`, `stroke ${c}`]),
    `stroke ${p.lines[0]}`, // MA 5 / 10 / 20
    `stroke ${p.lines[1]}`,
    `stroke ${p.lines[2]}`,
    `stroke ${p.lines[0]}`, // volume MA 5 / 10
    `stroke ${p.lines[1]}`,
  ]);
  // All the text between the grid lines and the bars.
  const firstText = rec.log.indexOf('fillText');
  const lastText = rec.log.lastIndexOf('fillText');
  expect(rec.log.slice(firstText, lastText + 1).every((c) => c === 'fillText')).toBe(true);
  expect(rec.log.indexOf('stroke')).toBeLessThan(firstText);
  expect(rec.log.indexOf('fill')).toBeGreaterThan(lastText);
});

test('thin candles (150 bars): one high–low line each, filled as a 1 px rectangle, in bar order', () => {
  const { paths, frame, palette: p } = paint(150);
  expect(frame.candleMode).toBe('simple');
  const candles = paths.filter((o) => (o.style === p.rise || o.style === p.fall) && o.clip === null);
  expect(candles.map((o) => o.style)).toEqual(candleColors(frame, p));
  for (let k = 0; k < 150; k++) {
    const o = candles[k];
    const row = k * CANDLE_STRIDE;
    expect(o.kind).toBe('fill');
    expect(o.calls).toHaveLength(1);
    const [x, y, w, h] = o.calls[0].args;
    expect([o.calls[0].op, w]).toEqual(['rect', 1]);
    expect(x + 0.5).toBeCloseTo(frame.candles[row + CandleField.wickX], 9);
    expect(y).toBeCloseTo(frame.candles[row + CandleField.high], 9);
    expect(y + h).toBeCloseTo(frame.candles[row + CandleField.low], 9);
  }
});

test('many bars (thin candles): each volume bar filled as a rectangle, rise then fall', () => {
  const { paths, frame, palette: p } = paint(150);
  const bars = paths.filter((o) => o.kind === 'fill' && o.clip !== null && o.clip[1] === frame.sub.y);
  expect(bars.length).toBeGreaterThan(140);
  expect(bars.every((o) => o.calls.length === 1 && o.calls[0].op === 'rect')).toBe(true);
  expect(runsOf(bars)).toEqual([`fill ${p.rise}`, `fill ${p.fall}`]);
});

test('styles: 1 px lines, round caps on the axis lines only, bevel joins on the series lines', () => {
  const { paths, palette: p } = paint(48);
  expect(paths.every((o) => o.lineWidth === 1)).toBe(true);
  const round = paths.filter((o) => o.lineCap === 'round');
  expect(round.length).toBe(2);
  expect(round.every((o) => o.style === p.grid && o.calls.length === 2)).toBe(true);
  const seriesLines = paths.filter((o) => (p.lines as readonly string[]).includes(o.style));
  expect(seriesLines.every((o) => o.lineJoin === 'bevel' && o.lineCap === 'butt')).toBe(true);
});

test('labels: the palette’s axis text colour, ECharts’ font, a middle baseline half a line down', () => {
  const { texts, frame, palette: p } = paint(48, true);
  expect(texts.length).toBe(frame.yLabels.length + frame.xLabels.length);
  for (const t of texts) {
    expect(t.style).toBe(p.axisText);
    expect(t.font).toBe('normal normal 10px sans-serif');
    expect(t.baseline).toBe('middle');
  }
  expect(texts[0]).toMatchObject({
    text: frame.yLabels[0].text,
    align: 'left',
    y: frame.yLabels[0].y + frame.lineHeight / 2,
  });
});

test('clips: bars to their grid; a line only where it would leave its grid grown by half a pixel', () => {
  const { paths, frame } = paint(48);
  const [riseBars] = paths.filter((o) => o.kind === 'fill');
  expect(riseBars.clip).toEqual([1, frame.sub.y, 373, frame.sub.height]);
  // The value axes' ranges hold the lines: no clip needed, none set.
  expect(paths[paths.length - 1].clip).toBeNull();
  expect(clipRect({ x: 1, y: 14, width: 373, height: 140 }, 1)).toEqual({
    x: 0,
    y: 13.5,
    width: 375,
    height: 141,
  });
  // A line pushed out of its grid is clipped to it.
  const moved = frame.lines[0].points.map((v, i) => (i % 2 ? v - 400 : v));
  const out = { ...frame, lines: [{ ...frame.lines[0], points: moved }] };
  const rec = recordingContext();
  paintKlineFrame(rec.ctx, out, LIGHT_PALETTE, 2);
  const line = rec.ops.filter((o): o is PathOp => o.kind === 'stroke' && o.style === LIGHT_PALETTE.lines[0]);
  expect(line[0].clip).toEqual([0, frame.main.y - 0.5, 375, frame.main.height + 1]);
});

test('600 bars and more: the candles are 1 px low–high lines, rise then fall, no bodies, clipped to the grid', () => {
  const { paths, frame, palette: p } = paint(650);
  expect(frame.candleMode).toBe('large');
  const candles = paths.filter(
    (o) => (o.style === p.rise || o.style === p.fall) && o.clip?.[1] === frame.main.y,
  );
  expect(candles.length).toBe(650);
  expect(runsOf(candles)).toEqual([`fill ${p.rise}`, `fill ${p.fall}`]);
  for (const o of candles) {
    expect(o.clip).toEqual([1, frame.main.y, 373, frame.main.height]);
    expect(o.calls).toHaveLength(1);
    expect([o.calls[0].op, o.calls[0].args[2]]).toEqual(['rect', 1]);
  }
});

test('a line’s gap (no value yet) starts a new subpath', () => {
  const palette = LIGHT_PALETTE;
  const input = testInput(history, { indicator: 'KDJ', showMa: true, palette, height: 250 });
  // The first 48 bars: MA 20 has no value before bar 19.
  const frame = klineFrame({
    option: input,
    width: 375,
    window: { startValue: 0, endValue: 47 },
    fontSize: 10,
    measure,
  });
  const rec = recordingContext();
  paintKlineFrame(rec.ctx, frame, palette, 1);
  const ma20 = rec.ops.filter((o): o is PathOp => o.kind === 'stroke' && o.style === palette.lines[2])[0];
  expect(ma20.calls[0]).toEqual({
    op: 'moveTo',
    args: [frame.lines[2].points[38], frame.lines[2].points[39]],
  });
  expect(ma20.calls.filter((c) => c.op === 'moveTo').length).toBe(1);
});

test('a frame laid out over the previous one’s arrays paints what a fresh one paints', () => {
  const palette = LIGHT_PALETTE;
  const input = testInput(history, { indicator: 'MACD', showMa: true, palette, height: 250 });
  const at = (startValue: number, endValue: number, reuse?: ReturnType<typeof klineFrame>) =>
    klineFrame({ option: input, width: 375, window: { startValue, endValue }, fontSize: 10, measure, reuse });
  const opsOf = (f: ReturnType<typeof klineFrame>) => {
    const rec = recordingContext();
    paintKlineFrame(rec.ctx, f, palette, 2);
    return JSON.stringify(rec.ops);
  };
  // From 650 bars (large candles) to 48 (boxes) and 150 (lines): longer arrays, other fields.
  let previous = at(800, 1449);
  for (const [s, e] of [
    [1452, 1499],
    [1300, 1449],
    [700, 1349],
  ]) {
    const reused = at(s, e, previous);
    expect(opsOf(reused)).toBe(opsOf(at(s, e)));
    previous = reused;
  }
});
