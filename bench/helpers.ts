/**
 * What the benches share: the phone they emulate, a page on it at 4× CPU throttling, and the
 * medians and percentiles they report. One copy, so every bench measures on the same phone and
 * reports the same statistic under the same name.
 */
import type { Browser, Page } from 'playwright-core';

/** An iPhone-sized touch screen at 2× density. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
};

/** The upper median (the middle value; of an even count, the higher of the two middle ones). */
export const median = (v: number[]): number => v.slice().sort((a, b) => a - b)[Math.floor(v.length / 2)];

/** The lower median (of an even count, the lower of the two middle ones; of two A/B runs, the lesser). */
export const lowerMedian = (v: number[]): number =>
  v.slice().sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];

/** The nearest-rank percentile (p from 0 to 100): the smallest value with p % of them at or below it. */
export function percentile(v: number[], p: number): number {
  if (v.length === 0) return NaN;
  const s = v.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** A fresh phone-sized context and page whose main thread runs at a quarter speed (CDP throttling). */
export async function throttledPage(browser: Browser) {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/**
 * Exposes `name` to the page (before its navigation) and returns a wait for the page's call: the
 * page reports its own moment through the binding, because polling from the harness would put
 * Playwright's scripts on the throttled main thread during the very load being measured.
 */
export async function pageSignal(
  page: Page,
  name: string,
): Promise<(ms: number, what: string) => Promise<void>> {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  await page.exposeBinding(name, () => fire());
  return async (ms, what) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      fired,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
      }),
    ]).finally(() => clearTimeout(timer));
  };
}
