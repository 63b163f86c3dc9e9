/**
 * Issue 21 items 2, 3 and 6 at phone size, by CDP touch events: a two-finger pinch changes the
 * visible bar count around its centre, a drag pans and loads older bars without a jump, a vertical
 * drag scrolls the page and leaves the window, the long-press crosshair still works on K-lines; the
 * landscape full screen opens and returns to the same period and window; a second visit shows the
 * cached quote marked not live before the quote channel answers.
 */
import type { Page } from 'playwright-core';
import { PHONE, baseUrl, shot, usePhone } from './browser';
import { drag, pinch, touch } from './touch-gestures';
import { openDaily } from './chart-period';

jest.setTimeout(110_000);

const STOCK = '/wap/sh/600519.html';

interface Win {
  start: number;
  end: number;
  bars: number;
}

async function windowOf(page: Page): Promise<Win> {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-testid=main-chart]');
    const d = el?.dataset ?? {};
    return { start: Number(d.windowStart), end: Number(d.windowEnd), bars: Number(d.bars) };
  });
}

const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('chart extras b: pinch, drag, landscape, cached quote', () => {
  const phone = usePhone();

  it('a two-finger pinch changes the visible bar count around its centre', async () => {
    const page = await phone.open(STOCK);
    await openDaily(page);
    const box = (await page.locator('[data-testid=main-chart]').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const before = await windowOf(page);
    expect(before.end - before.start + 1).toBe(48);
    // Centre at 30 % across the plot: the bar there must stay there.
    const a = 0.3;
    const cx = box.x + 1 + (box.width - 2) * a;
    const cy = box.y + box.height * 0.35;
    const barAt = (w: Win) => w.start + a * (w.end - w.start + 1);
    await pinch(cdp, cx, cy, 60, 180);
    await settle(page);
    const zoomedIn = await windowOf(page);
    const spanIn = zoomedIn.end - zoomedIn.start + 1;
    expect(spanIn).toBeLessThan(48);
    expect(spanIn).toBeGreaterThanOrEqual(20);
    expect(Math.abs(barAt(zoomedIn) - barAt(before))).toBeLessThanOrEqual(1.5);
    await shot(page, 'chart-b-pinch-in');
    // Fingers together: more bars, the same bar still under the centre (within a bar or two).
    await pinch(cdp, cx, cy, 200, 80);
    await settle(page);
    const zoomedOut = await windowOf(page);
    const spanOut = zoomedOut.end - zoomedOut.start + 1;
    expect(spanOut).toBeGreaterThan(spanIn);
    expect(Math.abs(barAt(zoomedOut) - barAt(zoomedIn))).toBeLessThanOrEqual(2);
    await shot(page, 'chart-b-pinch-out');
    expect(phone.errors).toEqual([]);
    await page.close();
  });

  it('a drag pans; at the oldest loaded bar older bars load over HTTP and the view does not jump', async () => {
    const page = await phone.open(STOCK);
    await openDaily(page);
    const box = (await page.locator('[data-testid=main-chart]').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height * 0.35;
    const before = await windowOf(page);
    // Leftward drag at the newest bar: nothing newer, the window stays.
    await drag(cdp, box.x + box.width * 0.7, y, -150, 0);
    await settle(page);
    expect(await windowOf(page)).toEqual(before);
    // Rightward drag by half the plot: half a window back in time.
    await drag(cdp, box.x + box.width * 0.2, y, (box.width - 2) / 2, 0);
    await settle(page);
    const panned = await windowOf(page);
    expect(panned.end - panned.start).toBe(before.end - before.start);
    expect(before.start - panned.start).toBeGreaterThanOrEqual(22);
    expect(before.start - panned.start).toBeLessThanOrEqual(26);
    await shot(page, 'chart-b-panned');
    // The same drag lifted while moving flings on: further back than the finger went, then it stops.
    await drag(cdp, box.x + box.width * 0.2, y, (box.width - 2) / 2, 0, 8, false);
    await page.waitForSelector('[data-testid=main-chart][data-gesture="idle"]', { timeout: 5000 });
    const flung = await windowOf(page);
    expect(panned.start - flung.start).toBeGreaterThan(26);
    expect(flung.end - flung.start).toBe(before.end - before.start);

    // Zoom out to every loaded bar: the window reaches the oldest bar, older bars are asked for.
    // The reply is held until the fingers are off, so the window the load must keep is known.
    let pinched!: () => void;
    const fingersOff = new Promise<void>((r) => (pinched = r));
    await page.route(/\/kline\?/, async (route) => {
      await fingersOff;
      await route.continue();
    });
    const older = page.waitForRequest((r) => r.url().includes('/kline') && /period=DAY/.test(r.url()));
    await pinch(cdp, box.x + box.width / 2, y, 340, 10, 12);
    await settle(page);
    const all = await windowOf(page);
    expect(all).toEqual({ start: 0, end: before.bars - 1, bars: before.bars });
    pinched();
    const req = await older;
    expect(Number(new URL(req.url()).searchParams.get('limit'))).toBeLessThan(0);
    await page.waitForFunction(
      (n) => Number(document.querySelector<HTMLElement>('[data-testid=main-chart]')?.dataset.bars) > n,
      before.bars,
    );
    await settle(page);
    const grown = await windowOf(page);
    // The bars on screen are the ones shown before the load: the window moved by the bars added.
    expect(grown.start).toBe(grown.bars - before.bars);
    expect(grown.end - grown.start + 1).toBe(before.bars);
    await shot(page, 'chart-b-older-loaded');
    expect(phone.errors).toEqual([]);
    await page.close();
  });

  it('a vertical drag on the chart scrolls the page and leaves the window; the long press still shows the crosshair', async () => {
    const page = await phone.open(STOCK);
    await openDaily(page);
    const box = (await page.locator('[data-testid=main-chart]').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const before = await windowOf(page);
    await drag(cdp, box.x + box.width * 0.5, box.y + box.height * 0.8, 6, -160, 10);
    await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 5000 });
    expect(await windowOf(page)).toEqual(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    const again = (await page.locator('[data-testid=main-chart]').boundingBox())!;
    const x = again.x + again.width * 0.4;
    const y = again.y + again.height * 0.35;
    await touch(cdp, 'touchStart', [{ x, y }]);
    await page.waitForSelector('[data-testid=crosshair]', { timeout: 3000 });
    const t1 = await page.textContent('[data-testid=crosshair-time]');
    for (let k = 1; k <= 6; k++) await touch(cdp, 'touchMove', [{ x: x + 12 * k, y }]);
    await page.waitForFunction(
      (prev) => document.querySelector('[data-testid=crosshair-time]')?.textContent !== prev,
      t1,
    );
    // Moving the crosshair does not pan the chart.
    expect(await windowOf(page)).toEqual(before);
    await touch(cdp, 'touchEnd', []);
    await shot(page, 'chart-b-crosshair-daily');
    await page.close();
  });

  it('landscape: the 横屏 button opens the chart full screen (rotated where the browser refuses) and 返回 comes back to the same period and window', async () => {
    const page = await phone.open(STOCK);
    await openDaily(page);
    const box = (await page.locator('[data-testid=main-chart]').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    await pinch(cdp, box.x + box.width / 2, box.y + box.height * 0.35, 60, 120);
    await settle(page);
    const onPage = await windowOf(page);
    await page.locator('[data-testid=chart-landscape]').tap();
    await page.waitForSelector('[data-testid=landscape-chart][data-drawn="day"][data-window-end]', {
      timeout: 10_000,
    });
    const layer = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-testid=landscape]')!;
      const chart = document.querySelector<HTMLElement>('[data-testid=landscape-chart]')!;
      const r = el.getBoundingClientRect();
      return {
        rotated: el.dataset.rotated,
        screen: { w: r.width, h: r.height },
        chart: { w: chart.offsetWidth, h: chart.offsetHeight },
        start: Number(chart.dataset.windowStart),
        end: Number(chart.dataset.windowEnd),
      };
    });
    // Headless Chromium refuses the orientation lock: the layer is laid out across the long side and turned.
    expect(layer.rotated).toBe('yes');
    expect(layer.screen).toEqual({ w: 375, h: 812 });
    expect(layer.chart.w).toBe(812);
    expect(layer.chart.h).toBeGreaterThan(200);
    expect({ start: layer.start, end: layer.end }).toEqual({ start: onPage.start, end: onPage.end });
    await shot(page, 'chart-b-landscape');
    // Along the turned chart is down the screen: a drag down pans back in time.
    await drag(cdp, 375 * 0.5, 812 * 0.2, 0, 300);
    await settle(page);
    const panned = await page.evaluate(() => {
      const d = document.querySelector<HTMLElement>('[data-testid=landscape-chart]')!.dataset;
      return { start: Number(d.windowStart), end: Number(d.windowEnd) };
    });
    expect(panned.start).toBeLessThan(layer.start);
    expect(panned.end - panned.start).toBe(layer.end - layer.start);
    // The crosshair works in the turned layout.
    await touch(cdp, 'touchStart', [{ x: 375 * 0.5, y: 812 * 0.5 }]);
    await page.waitForSelector('[data-testid=landscape] [data-testid=crosshair]', { timeout: 3000 });
    await shot(page, 'chart-b-landscape-crosshair');
    await touch(cdp, 'touchEnd', []);
    await page.locator('[data-testid=landscape-back]').tap();
    await page.waitForSelector('[data-testid=landscape]', { state: 'detached' });
    await settle(page);
    const back = await windowOf(page);
    expect({ start: back.start, end: back.end }).toEqual(panned);
    expect(
      await page.locator('[data-testid=period-tabs] [aria-selected=true]').first().textContent(),
    ).toContain('日K');
    await shot(page, 'chart-b-landscape-returned');
    expect(phone.errors).toEqual([]);
    await page.close();
  });

  it('a second visit shows the cached quote marked 非实时 before the quote channel answers, then the live one', async () => {
    // First visit: a live price, which the page keeps on the device.
    const first = await phone.open('/wap/sz/000001.html');
    await first.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-testid=panel-price]')?.textContent ?? ''),
    );
    expect(await first.locator('[data-testid=panel-not-live]').count()).toBe(0);
    // The live intraday line is kept on the device too (with the next minute push).
    await first.waitForFunction(() => localStorage.getItem('wapq.line.sz/000001') !== null, undefined, {
      timeout: 20_000,
    });
    await first.close();
    // Second visit: the channel's messages to the page are held until the test lets them through.
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    const page = await phone.context.newPage();
    await page.routeWebSocket(/\/ws\/quote/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((m) => void answered.then(() => ws.send(m)));
      ws.onMessage((m) => server.send(m));
    });
    await page.goto(`${baseUrl()}/wap/sz/000001.html`, { waitUntil: 'domcontentloaded' });
    const cached = page.locator('[data-testid=panel-price-cached]');
    await cached.waitFor({ timeout: 15_000 });
    expect(await cached.textContent()).toMatch(/\d/);
    const mark = await page.locator('[data-testid=panel-not-live]').textContent();
    expect(mark).toBe('非实时');
    // Not live: no live price anywhere, and the cached one is grey, not in rise/fall colours.
    expect(await page.locator('[data-testid=panel-price]').count()).toBe(0);
    expect(await cached.getAttribute('class')).not.toMatch(/num-text--(rise|fall)/);
    // The panel rows and the order book are greyed out as well.
    expect(await page.locator('[data-testid=price-panel] .quote-not-live').count()).toBe(1);
    expect(await page.locator('.quote-not-live .right-panel').count()).toBe(1);
    // The last known intraday line where the chart is, grey and marked, until the minutes come.
    const line = page.locator('[data-testid=chart-cached-line]');
    await line.waitFor({ timeout: 15_000 });
    expect(await line.textContent()).toBe('非实时');
    expect(await line.locator('.cached-line__price').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L/);
    await shot(page, 'chart-b-cached-quote');
    // The chart's box does not move when the minutes replace the cached line: the tools row under it
    // (数据表, disabled until there are bars) is there from the start, so nothing under the chart jumps.
    const chartBox = page.locator('section.main-chart').first();
    const heightBefore = (await chartBox.boundingBox())?.height;
    expect(await page.locator('[data-testid=chart-table-button]').first().isDisabled()).toBe(true);
    release();
    await page.locator('[data-testid=panel-price]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=panel-not-live]').count()).toBe(0);
    expect(await page.locator('[data-testid=panel-price-cached]').count()).toBe(0);
    expect(await page.locator('.quote-not-live').count()).toBe(0);
    await page.waitForSelector('[data-testid=main-chart][data-drawn="min"]', { timeout: 15_000 });
    expect(await line.count()).toBe(0);
    expect((await chartBox.boundingBox())?.height).toBe(heightBefore);
    expect(await page.locator('[data-testid=chart-table-button]').first().isDisabled()).toBe(false);
    await shot(page, 'chart-b-live-quote');
    await page.close();
  });

  it("分时's minutes before the chart library: the day's live line in the chart's box, replaced by ECharts", async () => {
    // The chart library's chunk is held back: the page, its price and the minutes come as usual.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const page = await phone.context.newPage();
    await page.route(/\/wap\/assets\/echarts\.[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${baseUrl()}${STOCK}`, { waitUntil: 'commit' });
    const line = page.locator('.stock-page [data-testid=chart-live-line]');
    await line.waitFor({ timeout: 20_000 });
    await page.locator('.stock-page [data-testid=panel-price]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=main-chart][data-drawn]').count()).toBe(0);
    const price = line.locator('.live-line__price');
    expect(await price.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L/);
    expect(await price.evaluate((el) => getComputedStyle(el).stroke)).toBe('rgb(47, 111, 222)');
    // Over the chart's own box, the line in its price grid (1 px in from each side).
    // Measured in one frame, so what moves the page between two reads cannot part them.
    const [canvas, box, grid] = await page.evaluate(() =>
      ['[data-testid=main-chart]', '.stock-page [data-testid=chart-live-line]', '.stock-page .live-line'].map(
        (s) => {
          const r = document.querySelector(s)!.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        },
      ),
    );
    expect(box).toEqual(canvas);
    expect(grid.x).toBe(canvas.x + 1);
    expect(grid.width).toBe(canvas.width - 2);
    expect(grid.y).toBeGreaterThan(canvas.y);
    expect(grid.y + grid.height).toBeLessThan(canvas.y + canvas.height * 0.8);
    await shot(page, 'chart-b-live-line-before-echarts');
    release();
    await page.waitForSelector('[data-testid=main-chart][data-drawn="min"]', { timeout: 20_000 });
    expect(await line.count()).toBe(0);
    // The chart did not move meanwhile: the rolling news bar above it kept its place from the start.
    await page.locator('.stock-page .rolling-news__item').first().waitFor({ state: 'attached' });
    expect((await page.locator('[data-testid=main-chart]').boundingBox())!.y).toBe(canvas.y);
    await page.close();
  });

  it("a cold start draws the last known quote, then the live one, before the app's code has run; the app adopts the socket and what it asked", async () => {
    // First visit: a live price kept on the device, and where the quote socket was opened.
    const first = await phone.open('/wap/sz/000001.html');
    await first.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-testid=panel-price]')?.textContent ?? ''),
    );
    await first.close();
    // Second visit: the app's code is held back until the test lets it through.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const page = await phone.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(/\/wap\/assets\/app\.[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    // The channel's messages to the page are held until the test lets them through; what the page
    // sends on it is noted (type and body).
    let releaseChannel!: () => void;
    const channelReleased = new Promise<void>((r) => (releaseChannel = r));
    const sent: Array<{ type: number; infoFlag: number; body: unknown }> = [];
    await page.routeWebSocket(/\/ws\/quote/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((m) => void channelReleased.then(() => ws.send(m)));
      ws.onMessage((m) => {
        const { header, body } = JSON.parse(String(m)) as {
          header: { type: number; infoFlag: number };
          body: unknown;
        };
        sent.push({ type: header.type, infoFlag: header.infoFlag, body });
        server.send(m);
      });
    });
    await page.goto(`${baseUrl()}/wap/sz/000001.html`, { waitUntil: 'commit' });
    const early = page.locator('[data-testid=boot-quote]');
    await early.waitFor({ timeout: 15_000 });
    // Drawn by index.html alone: the app has not rendered anything yet.
    expect(await page.locator('#root > *').count()).toBe(0);
    expect(await early.locator('[data-testid=panel-price-cached]').textContent()).toMatch(/^\d+\.\d{2}$/);
    expect(await early.textContent()).toContain('非实时');
    expect(await page.locator('[data-testid=panel-price]').count()).toBe(0);
    // Grey, like the panel's cached price: not in rise/fall colours.
    const colour = await early
      .locator('[data-testid=panel-price-cached]')
      .evaluate((el) => getComputedStyle(el).color);
    const grey = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--text-tertiary)';
      document.body.appendChild(probe);
      const c = getComputedStyle(probe).color;
      probe.remove();
      return c;
    });
    expect(colour).toBe(grey);
    // The socket is already open before the app's code has arrived.
    if (sockets.length === 0) await page.waitForEvent('websocket', { timeout: 10_000 });
    expect(sockets.length).toBe(1);
    await shot(page, 'chart-b-early-cached-quote');
    // The channel answers: the early script's session (auth, dictionary, the page's subscription,
    // the chart's day of minutes) turns the block live before the app's code has arrived: coloured,
    // untagged, `panel-price`, with the day's live line in the chart's price colour.
    releaseChannel();
    const live = early.locator('[data-testid=panel-price]');
    await live.waitFor({ timeout: 15_000 });
    const dayLine = early.locator('[data-testid=boot-live-line]');
    await dayLine.waitFor({ timeout: 15_000 });
    expect(await page.locator('#root > *').count()).toBe(0);
    expect(await live.textContent()).toMatch(/^\d+\.\d{2}$/);
    expect(await early.locator('.boot-quote__not-live').isVisible()).toBe(false);
    expect(await early.locator('[data-testid=panel-price-cached]').count()).toBe(0);
    expect(await dayLine.locator('.boot-quote__chart-price').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L/);
    const lineColour = await dayLine
      .locator('.boot-quote__chart-price')
      .evaluate((el) => getComputedStyle(el).stroke);
    expect(lineColour).toBe('rgb(47, 111, 222)'); // the light palette's price line (palette.ts)
    // At the chart's height (2.5 rem, 250 px on this phone).
    expect(Math.round((await dayLine.boundingBox())!.height)).toBe(250);
    await shot(page, 'chart-b-early-live-quote');
    const asked = (type: number) => sent.filter((m) => m.type === type && m.infoFlag === 0);
    expect(asked(92)).toHaveLength(1);
    expect(asked(100)).toHaveLength(1);
    expect(asked(201)).toHaveLength(1);
    expect(asked(501)).toHaveLength(1);
    // Once live, never grey again: the page's first view takes the adopted quote, not the cached one.
    await page.evaluate(() => {
      const w = window as unknown as { __greyAfterLive: boolean };
      w.__greyAfterLive = false;
      new MutationObserver(() => {
        if (document.querySelector('.stock-page [data-testid=panel-price-cached]')) w.__greyAfterLive = true;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    release();
    await page.locator('.stock-page [data-testid=panel-price]').waitFor({ timeout: 20_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __greyAfterLive: boolean }).__greyAfterLive),
    ).toBe(false);
    expect(await early.count()).toBe(0);
    // The app took the early socket over (still one socket) and adopted its auth, dictionary and
    // subscription: none of them asked a second time.
    expect(sockets.length).toBe(1);
    expect(asked(92)).toHaveLength(1);
    expect(asked(100)).toHaveLength(1);
    expect(asked(201)).toHaveLength(1);
    expect(asked(501)).toHaveLength(1); // the chart adopted the day's minutes too
    expect(sent.filter((m) => (m.type === 201 || m.type === 501) && m.infoFlag !== 0)).toEqual([]);
    expect(errors).toEqual([]);
    await shot(page, 'chart-b-early-then-live');
    await page.close();
  });

  it("a first visit (nothing on the device) draws the server's quote before the app's code has run, marked 非实时 until the channel answers", async () => {
    // A new device: empty storage. The app's code and the channel's messages are held back.
    const context = await phone.browser.newContext({ ...PHONE, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      let releaseApp!: () => void;
      const appReleased = new Promise<void>((r) => (releaseApp = r));
      await page.route(/\/wap\/assets\/app\.[^/]+\.js$/, async (route) => {
        await appReleased;
        await route.continue();
      });
      let releaseChannel!: () => void;
      const channelReleased = new Promise<void>((r) => (releaseChannel = r));
      await page.routeWebSocket(/\/ws\/quote/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((m) => void channelReleased.then(() => ws.send(m)));
        ws.onMessage((m) => server.send(m));
      });
      const asked: string[] = [];
      const tokens: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/lastPrice')) asked.push(r.url());
        if (r.url().includes('/hq-passport/')) tokens.push(r.method());
      });
      await page.goto(`${baseUrl()}/wap/hk/00700.html`, { waitUntil: 'commit' });
      const early = page.locator('[data-testid=boot-quote]');
      await early.waitFor({ timeout: 15_000 });
      expect(asked.length).toBe(1);
      expect(await page.locator('#root > *').count()).toBe(0);
      expect(await early.textContent()).toContain('腾讯控股');
      expect(await early.textContent()).toContain('非实时');
      expect(await early.locator('[data-testid=panel-price-cached]').textContent()).toMatch(/^\d+\.\d{2,3}$/);
      expect(await page.locator('[data-testid=panel-price]').count()).toBe(0);
      await shot(page, 'chart-b-first-visit-early-quote');
      // The app renders its page with the same quote, still not live: the channel has not answered.
      releaseApp();
      await page.locator('.stock-page [data-testid=panel-price-cached]').waitFor({ timeout: 20_000 });
      expect(await early.count()).toBe(0);
      expect(await page.locator('[data-testid=panel-not-live]').textContent()).toBe('非实时');
      expect(await page.locator('[data-testid=panel-price]').count()).toBe(0);
      await shot(page, 'chart-b-first-visit-page-not-live');
      releaseChannel();
      await page.locator('[data-testid=panel-price]').waitFor({ timeout: 20_000 });
      expect(await page.locator('[data-testid=panel-not-live]').count()).toBe(0);
      expect(asked.length).toBe(1);
      // One token request: the early script's, taken over by the app.
      expect(tokens).toEqual(['POST']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("index.html's loader: a server quote that never answers holds the app's code 300 ms at most; other pages start at once", async () => {
    const context = await phone.browser.newContext({ ...PHONE, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      let releaseQuote!: () => void;
      const quoteReleased = new Promise<void>((r) => (releaseQuote = r));
      await page.route(/\/lastPrice\?/, async (route) => {
        await quoteReleased; // never answered while the test looks
        await route.abort().catch(() => undefined);
      });
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/lastPrice')) asked.push(r.url());
      });
      // In order: when the app's entry script is put in the page, and when the early call gives up
      // (its 3 s abort). The loader's 300 ms cap must start the app first.
      await page.addInitScript(() => {
        const w = window as unknown as { __order: string[] };
        w.__order = [];
        const abort = Object.getOwnPropertyDescriptor(AbortController.prototype, 'abort')!.value as (
          this: AbortController,
          reason?: unknown,
        ) => void;
        AbortController.prototype.abort = function (this: AbortController, reason?: unknown) {
          w.__order.push('abort');
          abort.call(this, reason);
        };
        new MutationObserver((_m, obs) => {
          if (!document.querySelector('script[type=module][src*="/assets/app."]')) return;
          w.__order.push('app');
          obs.disconnect();
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto(`${baseUrl()}/wap/sz/000002.html`, { waitUntil: 'commit' });
      // The page's own live price (the early block may show one before it: the early session's).
      await page.locator('.stock-page [data-testid=panel-price]').waitFor({ timeout: 20_000 });
      expect(asked.length).toBe(1);
      expect((await page.evaluate(() => (window as unknown as { __order: string[] }).__order))[0]).toBe(
        'app',
      );
      expect(await page.locator('[data-testid=boot-quote]').count()).toBe(0);
      releaseQuote();
      // Another page of the app: no server quote asked for, the page is there.
      const other = await context.newPage();
      const otherAsked: string[] = [];
      other.on('request', (r) => {
        if (r.url().includes('/lastPrice')) otherAsked.push(r.url());
      });
      await other.goto(`${baseUrl()}/wap/margin.html`, { waitUntil: 'commit' });
      await other.waitForSelector('#root > *', { timeout: 20_000 });
      expect(otherAsked).toEqual([]);
      expect(await other.evaluate(() => (window as { __wapHoldApp?: unknown }).__wapHoldApp)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
