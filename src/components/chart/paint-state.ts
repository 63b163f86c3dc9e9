/**
 * Who paints the K-line's candles, as one explicit state machine (docs/chart.md, "Who paints, and
 * when"): a pure function from the state and an event to the next state and the effects the view
 * (kline-view.ts) carries out, in order. Nothing here reads the DOM, a clock or ECharts.
 *
 * - **E** ECharts only: not a K-line, or the raster failed (or is off).
 * - **R** raster at rest: ECharts' axes and lines, our image of the candles and bars.
 * - **G** gesture frames: the frame layer over ECharts' hidden canvas (a gesture runs, or it just
 *   ended and the hand-back delay runs).
 * - **H** hand-back: ECharts has been given the window (or the option) and the frame layer stays
 *   until ECharts' next `rendered` (or the fallback).
 *
 * Beside the mode: whether a pan, pinch or fling runs (`gesture`), a live redraw due and not drawn
 * yet (`liveDue`: held while frames show, it lands with the window at the hand-back), a full option
 * held back during the gesture (`fullHeld`), the hand-back timer armed (`handBackArmed`), and the
 * mode ECharts' picture returns to at rest (`rest`).
 */
export type PaintMode = 'E' | 'R' | 'G' | 'H';

export interface PaintState {
  mode: PaintMode;
  rest: 'E' | 'R';
  gesture: boolean;
  liveDue: boolean;
  fullHeld: boolean;
  handBackArmed: boolean;
}

export const INITIAL_PAINT_STATE: PaintState = {
  mode: 'E',
  rest: 'E',
  gesture: false,
  liveDue: false,
  fullHeld: false,
  handBackArmed: false,
};

export type PaintEvent =
  /**
   * A full option is due (period, indicator, data, style). `sameView`: the same period is on the
   * chart already (a redraw of it, e.g. older bars came in).
   */
  | { type: 'full'; sameView: boolean }
  /**
   * The raster painted (`shows`) or could not paint (not a K-line, off, failed) for what ECharts was
   * just given: a full option, a live patch, a window, a size. RasterControl gives ECharts its own
   * series back in the same call; here the mode at rest follows.
   */
  | { type: 'raster'; shows: boolean }
  /** A live trade arrived for the period shown. */
  | { type: 'trade' }
  /** The live redraw's interval is over (redraw.ts): the patch may go now. */
  | { type: 'liveTimer' }
  | { type: 'gestureStart' }
  /**
   * The animation frame after the window moved (a gesture step, its end, another view's window).
   * `canPaint`: a K-line is drawn and the painter has its input; `same`: ECharts or the layer was
   * last given these very bars (a move shorter than a bar: the same picture again).
   */
  | { type: 'frame'; canPaint: boolean; same: boolean }
  | { type: 'gestureEnd' }
  | { type: 'handBackElapsed' }
  /** ECharts painted (its `rendered` event). */
  | { type: 'rendered' }
  | { type: 'fallbackElapsed' }
  | { type: 'resized' };

export type PaintEffect =
  /** `setOption(full, notMerge)` now (ECharts paints inside it). */
  | 'setFull'
  /** `setOptionPaintLater(full, notMerge)`: ECharts paints on its next frame, under the layer. */
  | 'setFullLater'
  /** Ask the live scheduler for a patch (a timer task, ≤ 4 a second). */
  | 'scheduleLive'
  /** Drop a scheduled live patch (one was just given). */
  | 'cancelLive'
  /** Give ECharts (and the raster) the live patch, the window ECharts has kept. */
  | 'patchLive'
  /** Paint the window on the frame layer. */
  | 'paintFrame'
  /** Give ECharts the window (a dataZoom action) and the raster the same window. */
  | 'zoomChart'
  /** Start the hand-back delay. */
  | 'armHandBack'
  /** Stop the hand-back delay, the wait for `rendered` and its fallback. */
  | 'cancelWait'
  /** The full option held during the gesture, given with the window (painted on ECharts' frame). */
  | 'giveFull'
  /** The held live patch, carrying the window in place of the dataZoom action. */
  | 'giveLive'
  /** Listen for ECharts' next `rendered`, with the fallback timer. */
  | 'waitRendered'
  /** The frame layer goes; ECharts' canvas shows. */
  | 'hideLayer'
  /** The raster follows a new size. */
  | 'resizeRaster'
  /** A gesture began: what would be stale goes (the crosshair). */
  | 'hideCrosshair';

export interface PaintStep {
  state: PaintState;
  effects: PaintEffect[];
}

const painting = (s: PaintState) => s.mode === 'G' || s.mode === 'H';
const atRest = (s: PaintState) => !s.gesture && !painting(s);

