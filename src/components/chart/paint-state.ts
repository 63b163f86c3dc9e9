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
   * chart already (a redraw of it, e.g. older bars came in); `raster`: a K-line whose candles the
   * raster painted (false: not a K-line, or the raster could not paint).
   */
  | { type: 'full'; sameView: boolean; raster: boolean }
  /** A live trade arrived for the period shown. */
  | { type: 'trade' }
  /** The live redraw's interval is over (redraw.ts): the patch may go now. */
  | { type: 'liveTimer' }
  | { type: 'gestureStart' }
  /** The animation frame after the window moved (a gesture step, its end, another view's window). */
  | { type: 'frame'; canPaint: boolean }
  | { type: 'gestureEnd' }
  | { type: 'handBackElapsed' }
  /** ECharts painted (its `rendered` event). */
  | { type: 'rendered' }
  | { type: 'fallbackElapsed' }
  /** The raster could not follow a window or a size: ECharts paints its own series again. */
  | { type: 'rasterFailed' }
  /** A live patch was given; the raster painted its window (`shows`) or the patch has ECharts paint. */
  | { type: 'rasterPatched'; shows: boolean }
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
  /** Hand-back: the full option held during the gesture, given with the window. */
  | 'giveFull'
  /** Hand-back: the held live patch, carrying the window (in place of the dataZoom action). */
  | 'giveLive'
  /** Hand-back: the window alone (one dataZoom action). */
  | 'giveZoom'
  /** Listen for ECharts' next `rendered`, with the fallback timer. */
  | 'waitRendered'
  /** The frame layer goes; ECharts' canvas shows. */
  | 'hideLayer'
  /** The raster follows a new size. */
  | 'resizeRaster'
  /** ECharts paints its own candles and bars again (the raster's image is hidden). */
  | 'paintOwn'
  /** A gesture began: what would be stale goes (the crosshair). */
  | 'hideCrosshair';

export interface PaintStep {
  state: PaintState;
  effects: PaintEffect[];
}

const atRest = (s: PaintState) => !s.gesture && (s.mode === 'E' || s.mode === 'R');

export function paintStep(s: PaintState, e: PaintEvent): PaintStep {
  switch (e.type) {
    case 'full': {
      const rest = e.raster ? 'R' : 'E';
      // Older bars came in mid-gesture: the new option (70 ms at 4× CPU for 2,000 bars) waits for
      // the hand-back.
      if (s.mode === 'G' && s.gesture && e.sameView) return { state: { ...s, fullHeld: true }, effects: [] };
      // Over painted frames ECharts paints on its own next frame, so the layer can go on that
      // paint's `rendered` (a paint inside setOption fires it before anyone listens).
      if (s.mode === 'G' && s.gesture) return { state: { ...s, rest }, effects: ['setFullLater'] };
      if (s.mode === 'G' || s.mode === 'H')
        return {
          state: { ...s, rest, mode: 'H', fullHeld: false, handBackArmed: false },
          effects: ['cancelWait', 'setFullLater', 'waitRendered'],
        };
      return { state: { ...s, rest, mode: rest, fullHeld: false }, effects: ['setFull'] };
    }
    case 'trade':
      return { state: { ...s, liveDue: true }, effects: ['scheduleLive'] };
    case 'liveTimer':
      // Held while frames show: it lands with the window at the hand-back, or after it.
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
      return { state: { ...s, gesture: false }, effects: [] };
    case 'frame': {
      const painting = s.mode === 'G' || s.mode === 'H';
      if (!s.gesture && !painting) return { state: s, effects: ['zoomChart'] };
      if (!e.canPaint) {
        // No painter for this view: ECharts draws the window.
        const effects: PaintEffect[] = painting ? ['cancelWait', 'hideLayer', 'zoomChart'] : ['zoomChart'];
        return { state: { ...s, mode: s.rest, handBackArmed: false }, effects };
      }
      if (s.gesture)
        return {
          state: { ...s, mode: 'G', handBackArmed: false },
          effects: s.mode === 'H' || s.handBackArmed ? ['cancelWait', 'paintFrame'] : ['paintFrame'],
        };
      // The gesture (and its fling) is over: ECharts takes its last window at rest, a little later.
      if (s.mode === 'H' || s.handBackArmed) return { state: s, effects: ['paintFrame'] };
      return { state: { ...s, mode: 'G', handBackArmed: true }, effects: ['paintFrame', 'armHandBack'] };
    }
    case 'handBackElapsed': {
      if (s.gesture || s.mode !== 'G') return { state: { ...s, handBackArmed: false }, effects: [] };
      const give: PaintEffect = s.fullHeld ? 'giveFull' : s.liveDue ? 'giveLive' : 'giveZoom';
      return {
        state: {
          ...s,
          mode: 'H',
          handBackArmed: false,
          fullHeld: false,
          liveDue: give === 'giveZoom' ? s.liveDue : false,
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
    case 'rasterFailed':
      if (s.rest === 'E') return { state: s, effects: [] };
      return { state: { ...s, rest: 'E', mode: s.mode === 'R' ? 'E' : s.mode }, effects: ['paintOwn'] };
    case 'rasterPatched': {
      const rest = e.shows ? 'R' : 'E';
      return { state: { ...s, rest, mode: s.mode === 'E' || s.mode === 'R' ? rest : s.mode }, effects: [] };
    }
  }
}
