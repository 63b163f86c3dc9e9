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
  // full options, and who paints the candles with them
  ['a full option at rest is set at once', R, { type: 'full', sameView: false }, {}, ['setFull']],
  ['E → R: a K-line the raster painted', S(), { type: 'raster', shows: true }, { mode: 'R', rest: 'R' }, []],
  [
    'R → E: not a K-line any more, or the raster failed',
    R,
    { type: 'raster', shows: false },
    { mode: 'E', rest: 'E' },
    [],
  ],
  [
    'G: the raster fails under the frames; at rest it will be ECharts',
    G,
    { type: 'raster', shows: false },
    { mode: 'G', rest: 'E' },
    [],
  ],
  [
    'G: the same view redrawn mid-gesture is held',
    G,
    { type: 'full', sameView: true },
    { mode: 'G', fullHeld: true },
    [],
  ],
  [
    'G: another view mid-gesture paints later, under the layer',
    G,
    { type: 'full', sameView: false },
    { mode: 'G' },
    ['setFullLater'],
  ],
  [
    'G (ended) → H: a new option at rest over the frames',
    Gend,
    { type: 'full', sameView: true },
    { mode: 'H', handBackArmed: false },
    ['cancelWait', 'setFullLater', 'waitRendered'],
  ],
  [
    'H stays H: a new option waits for its own paint',
    H,
    { type: 'full', sameView: false },
    { mode: 'H' },
    ['cancelWait', 'setFullLater', 'waitRendered'],
  ],
  // live trades
  ['a trade schedules a patch', R, { type: 'trade' }, { liveDue: true, mode: 'R' }, ['scheduleLive']],
  [
    'its timer at rest patches',
    S({ ...R, liveDue: true }),
    { type: 'liveTimer' },
    { liveDue: false },
    ['patchLive'],
  ],
  ['a timer with nothing due does nothing', R, { type: 'liveTimer' }, {}, []],
  ['G: the patch is held', S({ ...G, liveDue: true }), { type: 'liveTimer' }, { liveDue: true }, []],
  ['H: the patch is held', S({ ...H, liveDue: true }), { type: 'liveTimer' }, { liveDue: true }, []],
  [
    'a gesture with no frame yet holds it too',
    S({ ...R, gesture: true, liveDue: true }),
    { type: 'liveTimer' },
    { liveDue: true },
    [],
  ],
  [
    'a gesture ECharts drew ends: the held patch is scheduled',
    S({ ...R, gesture: true, liveDue: true }),
    { type: 'gestureEnd' },
    { gesture: false, liveDue: true },
    ['scheduleLive'],
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
    {},
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
    { type: 'frame', canPaint: true, same: false },
    { mode: 'G' },
    ['paintFrame'],
  ],
  [
    'R → G: the first frame, even of the same bars',
    S({ ...R, gesture: true }),
    { type: 'frame', canPaint: true, same: true },
    { mode: 'G' },
    ['paintFrame'],
  ],
  ['G: the next frames', G, { type: 'frame', canPaint: true, same: false }, { mode: 'G' }, ['paintFrame']],
  [
    'G: a move shorter than a bar paints nothing',
    G,
    { type: 'frame', canPaint: true, same: true },
    { mode: 'G' },
    [],
  ],
  [
    'H → G: a finger back during the hand-back',
    S({ ...H, gesture: true }),
    { type: 'frame', canPaint: true, same: false },
    { mode: 'G' },
    ['cancelWait', 'paintFrame'],
  ],
  [
    'G: a finger back before the hand-back',
    S({ ...Gend, gesture: true }),
    { type: 'frame', canPaint: true, same: false },
    { mode: 'G', handBackArmed: false },
    ['cancelWait', 'paintFrame'],
  ],
  [
    'no painter: ECharts draws the window',
    S({ ...R, gesture: true }),
    { type: 'frame', canPaint: false, same: false },
    { mode: 'R' },
    ['zoomChart'],
  ],
  [
    'G → R with no painter any more',
    G,
    { type: 'frame', canPaint: false, same: false },
    { mode: 'R' },
    ['cancelWait', 'hideLayer', 'zoomChart'],
  ],
  [
    'at rest, another view moved the window: ECharts draws it',
    R,
    { type: 'frame', canPaint: true, same: false },
    {},
    ['zoomChart'],
  ],
  [
    'at rest, with a patch due: the patch carries it',
    S({ ...R, liveDue: true }),
    { type: 'frame', canPaint: true, same: false },
    { liveDue: false },
    ['giveLive', 'cancelLive'],
  ],
  ['at rest, the same window: nothing', R, { type: 'frame', canPaint: true, same: true }, {}, []],
  ['the gesture ends', G, { type: 'gestureEnd' }, { gesture: false, mode: 'G' }, []],
  [
    'its last frame arms the hand-back',
    S({ ...G, gesture: false }),
    { type: 'frame', canPaint: true, same: false },
    { mode: 'G', handBackArmed: true },
    ['paintFrame', 'armHandBack'],
  ],
  [
    'the same last frame arms it too',
    S({ ...G, gesture: false }),
    { type: 'frame', canPaint: true, same: true },
    { mode: 'G', handBackArmed: true },
    ['armHandBack'],
  ],
  ['armed already: not again', Gend, { type: 'frame', canPaint: true, same: false }, {}, ['paintFrame']],
  [
    'H: a frame at rest does not arm it again',
    H,
    { type: 'frame', canPaint: true, same: false },
    {},
    ['paintFrame'],
  ],
  // the hand-back
  [
    'G → H: the window alone',
    Gend,
    { type: 'handBackElapsed' },
    { mode: 'H', handBackArmed: false },
    ['zoomChart', 'waitRendered'],
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
    { handBackArmed: false },
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
    { mode: 'R' },
    ['cancelWait', 'hideLayer', 'scheduleLive'],
  ],
  ['a paint outside H changes nothing', R, { type: 'rendered' }, {}, []],
];

describe('paintStep: who paints the K-line', () => {
  it.each(rows)('%s', (_name, state, event, want, effects) => {
    const next = paintStep(state, event);
    expect(next.state).toEqual({ ...state, ...want });
    expect(next.effects).toEqual(effects);
  });

  it('a whole drag: R → G → H → R, with a trade held and landing with the window', () => {
    const events: PaintEvent[] = [
      { type: 'full', sameView: false },
      { type: 'raster', shows: true },
      { type: 'gestureStart' },
      { type: 'frame', canPaint: true, same: false },
      { type: 'trade' },
      { type: 'liveTimer' },
      { type: 'frame', canPaint: true, same: false },
      { type: 'gestureEnd' },
      { type: 'frame', canPaint: true, same: false },
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
    expect(modes.join('')).toBe('ERRGGGGGGHR');
    expect(all.filter((e) => e === 'patchLive')).toEqual([]);
    expect(all).toContain('giveLive');
    expect(s).toEqual({ ...INITIAL_PAINT_STATE, mode: 'R', rest: 'R' });
  });
});
