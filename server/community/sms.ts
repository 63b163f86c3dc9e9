/**
 * SMS captcha lifecycle: issue (with resend, daily and per-IP limits) and check (5 minutes, single
 * use, 5 tries, per-IP login limit). The answers never depend on whether the phone has an account.
 * Functions here run inside the caller's transaction.
 */
import { CAPTCHA_PATTERN } from '../../src/api/contract/community';
import type { Db } from './db';
import { rateLimited } from './failure';
import { hashSmsCode, newSalt, newSmsCode, newToken, sameBytes } from './secrets';

/** A code is valid this long after it is sent. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Wrong tries a code survives; the next try is refused even with the right code. */
export const SMS_MAX_ATTEMPTS = 5;
/** A new code for the same phone is refused this soon after the last one. */
export const SMS_RESEND_INTERVAL_MS = 60_000;
/** Codes per phone in any 24 hours. */
export const SMS_DAILY_CAP_PER_PHONE = 10;
export const SMS_DAILY_WINDOW_MS = 24 * 3_600_000;
/** Codes requested from one IP address in any hour. */
export const SMS_SENDS_PER_IP_PER_HOUR = 30;
/** Login attempts (right or wrong) from one IP address in any hour. */
export const LOGIN_ATTEMPTS_PER_IP_PER_HOUR = 60;
export const HOUR_MS = 3_600_000;

export const SMS_SENT_MSG = '验证码已发送';

interface CodeRow {
  id: number;
  sms_token: string;
  salt: Buffer;
  code_hash: Buffer;
  attempts: number;
}

export interface IssuedCode {
  smsToken: string;
  code: string;
}

export function issueCode(db: Db, phone: string, ip: string, now: number): IssuedCode {
  // Rows older than every window are no longer needed for any limit.
  db.prepare('DELETE FROM sms_codes WHERE created_at < ?').run(now - SMS_DAILY_WINDOW_MS);

  const last = db.prepare('SELECT MAX(created_at) AS at FROM sms_codes WHERE phone = ?').get(phone) as {
    at: number | null;
  };
  if (last.at !== null && now - last.at < SMS_RESEND_INTERVAL_MS) {
    const wait = Math.ceil((SMS_RESEND_INTERVAL_MS - (now - last.at)) / 1000);
    throw rateLimited(`验证码发送过于频繁，请${wait}秒后再试`);
  }
  const daily = db
    .prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ? AND created_at > ?')
    .get(phone, now - SMS_DAILY_WINDOW_MS) as { n: number };
  if (daily.n >= SMS_DAILY_CAP_PER_PHONE) throw rateLimited('今日验证码发送次数已达上限，请明天再试');
  const perIp = db
    .prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ? AND created_at > ?')
    .get(ip, now - HOUR_MS) as { n: number };
  if (perIp.n >= SMS_SENDS_PER_IP_PER_HOUR) throw rateLimited('请求过于频繁，请稍后再试');

  // A new code replaces every earlier one of this phone.
  db.prepare('UPDATE sms_codes SET closed_at = ? WHERE phone = ? AND closed_at IS NULL').run(now, phone);
  const code = newSmsCode();
  const salt = newSalt();
  const smsToken = newToken();
  db.prepare(
    `INSERT INTO sms_codes (phone, ip, sms_token, salt, code_hash, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(phone, ip, smsToken, salt, hashSmsCode(salt, phone, code), now, now + SMS_CODE_TTL_MS);
  return { smsToken, code };
}

export type CheckResult = 'ok' | 'invalid' | 'ip-limited';

/**
 * Checks a captcha and counts the try. The counted try must be committed even when the answer is
 * 'invalid', so this returns instead of throwing.
 */
export function checkCode(
  db: Db,
  phone: string,
  captcha: string,
  smsToken: string | undefined,
  ip: string,
  now: number,
): CheckResult {
  db.prepare('DELETE FROM login_attempts WHERE at < ?').run(now - HOUR_MS);
  const tries = db
    .prepare('SELECT COUNT(*) AS n FROM login_attempts WHERE ip = ? AND at > ?')
    .get(ip, now - HOUR_MS) as { n: number };
  if (tries.n >= LOGIN_ATTEMPTS_PER_IP_PER_HOUR) return 'ip-limited';
  db.prepare('INSERT INTO login_attempts (ip, at) VALUES (?, ?)').run(ip, now);

  const row = db
    .prepare(
      `SELECT id, sms_token, salt, code_hash, attempts FROM sms_codes
       WHERE phone = ? AND closed_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(phone, now) as CodeRow | undefined;
  if (!row) return 'invalid';
  const attempts = row.attempts + 1;
  const exhausted = attempts >= SMS_MAX_ATTEMPTS;
  const right =
    CAPTCHA_PATTERN.test(captcha) &&
    // The token the send call answered is required: a code alone is not enough (issue #20).
    smsToken !== undefined &&
    smsToken === row.sms_token &&
    sameBytes(hashSmsCode(row.salt, phone, captcha), row.code_hash);
  if (right) {
    // Single use.
    db.prepare('UPDATE sms_codes SET attempts = ?, closed_at = ? WHERE id = ?').run(attempts, now, row.id);
    return 'ok';
  }
  db.prepare('UPDATE sms_codes SET attempts = ?, closed_at = ? WHERE id = ?').run(
    attempts,
    exhausted ? now : null,
    row.id,
  );
  return 'invalid';
}

export function ipLimited() {
  return rateLimited('请求过于频繁，请稍后再试');
}
