/**
 * A page whose environment a test sets: config.json's `overrides` changed, both where the page can
 * read it: the copy the server puts in the page (server/inline-config.ts) and the file itself (the
 * app asks for it when the page carries none).
 */
import type { Page } from 'playwright-core';
import { configBlock } from '../../server/inline-config';

type ConfigFile = { overrides?: Record<string, unknown> } & Record<string, unknown>;

const BLOCK = /<script type="application\/json" id="wap-config">([\s\S]*?)<\/script>/;

export async function overrideConfig(page: Page, overrides: Record<string, unknown>): Promise<void> {
  const edit = (file: ConfigFile): ConfigFile => ({
    ...file,
    overrides: { ...file.overrides, ...overrides },
  });
  await page.route('**/wap/config.json', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: edit((await res.json()) as ConfigFile) });
  });
  await page.route('**/wap/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const html = (await res.text()).replace(
      BLOCK,
      (whole, json: string) => configBlock(JSON.stringify(edit(JSON.parse(json) as ConfigFile))) ?? whole,
    );
    await route.fulfill({ response: res, body: html });
  });
}
