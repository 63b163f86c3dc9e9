/**
 * Users and login tokens. A login (phone + SMS code) creates the account on first use and always
 * issues a new token; only the token's sha256 is stored, and it expires after TOKEN_TTL_MS.
 */
import { PHONE_PATTERN, type UserInfo } from '../../contract/community';
import type { Clock } from './clock';
import { badInput, captchaInvalid, loginRequired } from './failure';
import { newNicknameSuffix, newToken, newUserCode, sha256Hex } from './secrets';
import { checkCode, ipLimited, issueCode } from './sms';
import { sql, type SqlDb, type SqlRunner } from './sql';
import { deliverSms } from './sms-sink';

export const TOKEN_TTL_MS = 30 * 24 * 3_600_000;
/** The community's server id (§3 (entities and their fields) user info serverId; the app echoes it in its calls). */
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
    private readonly db: SqlDb,
    private readonly clock: Clock,
  ) {}

  /** Issues a code and hands it to the SMS sink; returns the SMS token for the login call. */
  async sendCode(phone: string, ip: string): Promise<string> {
    if (!PHONE_PATTERN.test(phone)) throw badInput(INVALID_PHONE_MSG);
    const now = this.clock.now();
    const issued = await this.db.write((tx) => issueCode(tx, phone, ip, now));
    deliverSms(phone, issued.code);
    return issued.smsToken;
  }

  async login(phone: string, captcha: string, smsToken: string | undefined, ip: string): Promise<UserInfo> {
    if (!PHONE_PATTERN.test(phone)) throw badInput(INVALID_PHONE_MSG);
    const now = this.clock.now();
    const result = await this.db.write(async (tx): Promise<UserInfo | 'invalid' | 'ip-limited'> => {
      const check = await checkCode(tx, phone, captcha, smsToken, ip, now);
      if (check !== 'ok') return check;
      const user = await findOrCreateUser(tx, phone, now);
      const token = newToken();
      await tx.run(sql`DELETE FROM tokens WHERE expires_at <= ${now}`);
      await tx.run(
        sql`INSERT INTO tokens (token_hash, user_id, created_at, expires_at)
            VALUES (${sha256Hex(token)}, ${user.id}, ${now}, ${now + TOKEN_TTL_MS})`,
      );
      return userInfo(user, token);
    });
    if (result === 'invalid') throw captchaInvalid();
    if (result === 'ip-limited') throw ipLimited();
    return result;
  }

  /** The user holding a valid token, or null (missing, malformed, unknown, expired, revoked). */
  async authenticate(token: string | undefined): Promise<AuthUser | null> {
    if (!token || token.length > TOKEN_MAX_LENGTH) return null;
    const row = await this.db.get<UserRow>(
      sql`SELECT u.id, u.user_code, u.nickname, u.head_image, u.phone FROM tokens t
          JOIN users u ON u.id = t.user_id WHERE t.token_hash = ${sha256Hex(token)} AND t.expires_at > ${this.clock.now()}`,
    );
    return row ? toAuthUser(row) : null;
  }

  async require(token: string | undefined): Promise<AuthUser> {
    const user = await this.authenticate(token);
    if (!user) throw loginRequired();
    return user;
  }

  async logout(token: string | undefined): Promise<void> {
    await this.require(token);
    await this.db.run(sql`DELETE FROM tokens WHERE token_hash = ${sha256Hex(token ?? '')}`);
  }
}

async function findOrCreateUser(tx: SqlRunner, phone: string, now: number): Promise<AuthUser> {
  const existing = await tx.get<UserRow>(
    sql`SELECT id, user_code, nickname, head_image, phone FROM users WHERE phone = ${phone}`,
  );
  if (existing) return toAuthUser(existing);
  const userCode = newUserCode();
  const nickname = `股友${newNicknameSuffix()}`;
  const row = await tx.get<{ id: number }>(
    sql`INSERT INTO users (phone, user_code, nickname, head_image, created_at)
        VALUES (${phone}, ${userCode}, ${nickname}, '', ${now}) RETURNING id`,
  );
  return { id: Number(row?.id), userCode, nickname, headImage: '', phone };
}
