import {
  INITIAL_PAINT_STATE,
  paintStep,
  type PaintEffect,
  type PaintEvent,
  type PaintState,
} from './paint-state';

const S = (over: Partial<PaintState> = {}): PaintState => ({ ...INITIAL_PAINT_STATE, ...over });
const R = S({ mode: 'R', rest: 'R' });
/** A gesture running with frames on the layer. */
const G = S({ mode: 'G', rest: 'R', gesture: true });
/** The gesture over, the hand-back delay running. */
const Gend = S({ mode: 'G', rest: 'R', handBackArmed: true });
/** ECharts given the window, the layer waiting for its paint. */
const H = S({ mode: 'H', rest: 'R' });

type Row = [string, PaintState, PaintEvent, Partial<PaintState>, PaintEffect[]];

// docs/chart.md, "Who paints, and when": every transition of the table, and the held data.
const rows: Row[] = [
  // full options
  [
    'E → R: a K-line option the raster painted',
    S(),
    { type: 'full', sameView: false, raster: true },
    { mode: 'R', rest: 'R' },
    ['setFull'],
  ],
  [
    'R → E: not a K-line any more',
    R,
    { type: 'full', sameView: false, raster: false },
    { mode: 'E', rest: 'E' },
    ['setFull'],
  ],
  [
    'E stays E: raster off or failing',
    S(),
    { type: 'full', sameView: true, raster: false },
    { mode: 'E' },
    ['setFull'],
  ],
  [
    'G: the same view redrawn mid-gesture is held',
    G,
    { type: 'full', sameView: true, raster: true },
    { mode: 'G', fullHeld: true },
    [],
  ],
  [
    'G: another view mid-gesture paints later, under the layer',
    G,
    { type: 'full', sameView: false, raster: false },
    { mode: 'G', rest: 'E' },
    ['setFullLater'],
  ],
  [
    'G (ended) → H: a new option at rest over the frames',
    Gend,
    { type: 'full', sameView: true, raster: true },
    { mode: 'H', handBackArmed: false },
    ['cancelWait', 'setFullLater', 'waitRendered'],
  ],
  [
    'H stays H: a new option waits for its own paint',
    H,
    { type: 'full', sameView: false, raster: true },
    { mode: 'H' },
    ['cancelWait', 'setFullLater', 'waitRendered'],
  ],
  // live trades
  ['a trade at rest schedules a patch', R, { type: 'trade' }, { liveDue: true, mode: 'R' }, ['scheduleLive']],
  [
    'its timer at rest patches',
    S({ ...R, liveDue: true }),
    { type: 'liveTimer' },
    { liveDue: false },
    ['patchLive'],
  ],
  ['a timer with nothing due does nothing', R, { type: 'liveTimer' }, { liveDue: false }, []],
  ['G: the patch is held', S({ ...G, liveDue: true }), { type: 'liveTimer' }, { liveDue: true }, []],
  ['H: the patch is held', S({ ...H, liveDue: true }), { type: 'liveTimer' }, { liveDue: true }, []],
  [
    'a gesture with no frame yet holds it too',
    S({ ...R, gesture: true, liveDue: true }),
    { type: 'liveTimer' },
    { liveDue: true },
    [],
  ],
  ['the raster follows a patch', R, { type: 'rasterPatched', shows: true }, { mode: 'R' }, []],
  [
    'R → E: the patch had ECharts paint its series',
    R,
    { type: 'rasterPatched', shows: false },
    { mode: 'E', rest: 'E' },
    [],
  ],
  [
    'E → R: the raster paints again with a patch',
    S(),
    { type: 'rasterPatched', shows: true },
    { mode: 'R', rest: 'R' },
    [],
  ],
  // resize
  [
    'a resize with a patch due gives it at the new size',
    S({ ...R, liveDue: true }),
    { type: 'resized' },
    { liveDue: false },
    ['patchLive', 'cancelLive'],
  ],
  ['a resize at rest repaints the raster', R, { type: 'resized' }, {}, ['resizeRaster']],
  [
    'a resize under frames repaints the raster, the patch waits',
    S({ ...G, liveDue: true }),
    { type: 'resized' },
    { liveDue: true },
    ['resizeRaster'],
  ],
  ['a resize in E: nothing of ours', S(), { type: 'resized' }, {}, []],
  // gestures
  [
    'a gesture begins: the crosshair goes',
    R,
    { type: 'gestureStart' },
    { gesture: true, mode: 'R' },
    ['hideCrosshair'],
  ],
  [
    'R → G: the first frame',
    S({ ...R, gesture: true }),
    { type: 'frame', canPaint: true },
    { mode: 'G' },
    ['paintFrame'],
  ],
  ['G: the next frames', G, { type: 'frame', canPaint: true }, { mode: 'G' }, ['paintFrame']],
  [
    'H → G: a finger back during the hand-back',
    S({ ...H, gesture: true }),
    { type: 'frame', canPaint: true },
    { mode: 'G' },
    ['cancelWait', 'paintFrame'],
  ],
  [
    'G: a finger back before the hand-back',
    S({ ...Gend, gesture: true }),
    { type: 'frame', canPaint: true },
    { mode: 'G', handBackArmed: false },
    ['cancelWait', 'paintFrame'],
  ],
  [
    'no painter: ECharts draws the window',
    S({ ...R, gesture: true }),
    { type: 'frame', canPaint: false },
    { mode: 'R' },
    ['zoomChart'],
  ],
  [
    'G → R with no painter any more',
    G,
    { type: 'frame', canPaint: false },
    { mode: 'R' },
    ['cancelWait', 'hideLayer', 'zoomChart'],
  ],
  [
    'at rest, another view moved the window: ECharts draws it',
    R,
    { type: 'frame', canPaint: true },
    { mode: 'R' },
    ['zoomChart'],
  ],
  ['the gesture ends', G, { type: 'gestureEnd' }, { gesture: false, mode: 'G' }, []],
  [
    'its last frame arms the hand-back',
    S({ ...G, gesture: false }),
    { type: 'frame', canPaint: true },
    { mode: 'G', handBackArmed: true },
    ['paintFrame', 'armHandBack'],
  ],
  [
    'armed already: not again',
    Gend,
    { type: 'frame', canPaint: true },
    { handBackArmed: true },
    ['paintFrame'],
  ],
  [
    'H: a frame at rest does not arm it again',
    H,
    { type: 'frame', canPaint: true },
    { mode: 'H', handBackArmed: false },
    ['paintFrame'],
  ],
  // hand-back
  [
    'G → H: the window alone',
    Gend,
    { type: 'handBackElapsed' },
    { mode: 'H', handBackArmed: false },
    ['giveZoom', 'waitRendered'],
  ],
  [
    'G → H: the held live patch carries the window',
    S({ ...Gend, liveDue: true }),
    { type: 'handBackElapsed' },
    { mode: 'H', liveDue: false, handBackArmed: false },
    ['giveLive', 'cancelLive', 'waitRendered'],
  ],
  [
    'G → H: the held full option, before any patch',
    S({ ...Gend, fullHeld: true, liveDue: true }),
    { type: 'handBackElapsed' },
    { mode: 'H', fullHeld: false, liveDue: false, handBackArmed: false },
    ['giveFull', 'waitRendered'],
  ],
  [
    'a gesture running: no hand-back',
    S({ ...G, handBackArmed: true }),
    { type: 'handBackElapsed' },
    { mode: 'G', handBackArmed: false },
    [],
  ],
  ["H → R on ECharts' paint", H, { type: 'rendered' }, { mode: 'R' }, ['cancelWait', 'hideLayer']],
  [
    "H → E on ECharts' paint (not rastered)",
    S({ mode: 'H', rest: 'E' }),
    { type: 'rendered' },
    { mode: 'E' },
    ['cancelWait', 'hideLayer'],
  ],
  ['H → R on the fallback', H, { type: 'fallbackElapsed' }, { mode: 'R' }, ['cancelWait', 'hideLayer']],
  [
    'H → R with a trade since: its patch is scheduled',
    S({ ...H, liveDue: true }),
    { type: 'rendered' },
    { mode: 'R', liveDue: true },
    ['cancelWait', 'hideLayer', 'scheduleLive'],
  ],
  ['a paint outside H changes nothing', R, { type: 'rendered' }, { mode: 'R' }, []],
  // the raster fails
  ['R → E: the raster could not follow', R, { type: 'rasterFailed' }, { mode: 'E', rest: 'E' }, ['paintOwn']],
  [
    "G: the picture at rest will be ECharts'",
    G,
    { type: 'rasterFailed' },
    { mode: 'G', rest: 'E' },
    ['paintOwn'],
  ],
  ['E: failing again does nothing', S(), { type: 'rasterFailed' }, { mode: 'E' }, []],
];

