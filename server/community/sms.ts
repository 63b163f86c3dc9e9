/**
 * SMS captcha lifecycle: issue (with resend, daily and per-IP limits) and check (5 minutes, single
 * use, 5 tries, per-IP login limit). The answers never depend on whether the phone has an account.
 * Functions here run inside the caller's write transaction.
 *
 * Issue 32 row 5 (lockout): a code belongs to the send that made it, named by the SMS token that
 * send answered. Only a try carrying that token counts against the code, so someone who merely
 * knows the phone number cannot burn it; sends are capped per (phone, IP) below the phone's daily
 * total, so one IP cannot use up another's codes; a send from one IP does not replace or delay the
 * code another IP asked for. Every counter lives in a table whose rows are bounded by a total cap
 * per window (SMS_SENDS_TOTAL_PER_HOUR, LOGIN_ATTEMPTS_TOTAL_PER_HOUR) and purged after it.
 */
import { CAPTCHA_PATTERN } from '../../contract/community';
import { rateLimited } from './failure';
import { hashSmsCode, newSalt, newSmsCode, newToken, sameBytes } from './secrets';
import { sql, type SqlRunner } from './sql';

/** A code is valid this long after it is sent. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Wrong tries (with the code's SMS token) a code survives; the next try is refused even with the right code. */
export const SMS_MAX_ATTEMPTS = 5;
/** A new code for the same phone from the same IP is refused this soon after the last one. */
export const SMS_RESEND_INTERVAL_MS = 60_000;
/** Codes one IP may ask for one phone in any 24 hours. */
export const SMS_DAILY_CAP_PER_PHONE_IP = 5;
/** Codes per phone in any 24 hours, all IPs together (larger, so one IP alone cannot reach it). */
export const SMS_DAILY_CAP_PER_PHONE = 20;
export const SMS_DAILY_WINDOW_MS = 24 * 3_600_000;
/** Codes requested from one IP address in any hour, across phones. */
export const SMS_SENDS_PER_IP_PER_HOUR = 30;
/** Codes sent in any hour by the whole server: bounds the SMS bill and the sms_codes table. */
export const SMS_SENDS_TOTAL_PER_HOUR = 3_000;
/** Login attempts (right or wrong) from one IP address in any hour. */
export const LOGIN_ATTEMPTS_PER_IP_PER_HOUR = 60;
/** Login attempts in any hour by everyone together: bounds the login_attempts table. */
export const LOGIN_ATTEMPTS_TOTAL_PER_HOUR = 30_000;
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

  const total = await db.get<{ n: number }>(
    sql`SELECT COUNT(*) AS n FROM sms_codes WHERE created_at > ${now - HOUR_MS}`,
  );
  if ((total?.n ?? 0) >= SMS_SENDS_TOTAL_PER_HOUR) throw rateLimited('请求过于频繁，请稍后再试');
  const perIp = await db.get<{ n: number }>(
    sql`SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ${ip} AND created_at > ${now - HOUR_MS}`,
  );
  if ((perIp?.n ?? 0) >= SMS_SENDS_PER_IP_PER_HOUR) throw rateLimited('请求过于频繁，请稍后再试');

  const mine = await db.get<{ at: number | null; n: number }>(
    sql`SELECT MAX(created_at) AS at, COUNT(*) AS n FROM sms_codes
        WHERE phone = ${phone} AND ip = ${ip} AND created_at > ${now - SMS_DAILY_WINDOW_MS}`,
  );
  const lastAt = mine?.at === null || mine?.at === undefined ? null : Number(mine.at);
  if (lastAt !== null && now - lastAt < SMS_RESEND_INTERVAL_MS) {
    const wait = Math.ceil((SMS_RESEND_INTERVAL_MS - (now - lastAt)) / 1000);
    throw rateLimited(`验证码发送过于频繁，请${wait}秒后再试`);
  }
  if (Number(mine?.n ?? 0) >= SMS_DAILY_CAP_PER_PHONE_IP)
    throw rateLimited('今日验证码发送次数已达上限，请明天再试');
  const daily = await db.get<{ n: number }>(
    sql`SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ${phone} AND created_at > ${now - SMS_DAILY_WINDOW_MS}`,
  );
  if (Number(daily?.n ?? 0) >= SMS_DAILY_CAP_PER_PHONE)
    throw rateLimited('今日验证码发送次数已达上限，请明天再试');

  // A new code replaces the earlier ones this IP asked for this phone, not another IP's.
  await db.run(
    sql`UPDATE sms_codes SET closed_at = ${now} WHERE phone = ${phone} AND ip = ${ip} AND closed_at IS NULL`,
  );
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
  if (Number(tries?.n ?? 0) >= LOGIN_ATTEMPTS_PER_IP_PER_HOUR) return 'ip-limited';
  const all = await db.get<{ n: number }>(
    sql`SELECT COUNT(*) AS n FROM login_attempts WHERE at > ${now - HOUR_MS}`,
  );
  if (Number(all?.n ?? 0) >= LOGIN_ATTEMPTS_TOTAL_PER_HOUR) return 'ip-limited';
  await db.run(sql`INSERT INTO login_attempts (ip, at) VALUES (${ip}, ${now})`);

  // The token the send call answered is required (issue #20), and it picks the code: a try
  // without it, or with another, touches no code, so it cannot burn the owner's (issue 32 row 5).
  if (smsToken === undefined) return 'invalid';
  const row = await db.get<CodeRow>(
    sql`SELECT id, sms_token, salt, code_hash, attempts FROM sms_codes
        WHERE phone = ${phone} AND sms_token = ${smsToken} AND closed_at IS NULL AND expires_at > ${now}
        ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  if (!row) return 'invalid';
  const attempts = row.attempts + 1;
  const exhausted = attempts >= SMS_MAX_ATTEMPTS;
  const right =
    CAPTCHA_PATTERN.test(captcha) &&
    sameBytes(Buffer.from(smsToken), Buffer.from(row.sms_token)) &&
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
