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

/** The colours of the runs of same-coloured candles, in bar order. */
function candleRuns(frame: ReturnType<typeof klineFrame>, p: typeof LIGHT_PALETTE): string[] {
  const runs: string[] = [];
  for (let k = 0; k < frame.count; k++) {
    const color = frame.candles[k * CANDLE_STRIDE + CandleField.sign] === 1 ? p.rise : p.fall;
    if (runs[runs.length - 1] !== color) runs.push(color);
  }
  return runs;
}

/** The ops' kind and colour, consecutive repeats merged: the sequence of what is drawn. */
function runsOf(ops: ReadonlyArray<{ kind: string; style: string }>): string[] {
  const out: string[] = [];
  for (const o of ops) {
    const k = `${o.kind} ${o.style}`;
    if (out[out.length - 1] !== k) out.push(k);
  }
  return out;
}

test('ECharts’ order: grid lines, labels, bars, candles in bar order, lines', () => {
  const { paths, rec, frame, palette: p } = paint(48);
  const runs = candleRuns(frame, p);
  expect(runs.length).toBeGreaterThan(4);
  const bars = paths.filter((o) => o.clip !== null && o.clip[1] === frame.sub.y);
  const candles = paths.filter((o) => (o.style === p.rise || o.style === p.fall) && o.clip === null);
  const lines = paths.filter((o) => (p.lines as readonly string[]).includes(o.style));
  // Everything drawn is one of these, in this order.
  expect(paths.length).toBe(2 + bars.length + candles.length + lines.length);
  expect(paths.slice(0, 2).map((o) => `${o.kind} ${o.style}`)).toEqual([
    `stroke ${p.grid}`,
    `stroke ${p.grid}`,
  ]);
  expect(paths.slice(2, 2 + bars.length)).toEqual(bars);
  expect(paths.slice(2 + bars.length, 2 + bars.length + candles.length)).toEqual(candles);
  // Volume bars: rise, then fall, a rectangle filled each.
  expect(runsOf(bars)).toEqual([`fill ${p.rise}`, `fill ${p.fall}`]);
  expect(bars.every((o) => o.calls.length === 1 && o.calls[0].op === 'rect')).toBe(true);
  // Candles one by one in bar order: body filled and stroked (a flat one: its polygon stroked),
  // then the two wicks filled as 1 px rectangles.
  let at = 0;
  let flats = 0;
  for (let k = 0; k < 48; k++) {
    const color = frame.candles[k * CANDLE_STRIDE + CandleField.sign] === 1 ? p.rise : p.fall;
    const flat = candles[at].kind === 'stroke';
    const ops = candles.slice(at, at + (flat ? 3 : 4));
    at += ops.length;
    if (flat) flats++;
    expect(ops.map((o) => o.kind)).toEqual(
      flat ? ['stroke', 'fill', 'fill'] : ['fill', 'stroke', 'fill', 'fill'],
    );
    expect(ops.every((o) => o.style === color)).toBe(true);
    if (flat)
      expect(ops[0].calls.map((c) => c.op)).toEqual(['moveTo', 'lineTo', 'lineTo', 'lineTo', 'closePath']);
    else expect(ops[1].calls).toEqual(ops[0].calls);
    expect(ops.slice(-2).map((o) => o.calls[0].args[2])).toEqual([1, 1]);
  }
  expect(at).toBe(candles.length);
  expect(candles.length).toBe(4 * 48 - flats);
  expect(runsOf(lines)).toEqual([
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
  expect(rec.log.indexOf('fillRect')).toBeGreaterThan(lastText);
});

test('thin candles (150 bars): one high–low line each, filled as a 1 px rectangle, in bar order', () => {
  const { paths, frame, palette: p } = paint(150);
  expect(frame.candleMode).toBe('simple');
  const candles = paths.filter((o) => (o.style === p.rise || o.style === p.fall) && o.clip === null);
  expect(candles.length).toBe(150);
  expect(
    candles.every((o) => o.kind === 'fill' && o.calls[0].op === 'rect' && o.calls[0].args[2] === 1),
  ).toBe(true);
  expect(runsOf(candles).map((r) => r.replace('fill ', ''))).toEqual(candleRuns(frame, p));
  // Each from its high down to its low, centred on its wick.
  for (let k = 0; k < 150; k++) {
    const row = k * CANDLE_STRIDE;
    const [x, y, , h] = candles[k].calls[0].args;
    expect(x + 0.5).toBeCloseTo(frame.candles[row + CandleField.wickX], 9);
    expect(y).toBeCloseTo(frame.candles[row + CandleField.high], 9);
    expect(y + h).toBeCloseTo(frame.candles[row + CandleField.low], 9);
  }
});

test('styles: 1 px lines, round caps on the axis lines only, bevel joins on the series lines', () => {
  const { paths, palette: p } = paint(48);
  expect(paths.every((o) => o.lineWidth === 1)).toBe(true);
  expect(paths.filter((o) => o.lineCap === 'round').length).toBe(1);
  expect(paths[1].lineCap).toBe('round');
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
  const [riseBars] = paths.filter((o) => o.kind === 'fill' && o.clip !== null);
  expect(riseBars.clip).toEqual([1, frame.sub.y, 373, frame.sub.height]);
  // The value axes' ranges hold the lines: no clip needed, none set.
  const lastLine = paths[paths.length - 1];
  expect(lastLine.clip).toBeNull();
  expect(clipRect({ x: 1, y: 14, width: 373, height: 140 }, 1)).toEqual({
    x: 0,
    y: 13.5,
    width: 375,
    height: 141,
  });
  // A line pushed out of its grid is clipped to it.
  const out = {
    ...frame,
    lines: [{ ...frame.lines[0], points: frame.lines[0].points.map((v, i) => (i % 2 ? v - 400 : v)) }],
  };
  const rec = recordingContext();
  paintKlineFrame(rec.ctx, out, LIGHT_PALETTE, 2);
  const line = rec.ops.filter((o): o is PathOp => o.kind === 'stroke' && o.style === LIGHT_PALETTE.lines[0]);
  expect(line[0].clip).toEqual([0, frame.main.y - 0.5, 375, frame.main.height + 1]);
});

test('600 bars and more: the candles are 1 px low–high lines per colour, rise then fall, no bodies, clipped to the grid', () => {
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
    expect(o.calls[0].op).toBe('rect');
    expect(o.calls[0].args[2]).toBe(1);
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
