/**
 * Test support: a 2D context that records what the painter does, grouped as drawing operations
 * (each fill, stroke or fillText with the path and the state it used), to compare with ECharts'
 * elements and to check the painter's calls.
 */
import type { FrameContext } from './paint';

export interface PathOp {
  kind: 'fill' | 'stroke';
  style: string;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  calls: Array<{ op: string; args: number[] }>;
  clip: number[] | null;
}

export interface TextOp {
  kind: 'text';
  text: string;
  x: number;
  y: number;
  align: string;
  baseline: string;
  font: string;
  style: string;
}

export type Op = PathOp | TextOp;

export interface Recording {
  ctx: FrameContext;
  ops: Op[];
  /** Every method call in order (name only), for order checks. */
  log: string[];
}

export function recordingContext(): Recording {
  const ops: Op[] = [];
  const log: string[] = [];
  let path: Array<{ op: string; args: number[] }> = [];
  let clip: number[] | null = null;
  const clipStack: Array<number[] | null> = [];
  const state = {
    fillStyle: '#000',
    strokeStyle: '#000',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
  };
  const stack: Array<typeof state> = [];
  const seg =
    (op: string) =>
    (...args: number[]) => {
      log.push(op);
      path.push({ op, args });
    };
  const ctx = {
    get fillStyle() {
      return state.fillStyle;
    },
    set fillStyle(v: string) {
      state.fillStyle = v;
    },
    get strokeStyle() {
      return state.strokeStyle;
    },
    set strokeStyle(v: string) {
      state.strokeStyle = v;
    },
    get lineWidth() {
      return state.lineWidth;
    },
    set lineWidth(v: number) {
      state.lineWidth = v;
    },
    get lineCap() {
      return state.lineCap;
    },
    set lineCap(v: string) {
      state.lineCap = v;
    },
    get lineJoin() {
      return state.lineJoin;
    },
    set lineJoin(v: string) {
      state.lineJoin = v;
    },
    get font() {
      return state.font;
    },
    set font(v: string) {
      state.font = v;
    },
    get textAlign() {
      return state.textAlign;
    },
    set textAlign(v: string) {
      state.textAlign = v;
    },
    get textBaseline() {
      return state.textBaseline;
    },
    set textBaseline(v: string) {
      state.textBaseline = v;
    },
    setTransform: () => log.push('setTransform'),
    clearRect: () => log.push('clearRect'),
    save: () => {
      log.push('save');
      stack.push({ ...state });
      clipStack.push(clip);
    },
    restore: () => {
      log.push('restore');
      Object.assign(state, stack.pop());
      clip = clipStack.pop() ?? null;
    },
    beginPath: () => {
      log.push('beginPath');
      path = [];
    },
    moveTo: seg('moveTo'),
    lineTo: seg('lineTo'),
    closePath: seg('closePath'),
    rect: seg('rect'),
    clip: () => {
      log.push('clip');
      const r = path.find((c) => c.op === 'rect');
      clip = r ? r.args : null;
    },
    fill: () => {
      log.push('fill');
      ops.push({
        kind: 'fill',
        style: state.fillStyle,
        lineWidth: state.lineWidth,
        lineCap: state.lineCap,
        lineJoin: state.lineJoin,
        calls: path,
        clip,
      });
    },
    stroke: () => {
      log.push('stroke');
      ops.push({
        kind: 'stroke',
        style: state.strokeStyle,
        lineWidth: state.lineWidth,
        lineCap: state.lineCap,
        lineJoin: state.lineJoin,
        calls: path,
        clip,
      });
    },
    // A rectangle filled or stroked at once: recorded as a fill or stroke of a one-rectangle path
    // (the current path is left alone, as the canvas does).
    fillRect: (...args: number[]) => {
      log.push('fillRect');
      ops.push({
        kind: 'fill',
        style: state.fillStyle,
        lineWidth: state.lineWidth,
        lineCap: state.lineCap,
        lineJoin: state.lineJoin,
        calls: [{ op: 'rect', args }],
        clip,
      });
    },
    strokeRect: (...args: number[]) => {
      log.push('strokeRect');
      ops.push({
        kind: 'stroke',
        style: state.strokeStyle,
        lineWidth: state.lineWidth,
        lineCap: state.lineCap,
        lineJoin: state.lineJoin,
        calls: [{ op: 'rect', args }],
        clip,
      });
    },
    fillText: (text: string, x: number, y: number) => {
      log.push('fillText');
      ops.push({
        kind: 'text',
        text,
        x,
        y,
        align: state.textAlign,
        baseline: state.textBaseline,
        font: state.font,
        style: state.fillStyle,
      });
    },
  };
  return { ctx: ctx as unknown as FrameContext, ops, log };
}
