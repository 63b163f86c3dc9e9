/**
 * The longest task on a page's main thread while some work runs, read from a Chromium trace (the
 * page benchmarks share it). The PerformanceObserver 'longtask' entries only exist above 50 ms, so
 * they cannot say how far under the goal a quiet run is; the trace's RunTask events time every task
 * (throttled durations, since CPU throttling pauses the thread). Tracing costs a little, so the
 * figures err on the high side.
 *
 * Two figures: `wall`, the task's wall time, and `thread`, the thread's own CPU time in it. On a
 * machine shared with other work the wall time also counts the time the thread waited for a core
 * (a task of 20 ms of work shows as 100 ms at a load of 20); the thread time is what the page itself
 * spent (CPU throttling included: the throttler stalls the thread inside the task), so it says
 * whether the page's own work meets a goal whatever the machine's load.
 */
import type { Browser, Page } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface LongestTask {
  /** Milliseconds of wall time. */
  wall: number;
  /** Milliseconds of the thread's own CPU time. */
  thread: number;
  /** Milliseconds of the thread's own CPU time in all its tasks together. */
  threadTotal: number;
  /**
   * The main thread's work per frame: from one animation frame's callbacks (FireAnimationFrame) to
   * the next, the wall and thread time of the tasks that started in between. A frame is on time when
   * its work fits in the display's interval (16.7 ms at 60 Hz), whatever the rAF interval shows.
   */
  frames: Array<{ wall: number; thread: number }>;
  /**
   * The dedicated workers in the trace (the browser's: the bench opens one page at a time, whose only
   * worker is the chart's frame painter): milliseconds of wall and thread time of their tasks
   * together, and how many worker threads there were.
   */
  workers: { wall: number; thread: number; threads: number };
  /**
   * With `after`: the longest renderer-main task (wall and thread ms) that starts at or after the
   * first mark and at or before the second (the work the page does once a gesture ended), and how
   * many tasks that was; null when a mark is missing.
   */
  after: { wall: number; thread: number; tasks: number } | null;
}

/**
 * The longest of the tasks that start in [from, to] (trace microseconds), in milliseconds of wall
 * time and of thread time (each the largest of its own kind). Pure, for tests.
 */
export function longestBetween(
  tasks: ReadonlyArray<{ ts: number; dur: number; tdur: number }>,
  from: number,
  to: number,
): { wall: number; thread: number; tasks: number } {
  const inside = tasks.filter((t) => t.ts >= from && t.ts <= to);
  return {
    wall: inside.reduce((m, t) => Math.max(m, t.dur / 1000), 0),
    thread: inside.reduce((m, t) => Math.max(m, t.tdur / 1000), 0),
    tasks: inside.length,
  };
}

/**
 * Only what starts before `cutOff` (trace microseconds) counts; without a cut-off, everything.
 * Pure, for tests.
 */
export function before<T extends { ts: number }>(items: readonly T[], cutOff: number | undefined): T[] {
  return cutOff === undefined ? [...items] : items.filter((e) => e.ts < cutOff);
}

/**
 * Groups the renderer-main tasks by animation frame: each frame owns the tasks that start at or
 * after its FireAnimationFrame's task and before the next one's (the first frame from the first
 * FireAnimationFrame; tasks before it belong to no frame). Pure, for tests.
 */
export function workPerFrame(
  tasks: ReadonlyArray<{ ts: number; dur: number; tdur: number }>,
  frameStarts: readonly number[],
): Array<{ wall: number; thread: number }> {
  const starts = [...frameStarts].sort((a, b) => a - b);
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts);
  const out = starts.map(() => ({ wall: 0, thread: 0 }));
  let f = -1;
  for (const t of sorted) {
    while (f + 1 < starts.length && starts[f + 1] <= t.ts) f++;
    if (f < 0) continue;
    out[f].wall += t.dur / 1000;
    out[f].thread += t.tdur / 1000;
  }
  // The last frame is cut off by the end of the trace: not a whole frame.
  return out.slice(0, -1);
}

/** The renderers' main threads of a trace, as `pid:tid`. */
export function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
}

/** What the benchmarks trace: the tasks, the timeline's frames and the page's own marks. */
export const BENCH_TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
] as const;

