/**
 * Warm start (issue 31 item 9): a live server (stepping simulator) builds the market, the
 * dragon-tiger board and the margin book right after it listens, so their first calls find them
 * built, and is not ready (`/readyz`) until it has; a server stepped by hand (the tests') builds on
 * demand and reports no warm-up. No timing is asserted here (bench/first-calls.ts measures it).
 */
import type { ServerContext } from '../../server/context';
import { routeModules } from '../../server/routes';
import { warmReport } from '../../server/warm';
import { CHART_EVENTS_PATHS } from '../../contract/chart-events';
import { MARGIN_PATHS } from '../../contract/margin';
import { MsgType, QUOTE_WS_PATH } from '../../contract/quote-protocol';
import { fetchQuoteToken } from './quote/token';
import { RawClient } from './quote/ws-client';
import { startTestServer, type TestServer } from './harness';

jest.setTimeout(180_000);

async function serverWithContext(stepMs: number): Promise<{ srv: TestServer; ctx: ServerContext }> {
  let captured: ServerContext | undefined;
  const capture = (_app: unknown, c: ServerContext) => {
    captured = c;
  };
  routeModules.push(capture);
  try {
    const srv = await startTestServer({ stepMs });
    return { srv, ctx: captured! };
  } finally {
    routeModules.splice(routeModules.indexOf(capture), 1);
  }
}

test('a live server warms the market, the dragon-tiger board and the margin book after listening', async () => {
  const { srv, ctx } = await serverWithContext(500);
  try {
    const report = warmReport(ctx);
    expect(report).not.toBeNull();
    // Not ready while warming, and the readiness probes themselves (a balancer polling) do not
    // count as traffic that would hold the idle steps back for ever.
    const early = (await (await fetch(srv.url('/readyz'))).json()) as { checks: Record<string, string> };
    expect(early.checks.warm).toMatch(/^warming up: /);
    const poll = setInterval(() => void fetch(srv.url('/readyz')).catch(() => undefined), 200);
    const steps = await report!.finally(() => clearInterval(poll));
    const ready = await fetch(srv.url('/readyz'));
    expect(((await ready.json()) as { checks: Record<string, string> }).checks.warm).toBe('ok');
    expect(steps.map((s) => s.name)).toEqual([
      'market CN',
      'market HK',
      'market USA',
      'dragon-tiger board',
      'margin book',
    ]);
    for (const s of steps) expect(s.ms).toBeGreaterThanOrEqual(0);
    // The calls that waited for those builds answer from them.
    const ev = await fetch(srv.url(`${CHART_EVENTS_PATHS.chartEvents}?market=sh&symbol=600519`));
    expect(ev.status).toBe(200);
    const margin = await fetch(srv.url(`${MARGIN_PATHS.balanceChart}?market=both`));
    expect(margin.status).toBe(200);
  } finally {
    await srv.app.close();
  }
});

test('restarted under an open page, a server is ready once its market is built (the page holds the idle steps)', async () => {
  const { srv, ctx } = await serverWithContext(500);
  // One server restarted while a page is open: the page's socket is back at once (it reconnects by
  // itself), before any balancer could hold it off. Before, /readyz said 'warming up' for as long
  // as the socket stayed open (three minutes, by hand, stop 47).
  // The page's quote socket, authenticated as the app does (an unauthenticated one is closed after
  // its deadline, and the steps would then run).
  const token = await fetchQuoteToken(srv.url(''));
  const page = await RawClient.open(srv.wsUrl(QUOTE_WS_PATH));
  try {
    const auth = { orgCode: 'gmg', appType: 'h5', appName: 't', appVersion: '1', token };
    expect((await page.request(MsgType.Auth, auth)).body).toEqual({ ok: true });
    let done = false;
    const report = warmReport(ctx)!.then((steps) => ((done = true), steps));
    const deadline = Date.now() + 60_000;
    let warm = '';
    while (Date.now() < deadline) {
      const res = await fetch(srv.url('/readyz'));
      warm = ((await res.json()) as { checks: Record<string, string> }).checks.warm;
      if (res.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(warm).toBe('ok');
    // Ready while the heavy steps still wait for the page to go (they would stall its heartbeats).
    expect(done).toBe(false);
    page.ws.close();
    // The page gone, they run.
    expect((await report).map((s) => s.name)).toEqual([
      'market CN',
      'market HK',
      'market USA',
      'dragon-tiger board',
      'margin book',
    ]);
  } finally {
    page.ws.terminate();
    await srv.app.close();
  }
});

test('a server stepped by hand does not warm (it builds on the first call)', async () => {
  const { srv, ctx } = await serverWithContext(0);
  try {
    expect(warmReport(ctx)).toBeNull();
  } finally {
    await srv.app.close();
  }
});
