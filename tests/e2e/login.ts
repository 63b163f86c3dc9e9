/** Logging in through the login page as a user would: the SMS code is read from the server's log. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { findSmsCode } from '../../server/community/sms-sink';

/** The last SMS code the e2e server printed for a phone (E2E_DATA_DIR/sms.log). */
export async function smsCode(phone: string): Promise<string> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  const file = path.join(dir, 'sms.log');
  for (let i = 0; i < 100; i++) {
    const code = fs.existsSync(file) ? findSmsCode(fs.readFileSync(file, 'utf8'), phone) : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${phone}`);
}

/** On /login.html: phone, code, agreement, submit (the page then goes to its redirect). */
export async function logInOnLoginPage(page: Page, phone: string): Promise<void> {
  await page.locator('[data-testid=login-phone]').fill(phone);
  await page.locator('[data-testid=login-send-code]').click();
  await page.locator('[data-testid=login-captcha]').fill(await smsCode(phone));
  await page.locator('[data-testid=login-agree]').check();
  await page.locator('[data-testid=login-submit]').click();
}
