/**
 * Users and login tokens. A login (phone + SMS code) creates the account on first use and always
 * issues a new token; only the token's sha256 is stored, and it expires after TOKEN_TTL_MS.
 */
import { PHONE_PATTERN, type UserInfo } from '../../src/api/contract/community';
import type { Clock } from './clock';
import type { Db } from './db';
import { badInput, captchaInvalid, loginRequired } from './failure';
import { newNicknameSuffix, newToken, newUserCode, sha256Hex } from './secrets';
import { checkCode, ipLimited, issueCode } from './sms';
import { deliverSms } from './sms-sink';

export const TOKEN_TTL_MS = 30 * 24 * 3_600_000;
/** The community's server id (§3 user info serverId; the app echoes it in its calls). */
export const COMMUNITY_SERVER_ID = '1';
export const INVALID_PHONE_MSG = '请输入正确的手机号';
const TOKEN_MAX_LENGTH = 200;

export interface AuthUser {
  id: number;
  userCode: string;
  nickname: string;
  headImage: string;
  phone: string;
}

interface UserRow {
  id: number;
  user_code: string;
  nickname: string;
  head_image: string;
  phone: string;
}

const toAuthUser = (r: UserRow): AuthUser => ({
  id: r.id,
  userCode: r.user_code,
  nickname: r.nickname,
  headImage: r.head_image,
  phone: r.phone,
});

export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

export function userInfo(user: AuthUser, token: string): UserInfo {
  return {
    token,
    serverId: COMMUNITY_SERVER_ID,
    headImage: user.headImage,
    nickname: user.nickname,
    username: maskPhone(user.phone),
    userCode: user.userCode,
  };
}

export class Accounts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Issues a code and hands it to the SMS sink; returns the SMS token for the login call. */
  sendCode(phone: string, ip: string): string {
    if (!PHONE_PATTERN.test(phone)) throw badInput(INVALID_PHONE_MSG);
    const now = this.clock.now();
    const issued = this.db.transaction(() => issueCode(this.db, phone, ip, now)).immediate();
    deliverSms(phone, issued.code);
    return issued.smsToken;
  }

  login(phone: string, captcha: string, smsToken: string | undefined, ip: string): UserInfo {
    if (!PHONE_PATTERN.test(phone)) throw badInput(INVALID_PHONE_MSG);
    const now = this.clock.now();
    const result = this.db
      .transaction((): UserInfo | 'invalid' | 'ip-limited' => {
        const check = checkCode(this.db, phone, captcha, smsToken, ip, now);
        if (check !== 'ok') return check;
        const user = this.findOrCreateUser(phone, now);
        const token = newToken();
        this.db.prepare('DELETE FROM tokens WHERE expires_at <= ?').run(now);
        this.db
          .prepare('INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
          .run(sha256Hex(token), user.id, now, now + TOKEN_TTL_MS);
        return userInfo(user, token);
      })
      .immediate();
    if (result === 'invalid') throw captchaInvalid();
    if (result === 'ip-limited') throw ipLimited();
    return result;
  }

  /** The user holding a valid token, or null (missing, malformed, unknown, expired, revoked). */
  authenticate(token: string | undefined): AuthUser | null {
    if (!token || token.length > TOKEN_MAX_LENGTH) return null;
    const row = this.db
      .prepare(
        `SELECT u.id, u.user_code, u.nickname, u.head_image, u.phone FROM tokens t
         JOIN users u ON u.id = t.user_id WHERE t.token_hash = ? AND t.expires_at > ?`,
      )
      .get(sha256Hex(token), this.clock.now()) as UserRow | undefined;
    return row ? toAuthUser(row) : null;
  }

  require(token: string | undefined): AuthUser {
    const user = this.authenticate(token);
    if (!user) throw loginRequired();
    return user;
  }

  logout(token: string | undefined): void {
    this.require(token);
    this.db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(sha256Hex(token ?? ''));
  }

  private findOrCreateUser(phone: string, now: number): AuthUser {
    const existing = this.db
      .prepare('SELECT id, user_code, nickname, head_image, phone FROM users WHERE phone = ?')
      .get(phone) as UserRow | undefined;
    if (existing) return toAuthUser(existing);
    const userCode = newUserCode();
    const nickname = `股友${newNicknameSuffix()}`;
    const info = this.db
      .prepare(
        'INSERT INTO users (phone, user_code, nickname, head_image, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(phone, userCode, nickname, '', now);
    return { id: Number(info.lastInsertRowid), userCode, nickname, headImage: '', phone };
  }
}