export function paintStep(s: PaintState, e: PaintEvent): PaintStep {
  switch (e.type) {
    case 'full':
      // Older bars came in mid-gesture: the new option (70 ms at 4× CPU for 2,000 bars) waits for
      // the hand-back.
      if (s.mode === 'G' && s.gesture && e.sameView) return { state: { ...s, fullHeld: true }, effects: [] };
      // Over painted frames ECharts paints on its own next frame, so the layer can go on that
      // paint's `rendered` (a paint inside setOption fires it before anyone listens).
      if (s.mode === 'G' && s.gesture) return { state: { ...s, fullHeld: false }, effects: ['setFullLater'] };
      if (painting(s))
        return {
          state: { ...s, mode: 'H', fullHeld: false, handBackArmed: false },
          effects: ['cancelWait', 'setFullLater', 'waitRendered'],
        };
      return { state: { ...s, fullHeld: false }, effects: ['setFull'] };
    case 'raster': {
      const rest = e.shows ? 'R' : 'E';
      return { state: { ...s, rest, mode: painting(s) ? s.mode : rest }, effects: [] };
    }
    case 'trade':
      return { state: { ...s, liveDue: true }, effects: ['scheduleLive'] };
    case 'liveTimer':
      // Held while a gesture runs or frames show: it lands with the window at the hand-back, or after.
      if (!s.liveDue || !atRest(s)) return { state: s, effects: [] };
      return { state: { ...s, liveDue: false }, effects: ['patchLive'] };
    case 'resized':
      // Newer data waiting and nothing holding them: ECharts and the raster get them at the new size.
      if (s.liveDue && atRest(s))
        return { state: { ...s, liveDue: false }, effects: ['patchLive', 'cancelLive'] };
      // Under painted frames too: the raster is ECharts' picture once the layer goes.
      return { state: s, effects: s.rest === 'R' ? ['resizeRaster'] : [] };
    case 'gestureStart':
      return { state: { ...s, gesture: true }, effects: ['hideCrosshair'] };
    case 'gestureEnd':
      // A gesture ECharts drew itself (no painter) held the live patch too: it goes now.
      return { state: { ...s, gesture: false }, effects: s.liveDue && !painting(s) ? ['scheduleLive'] : [] };
    case 'frame': {
      if (atRest(s)) {
        // Another view of the store moved the window (the landscape chart closed): ECharts draws it,
        // with the live data due if any.
        if (e.same) return { state: s, effects: [] };
        if (s.liveDue) return { state: { ...s, liveDue: false }, effects: ['giveLive', 'cancelLive'] };
        return { state: s, effects: ['zoomChart'] };
      }
      if (!e.canPaint) {
        // No painter for this view: ECharts draws the window.
        const effects: PaintEffect[] = painting(s) ? ['cancelWait', 'hideLayer'] : [];
        if (!e.same) effects.push('zoomChart');
        return { state: { ...s, mode: s.rest, handBackArmed: false }, effects };
      }
      // The same whole bars already on the layer: the same picture again.
      const paint: PaintEffect[] = e.same && painting(s) ? [] : ['paintFrame'];
      if (s.gesture)
        return {
          state: { ...s, mode: 'G', handBackArmed: false },
          effects: s.mode === 'H' || s.handBackArmed ? ['cancelWait', ...paint] : paint,
        };
      // The gesture (and its fling) is over: ECharts takes its last window at rest, a little later.
      if (s.mode === 'H' || s.handBackArmed) return { state: s, effects: paint };
      return { state: { ...s, mode: 'G', handBackArmed: true }, effects: [...paint, 'armHandBack'] };
    }
    case 'handBackElapsed': {
      if (s.gesture || s.mode !== 'G') return { state: { ...s, handBackArmed: false }, effects: [] };
      const give: PaintEffect = s.fullHeld ? 'giveFull' : s.liveDue ? 'giveLive' : 'zoomChart';
      return {
        state: {
          ...s,
          mode: 'H',
          handBackArmed: false,
          fullHeld: false,
          liveDue: give === 'zoomChart' ? s.liveDue : false,
        },
        effects: give === 'giveLive' ? [give, 'cancelLive', 'waitRendered'] : [give, 'waitRendered'],
      };
    }
    case 'rendered':
    case 'fallbackElapsed': {
      if (s.mode !== 'H') return { state: s, effects: [] };
      const effects: PaintEffect[] = ['cancelWait', 'hideLayer'];
      // A trade that came after the hand-back: its patch goes in a timer task of its own.
      if (s.liveDue) effects.push('scheduleLive');
      return { state: { ...s, mode: s.rest }, effects };
    }
  }
}
