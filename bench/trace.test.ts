import { before, longestBetween, workPerFrame } from './trace';

// Times in trace microseconds; answers in milliseconds.
const task = (ts: number, dur: number, tdur = dur) => ({ ts, dur, tdur });

describe('workPerFrame', () => {
  it.each([
    {
      name: 'tasks go to the frame they start in; the cut-off last frame is left out',
      tasks: [
        task(0, 3000),
        task(16_700, 5000, 4000),
        task(20_000, 2000),
        task(33_400, 9000),
        task(40_000, 1000),
      ],
      starts: [16_700, 33_400, 50_100],
      want: [
        { wall: 7, thread: 6 },
        { wall: 10, thread: 10 },
      ],
    },
    {
      name: 'a frame with no task but its own is as long as that task',
      tasks: [task(100, 12_000), task(16_800, 1000), task(60_000, 500)],
      starts: [100, 16_800, 33_500, 50_200],
      want: [
        { wall: 12, thread: 12 },
        { wall: 1, thread: 1 },
        { wall: 0, thread: 0 },
      ],
    },
    { name: 'no frames, no figures', tasks: [task(0, 1000)], starts: [], want: [] },
    {
      name: 'frame starts out of order are sorted',
      tasks: [task(10, 1000), task(30, 2000)],
      starts: [20, 0, 40],
      want: [
        { wall: 1, thread: 1 },
        { wall: 2, thread: 2 },
      ],
    },
  ])('$name', ({ tasks, starts, want }) => {
    expect(workPerFrame(tasks, starts)).toEqual(want);
  });
});

describe('before', () => {
  it.each([
    { name: 'no cut-off: everything', cutOff: undefined, want: [0, 10, 20] },
    { name: 'what starts at the cut-off or later goes', cutOff: 10, want: [0] },
    { name: 'a cut-off after the last keeps all', cutOff: 99, want: [0, 10, 20] },
  ])('$name', ({ cutOff, want }) => {
    expect(before([{ ts: 0 }, { ts: 10 }, { ts: 20 }], cutOff).map((e) => e.ts)).toEqual(want);
  });
});

describe('longestBetween', () => {
  it.each([
    {
      name: 'only tasks starting between the marks, both ends included',
      from: 100,
      to: 300,
      want: { wall: 9, thread: 7, tasks: 2 },
    },
    {
      name: 'the longest wall and the longest thread time may be two tasks',
      from: 0,
      to: 999,
      want: { wall: 40, thread: 8, tasks: 4 },
    },
    { name: 'none between: zeros', from: 301, to: 399, want: { wall: 0, thread: 0, tasks: 0 } },
  ])('$name', ({ from, to, want }) => {
    const tasks = [
      task(0, 40_000, 1000),
      task(100, 9000, 7000),
      task(300, 2000, 2000),
      task(400, 5000, 8000),
    ];
    expect(longestBetween(tasks, from, to)).toEqual(want);
  });
});
