/**
 * The fan-out in slices (issue 32, attack 4): a step with more pushes than one slice's time yields
 * to other work, finishes before the next step's pushes, and skips a subscriber that joined (and
 * got its reply) while the step was still going out.
 */
import type { MarketSimulator, MarketUpdate } from '../market/api';
import { FanoutHub, type Subscriber } from './hub';
import type { InstrumentRef, KindHandler } from './kinds';

/** A kind whose push names the step it was built for (read from the update's `at`). */
const STEP_KIND: KindHandler<number> = {
  type: 202,
  parse: () => 0,
  signature: (p) => String(p),
  rows: () => 1,
  pushes: () => true,
  reply: () => null,
  push: (_m, ref, _p, u) => ({ id: ref.id, step: u.at }),
  timestamp: () => false,
};

const market = {} as MarketSimulator;
const refOf = (i: number): InstrumentRef => ({
  id: `sh:${600000 + i}`,
  key: { market: 1, code: String(600000 + i) },
});
const IDS = Array.from({ length: 50 }, (_, i) => refOf(i));
const step = (n: number): MarketUpdate => ({ changed: IDS.map((r) => r.id), ticks: new Map(), at: n });

/** A subscriber that records (instrument, step) of every push it gets. */
function recorder(): Subscriber & { got: { id: string; step: number }[] } {
  const got: { id: string; step: number }[] = [];
  return {
    got,
    send: (m) => {
      const body = JSON.parse(String(m)).body as { hq: { id: string; step: number }[] };
      got.push(body.hq[0]);
    },
  };
}

/** Every instrument subscribed with `variants` distinct parameters, one recorder each. */
function subscribeAll(hub: FanoutHub, variants: number) {
  const clients = Array.from({ length: variants }, recorder);
  clients.forEach((c, v) => IDS.forEach((ref) => hub.add(c, STEP_KIND, v, ref)));
  return clients;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

test('a step within one slice goes out at once, as before', () => {
  const hub = new FanoutHub(market, undefined, { sliceMs: 1000 });
  const [c] = subscribeAll(hub, 1);
  hub.publish(step(1));
  expect(c.got).toHaveLength(50);
  expect(hub.busy()).toBe(false);
});

test('a step longer than its slice yields: other work runs before its last push', async () => {
  const published: number[] = [];
  const hub = new FanoutHub(market, undefined, { sliceMs: 0, onPublished: (ms) => published.push(ms) });
  const [c] = subscribeAll(hub, 1);
  hub.publish(step(1));
  // A zero budget sends one instrument per slice: the event loop gets a turn between them.
  expect(c.got).toHaveLength(1);
  expect(hub.busy()).toBe(true);
  let turns = 0;
  while (hub.busy()) {
    await tick();
    turns++;
  }
  expect(turns).toBeGreaterThanOrEqual(49);
  expect(c.got.map((p) => p.id)).toEqual(IDS.map((r) => r.id));
  expect(published).toHaveLength(1);
});

test("the next step first sends the rest of the previous one: each pair's pushes stay in step order", () => {
  const hub = new FanoutHub(market, undefined, { sliceMs: 0 });
  const clients = subscribeAll(hub, 3);
  hub.publish(step(1));
  hub.publish(step(2));
  hub.flush();
  for (const c of clients) {
    for (const ref of IDS) {
      expect(c.got.filter((p) => p.id === ref.id).map((p) => p.step)).toEqual([1, 2]);
    }
  }
});

test('a subscriber that joins mid-step skips the rest of that step (its reply is newer) and gets the next', async () => {
  const hub = new FanoutHub(market, undefined, { sliceMs: 0 });
  const [early] = subscribeAll(hub, 1);
  hub.publish(step(1));
  const late = recorder();
  // Joins the same variant as `early` while step 1 is still going out.
  IDS.forEach((ref) => hub.add(late, STEP_KIND, 0, ref));
  while (hub.busy()) await tick();
  expect(early.got).toHaveLength(50);
  expect(late.got).toHaveLength(0);
  hub.publish(step(2));
  hub.flush();
  expect(late.got.map((p) => p.step)).toEqual(IDS.map(() => 2));
});

test('stop drops what is left of a step and schedules nothing more', async () => {
  const hub = new FanoutHub(market, undefined, { sliceMs: 0 });
  const [c] = subscribeAll(hub, 1);
  hub.publish(step(1));
  hub.stop();
  await tick();
  await tick();
  expect(c.got).toHaveLength(1);
  expect(hub.busy()).toBe(false);
});