describe('paintStep: who paints the K-line', () => {
  it.each(rows)('%s', (_name, state, event, want, effects) => {
    const next = paintStep(state, event);
    expect(next.state).toEqual({ ...state, ...want });
    expect(next.effects).toEqual(effects);
  });

  it('a whole drag: R → G → H → R, with a trade held and landing with the window', () => {
    const events: PaintEvent[] = [
      { type: 'full', sameView: false, raster: true },
      { type: 'gestureStart' },
      { type: 'frame', canPaint: true },
      { type: 'trade' },
      { type: 'liveTimer' },
      { type: 'frame', canPaint: true },
      { type: 'gestureEnd' },
      { type: 'frame', canPaint: true },
      { type: 'handBackElapsed' },
      { type: 'rendered' },
    ];
    let s = INITIAL_PAINT_STATE;
    const modes: string[] = [];
    const all: PaintEffect[] = [];
    for (const e of events) {
      const step = paintStep(s, e);
      s = step.state;
      modes.push(s.mode);
      all.push(...step.effects);
    }
    expect(modes.join('')).toBe('RRGGGGGGHR');
    expect(all.filter((e) => e === 'patchLive')).toEqual([]);
    expect(all).toContain('giveLive');
    expect(s).toEqual({ ...INITIAL_PAINT_STATE, mode: 'R', rest: 'R' });
  });
});