/**
 * Runs `work` with tracing on; answers what it returned and the longest renderer-main task. With
 * `until`, the name of a performance.mark() the page makes during the work, only the tasks that
 * start before the mark count (a gesture's tasks, not what the page does once the finger lifts).
 * With `after` (two marks' names), the longest task between them is answered on its own.
 */
export async function tracingLongestTask<T>(
  browser: Browser,
  work: () => Promise<T>,
  until?: string,
  after?: { from: string; to: string },
): Promise<LongestTask & { result: T }> {
  await browser.startTracing(undefined, { categories: [...BENCH_TRACE_CATEGORIES] });
  const result = await work();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const rendererMain = rendererMainThreads(traceEvents);
  const markAt = (name: string) => traceEvents.find((e) => e.name === name)?.ts;
  const cutOff = until ? markAt(until) : undefined;
  // Without its mark the cut-off would silently count what comes after (the hand-back).
  if (until && cutOff === undefined) throw new Error(`no "${until}" mark in the trace`);
  const allTasks = before(
    traceEvents
      .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
      .map((e) => ({ ...e, ts: e.ts ?? 0 })),
    cutOff,
  );
  const tasks = allTasks.filter((e) => rendererMain.has(`${e.pid}:${e.tid}`));
  const workerThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'DedicatedWorker thread')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The outer task of each pair (see below): the larger sum of one name.
  const workerTasks = allTasks.filter((e) => workerThreads.has(`${e.pid}:${e.tid}`));
  const workerSum = (field: 'dur' | 'tdur') =>
    Math.max(
      ...['RunTask', 'ThreadControllerImpl::RunTask'].map((name) =>
        workerTasks.filter((e) => e.name === name).reduce((sum, e) => sum + (e[field] ?? 0) / 1000, 0),
      ),
    );
  // Only the outer task of a pair (RunTask holding ThreadControllerImpl::RunTask, by Chromium version).
  const outer = tasks.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const outerTasks = tasks
    .filter((e) => e.name === outer)
    .map((e) => ({ ts: e.ts ?? 0, dur: e.dur ?? 0, tdur: e.tdur ?? 0 }));
  // A FireAnimationFrame lies inside its task: the frame starts at that task's start.
  const frameStarts = traceEvents
    .filter((e) => e.name === 'FireAnimationFrame' && rendererMain.has(`${e.pid}:${e.tid}`))
    .map((e) => {
      const at = e.ts ?? 0;
      const owner = outerTasks.find((t) => t.ts <= at && at < t.ts + t.dur);
      return owner ? owner.ts : at;
    });
  const rendererTasks = traceEvents
    .filter((e) => e.name === outer && rendererMain.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ ts: e.ts ?? 0, dur: e.dur ?? 0, tdur: e.tdur ?? 0 }));
  const from = after && markAt(after.from);
  const to = after && markAt(after.to);
  return {
    result,
    after: from !== undefined && to !== undefined ? longestBetween(rendererTasks, from, to) : null,
    frames: workPerFrame(outerTasks, [
      ...new Set(
        before(
          frameStarts.map((ts) => ({ ts })),
          cutOff,
        ).map((f) => f.ts),
      ),
    ]),
    workers: { wall: workerSum('dur'), thread: workerSum('tdur'), threads: workerThreads.size },
    wall: tasks.reduce((m, e) => Math.max(m, (e.dur ?? 0) / 1000), 0),
    thread: tasks.reduce((m, e) => Math.max(m, (e.tdur ?? 0) / 1000), 0),
    // A task shows as RunTask and, nested in it, ThreadControllerImpl::RunTask (or only one of the
    // two, by Chromium version): the sum of one name, the larger, counts each task once.
    threadTotal: Math.max(
      ...['RunTask', 'ThreadControllerImpl::RunTask'].map((name) =>
        tasks.filter((e) => e.name === name).reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0),
      ),
    ),
  };
}

/** The longest main-thread task (wall time, ms) over the next `ms`. */
export async function longestTaskDuring(browser: Browser, page: Page, ms: number): Promise<number> {
  return (await tracingLongestTask(browser, () => page.waitForTimeout(ms))).wall;
}
