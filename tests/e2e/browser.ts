/**
 * Shared e2e helpers: Debian's Chromium through playwright-core at a 375×812 phone viewport
 * (device scale 2, touch), pages of the one server started in global setup, screenshots under
 * test-results/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RESULTS_DIR = path.resolve(__dirname, '..', '..', 'test-results');
export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
};

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run e2e tests through jest (global setup starts the server)');
  return url;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface PhoneSession {
  browser: Browser;
  context: BrowserContext;
  /** Console errors and page errors seen so far (tests assert there are none). */
  errors: string[];
  open(p: string): Promise<Page>;
  close(): Promise<void>;
}

/** Opens a browser for a test file: `const s = usePhone();` then `await s.open('/wap/...')`. */
export function usePhone(options: { userAgent?: string } = {}): PhoneSession {
  const session = { errors: [] as string[] } as PhoneSession;
  beforeAll(async () => {
    session.browser = await launch();
    session.context = await session.browser.newContext({
      ...PHONE,
      locale: 'zh-CN',
      userAgent: options.userAgent,
    });
    session.open = async (p: string) => {
      const page = await session.context.newPage();
      page.on('pageerror', (e) => session.errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') session.errors.push(`console: ${m.text()}`);
      });
      await page.goto(baseUrl() + p, { waitUntil: 'domcontentloaded' });
      return page;
    };
    session.close = async () => {
      await session.browser.close();
    };
  }, 60_000);
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  return file;
}
