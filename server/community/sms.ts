/**
 * SMS captcha lifecycle: issue (with resend, daily and per-IP limits) and check (5 minutes, single
 * use, 5 tries, per-IP login limit). The answers never depend on whether the phone has an account.
 * Functions here run inside the caller's write transaction.
 */
import { CAPTCHA_PATTERN } from '../../contract/community';
import { rateLimited } from './failure';
import { hashSmsCode, newSalt, newSmsCode, newToken, sameBytes } from './secrets';
import { sql, type SqlRunner } from './sql';

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

export async function issueCode(db: SqlRunner, phone: string, ip: string, now: number): Promise<IssuedCode> {
  // Rows older than every window are no longer needed for any limit.
  await db.run(sql`DELETE FROM sms_codes WHERE created_at < ${now - SMS_DAILY_WINDOW_MS}`);

  const last = await db.get<{ at: number | null }>(
    sql`SELECT MAX(created_at) AS at FROM sms_codes WHERE phone = ${phone}`,
  );
  if (last && last.at !== null && now - last.at < SMS_RESEND_INTERVAL_MS) {
    const wait = Math.ceil((SMS_RESEND_INTERVAL_MS - (now - last.at)) / 1000);
    throw rateLimited(`验证码发送过于频繁，请${wait}秒后再试`);
  }
  const daily = await db.get<{ n: number }>(
    sql`SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ${phone} AND created_at > ${now - SMS_DAILY_WINDOW_MS}`,
  );
  if ((daily?.n ?? 0) >= SMS_DAILY_CAP_PER_PHONE) throw rateLimited('今日验证码发送次数已达上限，请明天再试');
  const perIp = await db.get<{ n: number }>(
    sql`SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ${ip} AND created_at > ${now - HOUR_MS}`,
  );
  if ((perIp?.n ?? 0) >= SMS_SENDS_PER_IP_PER_HOUR) throw rateLimited('请求过于频繁，请稍后再试');

  // A new code replaces every earlier one of this phone.
  await db.run(sql`UPDATE sms_codes SET closed_at = ${now} WHERE phone = ${phone} AND closed_at IS NULL`);
  const code = newSmsCode();
  const salt = newSalt();
  const smsToken = newToken();
  await db.run(
    sql`INSERT INTO sms_codes (phone, ip, sms_token, salt, code_hash, created_at, expires_at)
        VALUES (${phone}, ${ip}, ${smsToken}, ${salt}, ${hashSmsCode(salt, phone, code)}, ${now}, ${now + SMS_CODE_TTL_MS})`,
  );
  return { smsToken, code };
}

export type CheckResult = 'ok' | 'invalid' | 'ip-limited';

/**
 * Checks a captcha and counts the try. The counted try must be committed even when the answer is
 * 'invalid', so this returns instead of throwing. Single use: the right code closes its row in the
 * same write transaction, so two logins racing with one code cannot both see it open.
 */
export async function checkCode(
  db: SqlRunner,
  phone: string,
  captcha: string,
  smsToken: string | undefined,
  ip: string,
  now: number,
): Promise<CheckResult> {
  await db.run(sql`DELETE FROM login_attempts WHERE at < ${now - HOUR_MS}`);
  const tries = await db.get<{ n: number }>(
    sql`SELECT COUNT(*) AS n FROM login_attempts WHERE ip = ${ip} AND at > ${now - HOUR_MS}`,
  );
  if ((tries?.n ?? 0) >= LOGIN_ATTEMPTS_PER_IP_PER_HOUR) return 'ip-limited';
  await db.run(sql`INSERT INTO login_attempts (ip, at) VALUES (${ip}, ${now})`);

  const row = await db.get<CodeRow>(
    sql`SELECT id, sms_token, salt, code_hash, attempts FROM sms_codes
        WHERE phone = ${phone} AND closed_at IS NULL AND expires_at > ${now}
        ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
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
    await db.run(sql`UPDATE sms_codes SET attempts = ${attempts}, closed_at = ${now} WHERE id = ${row.id}`);
    return 'ok';
  }
  await db.run(
    sql`UPDATE sms_codes SET attempts = ${attempts}, closed_at = ${exhausted ? now : null} WHERE id = ${row.id}`,
  );
  return 'invalid';
}

export function ipLimited() {
  return rateLimited('请求过于频繁，请稍后再试');
}
