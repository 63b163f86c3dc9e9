/** Logging in through the login page as a user would: the SMS code is read from the server's log. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SMS_RESEND_INTERVAL_MS } from '../../server/community/sms';
import { SMS_LOG_PATTERN } from '../../server/community/sms-sink';

/** Every SMS code the e2e server printed for a phone so far, oldest first (E2E_DATA_DIR/sms.log). */
function smsCodes(phone: string): string[] {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  const file = path.join(dir, 'sms.log');
  if (!fs.existsSync(file)) return [];
  const lines = fs.readFileSync(file, 'utf8').matchAll(new RegExp(SMS_LOG_PATTERN.source, 'g'));
  return [...lines].filter((m) => m[1] === phone).map((m) => m[2]);
}

/** How many codes were sent to a phone: taken before a send, it tells the new code from the old. */
export function smsSent(phone: string): number {
  return smsCodes(phone).length;
}

/**
 * The code of the next SMS after `sentBefore` codes. Waiting for a new one matters for a second
 * login of one phone: under load the old code is still the last line when the send is clicked.
 */
export async function smsCode(phone: string, sentBefore: number): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const codes = smsCodes(phone);
    if (codes.length > sentBefore) return codes[codes.length - 1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new SMS code for ${phone} after ${sentBefore}`);
}

/**
 * When this worker last asked a code for each phone. The server refuses a second code within 60 s
 * (SMS_RESEND_INTERVAL_MS, the spec's countdown); a test retried after a failure logs the same
 * phone in again, so it waits out the rest of that minute instead of failing by design.
 */
const lastSendAt = new Map<string, number>();

async function waitForResend(phone: string): Promise<void> {
  const last = lastSendAt.get(phone);
  if (last === undefined) return;
  const wait = last + SMS_RESEND_INTERVAL_MS + 1_000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/**
 * On /login.html: phone, code, agreement, submit (the page then goes to its redirect).
 * `afterSend` runs once the code is asked for (a test checking the page's toast, say).
 */
export async function logInOnLoginPage(
  page: Page,
  phone: string,
  opts: { afterSend?: () => Promise<void> } = {},
): Promise<void> {
  await page.locator('[data-testid=login-phone]').fill(phone);
  const sent = smsSent(phone);
  await waitForResend(phone);
  await page.locator('[data-testid=login-send-code]').click();
  lastSendAt.set(phone, Date.now());
  await opts.afterSend?.();
  await page.locator('[data-testid=login-captcha]').fill(await smsCode(phone, sent));
  await page.locator('[data-testid=login-agree]').check();
  await page.locator('[data-testid=login-submit]').click();
}
