/**
 * Debian's Chromium for the page benchmarks, started the way this machine allows (no sandbox as
 * root, no GPU, no background networking: the closed network refuses those connections).
 */
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      // A floor page is served by a Playwright route, which Chromium counts as a public page: its
      // quote socket to 127.0.0.1 would be refused as a public → local request. The app's own
      // pages come from the local server and are never checked.
      '--disable-features=LocalNetworkAccessChecks',
    ],
  });
}
