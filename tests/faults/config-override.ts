/**
 * A page whose environment a test sets: config.json's `overrides` changed, both where the page can
 * read it: the copy the server puts in the page (server/inline-config.ts), edited in the page before
 * the head script reads it, and the file itself (the app asks for it when the page carries none).
 * The page itself is not fulfilled by the test: a document Playwright answers has no address of
 * its own, and Chromium's local network access checks then refuse its socket to 127.0.0.1.
 */
import type { Page } from 'playwright-core';

type ConfigFile = { overrides?: Record<string, unknown> } & Record<string, unknown>;

export async function overrideConfig(page: Page, overrides: Record<string, unknown>): Promise<void> {
  await page.route('**/wap/config.json', async (route) => {
    const res = await route.fetch();
    const file = (await res.json()) as ConfigFile;
    await route.fulfill({ response: res, json: { ...file, overrides: { ...file.overrides, ...overrides } } });
  });
  // A parser-inserted script runs after a microtask checkpoint, so this observer edits the block
  // before the head script right behind it reads it.
  await page.addInitScript((set: Record<string, unknown>) => {
    const edit = (): boolean => {
      const el = document.getElementById('wap-config');
      if (!el) return false;
      const file = JSON.parse(el.textContent || '{}') as ConfigFile;
      el.textContent = JSON.stringify({ ...file, overrides: { ...file.overrides, ...set } });
      return true;
    };
    new MutationObserver((_, observer) => {
      if (edit()) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, overrides);
}
