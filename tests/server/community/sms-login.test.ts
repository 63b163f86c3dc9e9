/** SMS captcha and login rules (§5 (validation rules), issue 6): codes, expiry, tries, resend, caps, tokens. */
import http from 'node:http';
import { CommunityCode, CommunityPaths } from '../../../contract/community';
import { TOKEN_TTL_MS } from '../../../server/community/accounts';
import {
  LOGIN_ATTEMPTS_PER_IP_PER_HOUR,
  SMS_CODE_TTL_MS,
  SMS_DAILY_CAP_PER_PHONE,
  SMS_DAILY_CAP_PER_PHONE_IP,
  SMS_MAX_ATTEMPTS,
  SMS_RESEND_INTERVAL_MS,
  SMS_SENDS_PER_IP_PER_HOUR,
} from '../../../server/community/sms';
import { ORIGIN_REFUSED_MSG } from '../../../server/origin';
import { sql } from '../../../server/community/sql';
import {
  api,
  login,
  newPhone,
  openDb,
  postFrom,
  STORES,
  useCommunityClock,
  useCommunityServer,
  useSmsInbox,
} from './helpers';

// Building the whole server (simulator included) takes seconds on a busy machine.
jest.setTimeout(120_000);

const HOUR = 3_600_000;

describe.each(STORES)('SMS send and login (%s)', (store) => {
  const srv = useCommunityServer(store, { allowedOrigins: ['https://m.example.com'] });
  const clock = useCommunityClock();
  const inbox = useSmsInbox();
  /** The SMS token the last send call answered, per phone: a login sends it unless told not to. */
  const smsTokens = new Map<string, string>();
  const send = async (phone: string) => {
    const res = await api(srv).postJson(CommunityPaths.smsSend, { phone });
    if (typeof res.body.token === 'string') smsTokens.set(phone, res.body.token);
    return res;
  };
  /** smsToken: undefined = the one the send answered; null = leave the field out. */
  const tryLogin = (phone: string, captcha: string, smsToken?: string | null) => {
    const token = smsToken === undefined ? smsTokens.get(phone) : smsToken;
    return api(srv).postJson(CommunityPaths.smsLogin, {
      phone,
      captcha,
      ...(token ? { smsToken: token } : {}),
    });
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  // Each test starts in a fresh hour, so the per-IP windows of earlier tests are behind it.
  beforeEach(() => clock.advance(2 * HOUR));

  it('sends a 6-digit code to the sink only, never in the response', async () => {
    const phone = newPhone();
    const res = await send(phone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: CommunityCode.Ok, msg: '验证码已发送', token: expect.any(String) });
    const code = inbox.last(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it('refuses bad phones with 请输入正确的手机号', async () => {
    for (const phone of [
      '1380000000',
      '138000000000',
      '12800000000',
      '23800000000',
      '1380000000a',
      '+8613800000000',
    ]) {
      const res = await send(phone);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: CommunityCode.BadInput, msg: '请输入正确的手机号' });
      const login = await tryLogin(phone, '123456');
      expect(login.body).toEqual({ code: CommunityCode.BadInput, msg: '请输入正确的手机号' });
    }
    const missing = await api(srv).postJson(CommunityPaths.smsSend, {});
    expect(missing.body).toEqual({ code: CommunityCode.BadInput, msg: '缺少参数phone' });
  });

  it('answers known and unknown phones the same way', async () => {
    const known = newPhone();
    await login(srv, inbox, clock, known);
    clock.advance(SMS_RESEND_INTERVAL_MS);
    const unknown = newPhone();
    const a = await send(known);
    const b = await send(unknown);
    expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
    expect({ ...a.body, token: 'x' }).toEqual({ ...b.body, token: 'x' });
    const wa = await tryLogin(known, wrong(inbox.last(known)));
    const wb = await tryLogin(unknown, wrong(inbox.last(unknown)));
    expect(wa.body).toEqual(wb.body);
    expect(wa.body).toEqual({ code: CommunityCode.CaptchaInvalid, msg: '验证码错误' });
  });

  it('logs in with the right code and issues a new token each time', async () => {
    const phone = newPhone();
    const first = await login(srv, inbox, clock, phone);
    const second = await login(srv, inbox, clock, phone);
    expect(first.token).not.toEqual(second.token);
    expect(first).toMatchObject({
      serverId: '1',
      headImage: '',
      username: `${phone.slice(0, 3)}****${phone.slice(7)}`,
    });
    expect(first.nickname).toMatch(/^股友\d{6}$/);
    expect(second.userCode).toBe(first.userCode);
    for (const token of [first.token, second.token]) {
      const info = await api(srv).get(CommunityPaths.userInfo, { token });
      expect(info.body).toEqual({ code: 1, data: { ...first, token } });
    }
  });

  it('stores neither codes nor tokens in clear', async () => {
    const phone = newPhone();
    const user = await login(srv, inbox, clock, phone);
    const code = inbox.last(phone);
    const db = await openDb(srv);
    try {
      const codes = await db.all<{ phone: string; sms_token: string; salt: Buffer; code_hash: Buffer }>(
        sql`SELECT phone, sms_token, salt, code_hash FROM sms_codes`,
      );
      const dump = JSON.stringify([
        await db.all(sql`SELECT * FROM tokens`),
        codes.map((c) => [c.phone, c.sms_token, c.salt.toString('hex'), c.code_hash.toString('hex')]),
      ]);
      expect(dump).not.toContain(user.token);
      const row = await db.get<{ code_hash: Buffer }>(
        sql`SELECT code_hash FROM sms_codes WHERE phone = ${phone}`,
      );
      expect(row?.code_hash.length).toBe(32);
      expect(row?.code_hash.toString('latin1')).not.toContain(code);
    } finally {
      await db.close();
    }
  });

  it('refuses a resend within 59 s and allows it at 60 s', async () => {
    const phone = newPhone();
    expect((await send(phone)).body.code).toBe(1);
    clock.advance(59_000);
    const early = await send(phone);
    expect(early.body.code).toBe(CommunityCode.RateLimited);
    expect(early.body.msg).toBe('验证码发送过于频繁，请1秒后再试');
    clock.advance(1_000);
    expect((await send(phone)).body.code).toBe(1);
  });

  it('refuses a wrong code, and a code replaced by a newer one', async () => {
    const phone = newPhone();
    await send(phone);
    const old = inbox.last(phone);
    expect((await tryLogin(phone, wrong(old))).body.code).toBe(CommunityCode.CaptchaInvalid);
    clock.advance(SMS_RESEND_INTERVAL_MS);
    await send(phone);
    const fresh = inbox.last(phone);
    if (fresh !== old) expect((await tryLogin(phone, old)).body.code).toBe(CommunityCode.CaptchaInvalid);
    expect((await tryLogin(phone, fresh)).body.code).toBe(1);
  });

  it('accepts a code until 5 minutes, not at 5 minutes', async () => {
    const a = newPhone();
    await send(a);
    clock.advance(SMS_CODE_TTL_MS - 1);
    expect((await tryLogin(a, inbox.last(a))).body.code).toBe(1);
    const b = newPhone();
    await send(b);
    clock.advance(SMS_CODE_TTL_MS);
    expect((await tryLogin(b, inbox.last(b))).body).toEqual({
      code: CommunityCode.CaptchaInvalid,
      msg: '验证码错误',
    });
  });

  it('uses a code once', async () => {
    const phone = newPhone();
    await send(phone);
    const code = inbox.last(phone);
    expect((await tryLogin(phone, code)).body.code).toBe(1);
    expect((await tryLogin(phone, code)).body.code).toBe(CommunityCode.CaptchaInvalid);
  });

  it('uses a code once when several logins race with it', async () => {
    const phone = newPhone();
    await send(phone);
    const code = inbox.last(phone);
    const answers = await Promise.all(Array.from({ length: 4 }, () => tryLogin(phone, code)));
    expect(answers.map((r) => r.body.code).sort()).toEqual(
      [
        CommunityCode.Ok,
        CommunityCode.CaptchaInvalid,
        CommunityCode.CaptchaInvalid,
        CommunityCode.CaptchaInvalid,
      ].sort(),
    );
  });

  it('accepts the right code after 4 wrong tries, refuses the 6th try even with the right code', async () => {
    const a = newPhone();
    await send(a);
    for (let i = 0; i < SMS_MAX_ATTEMPTS - 1; i++) await tryLogin(a, wrong(inbox.last(a)));
    expect((await tryLogin(a, inbox.last(a))).body.code).toBe(1);

    const b = newPhone();
    await send(b);
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      expect((await tryLogin(b, wrong(inbox.last(b)))).body.code).toBe(CommunityCode.CaptchaInvalid);
    }
    expect((await tryLogin(b, inbox.last(b))).body).toEqual({
      code: CommunityCode.CaptchaInvalid,
      msg: '验证码错误',
    });
  });

  it('refuses the right code with another SMS token, without spending the code', async () => {
    const phone = newPhone();
    const sent = await send(phone);
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      expect((await tryLogin(phone, inbox.last(phone), 'not-the-token')).body.code).toBe(
        CommunityCode.CaptchaInvalid,
      );
    }
    expect((await tryLogin(phone, inbox.last(phone), sent.body.token)).body.code).toBe(1);
  });

  it('refuses the right code without the SMS token, without spending the code', async () => {
    const phone = newPhone();
    await send(phone);
    const code = inbox.last(phone);
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      expect((await tryLogin(phone, code, null)).body).toEqual({
        code: CommunityCode.CaptchaInvalid,
        msg: '验证码错误',
      });
    }
    expect((await tryLogin(phone, code)).body.code).toBe(1);
  });

  it('does not let another IP lock the owner out (issue 32 row 5)', async () => {
    const phone = newPhone();
    const owner = '127.0.0.1';
    const attacker = '127.0.0.2';
    const ownerSend = await postFrom(srv, owner, CommunityPaths.smsSend, { phone });
    expect(ownerSend.body.code).toBe(1);
    const ownerCode = inbox.last(phone);
    // Five wrong tries from B, with no token and with a guessed one: the owner's code survives.
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      const tokenField = i % 2 ? { smsToken: `guess${i}` } : {};
      const res = await postFrom(srv, attacker, CommunityPaths.smsLogin, {
        phone,
        captcha: wrong(ownerCode),
        ...tokenField,
      });
      expect(res.body.code).toBe(CommunityCode.CaptchaInvalid);
    }
    // Ten sends from B, a minute apart: B is capped, its codes do not replace or delay A's.
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push((await postFrom(srv, attacker, CommunityPaths.smsSend, { phone })).body.code);
      clock.advance(SMS_RESEND_INTERVAL_MS);
    }
    expect(answers.filter((c) => c === 1)).toHaveLength(SMS_DAILY_CAP_PER_PHONE_IP);
    expect(answers.slice(SMS_DAILY_CAP_PER_PHONE_IP).every((c) => c === CommunityCode.RateLimited)).toBe(
      true,
    );
    // Ten minutes on, A's first code has expired: A still gets a new one and logs in with it.
    const again = await postFrom(srv, owner, CommunityPaths.smsSend, { phone });
    expect(again.body.code).toBe(1);
    const login = await postFrom(srv, owner, CommunityPaths.smsLogin, {
      phone,
      captcha: inbox.last(phone),
      smsToken: again.body.token,
    });
    expect(login.body.code).toBe(1);
  });

  it("keeps the owner's live code through another IP's wrong tries and sends", async () => {
    const phone = newPhone();
    const ownerSend = await postFrom(srv, '127.0.0.1', CommunityPaths.smsSend, { phone });
    const ownerCode = inbox.last(phone);
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      await postFrom(srv, '127.0.0.3', CommunityPaths.smsLogin, { phone, captcha: wrong(ownerCode) });
    }
    expect((await postFrom(srv, '127.0.0.3', CommunityPaths.smsSend, { phone })).body.code).toBe(1);
    const login = await postFrom(srv, '127.0.0.1', CommunityPaths.smsLogin, {
      phone,
      captcha: ownerCode,
      smsToken: ownerSend.body.token,
    });
    expect(login.body.code).toBe(1);
  });

  it('refuses SMS calls from other sites (issue 32 row 12)', async () => {
    const phone = newPhone();
    const host = new URL(srv.url('/')).host;
    // A no-cors form POST from another page: refused before any code is made.
    const form = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const body = new URLSearchParams({ phone }).toString();
      const req = http.request(srv.url(CommunityPaths.smsSend), {
        method: 'POST',
        headers: {
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(form.status).toBe(403);
    expect(JSON.parse(form.body)).toEqual({ code: 403, msg: ORIGIN_REFUSED_MSG });
    const evil = { origin: 'https://evil.example' };
    const login = await postFrom(
      srv,
      '127.0.0.1',
      CommunityPaths.smsLogin,
      { phone, captcha: '000000' },
      evil,
    );
    expect(login).toEqual({ status: 403, body: { code: 403, msg: ORIGIN_REFUSED_MSG } });
    expect(() => inbox.last(phone)).toThrow('no SMS code');
    // Same origin, a listed origin, and no Origin at all (native apps) are served.
    for (const origin of [`http://${host}`, 'https://m.example.com', undefined]) {
      const res = await postFrom(
        srv,
        '127.0.0.1',
        CommunityPaths.smsSend,
        { phone },
        origin ? { origin } : {},
      );
      expect(res.body.code).toBe(1);
      clock.advance(SMS_RESEND_INTERVAL_MS);
    }
  });

  it('refuses malformed captchas', async () => {
    const phone = newPhone();
    await send(phone);
    for (const captcha of ['12345', '1234567', 'abcdef']) {
      expect((await tryLogin(phone, captcha)).body.code).toBe(CommunityCode.CaptchaInvalid);
    }
  });

  it(`caps one IP at ${SMS_DAILY_CAP_PER_PHONE_IP} codes a phone and a phone at ${SMS_DAILY_CAP_PER_PHONE} in 24 hours`, async () => {
    const phone = newPhone();
    const start = clock.now();
    const ips = Array.from(
      { length: SMS_DAILY_CAP_PER_PHONE / SMS_DAILY_CAP_PER_PHONE_IP + 1 },
      (_, i) => `127.0.1.${i + 1}`,
    );
    const capped = { code: CommunityCode.RateLimited, msg: '今日验证码发送次数已达上限，请明天再试' };
    for (const ip of ips.slice(0, -1)) {
      for (let i = 0; i < SMS_DAILY_CAP_PER_PHONE_IP; i++) {
        expect((await postFrom(srv, ip, CommunityPaths.smsSend, { phone })).body.code).toBe(1);
        clock.advance(SMS_RESEND_INTERVAL_MS);
      }
      expect((await postFrom(srv, ip, CommunityPaths.smsSend, { phone })).body).toEqual(capped);
    }
    // The phone's total is reached: a further IP is refused too, until the window has passed.
    expect((await postFrom(srv, ips[ips.length - 1], CommunityPaths.smsSend, { phone })).body).toEqual(
      capped,
    );
    clock.set(start + 24 * HOUR + 1);
    expect((await postFrom(srv, ips[0], CommunityPaths.smsSend, { phone })).body.code).toBe(1);
  });

  it(`limits one IP to ${SMS_SENDS_PER_IP_PER_HOUR} codes an hour`, async () => {
    for (let i = 0; i < SMS_SENDS_PER_IP_PER_HOUR; i++) expect((await send(newPhone())).body.code).toBe(1);
    const limited = await send(newPhone());
    expect(limited.body).toEqual({ code: CommunityCode.RateLimited, msg: '请求过于频繁，请稍后再试' });
    clock.advance(HOUR);
    expect((await send(newPhone())).body.code).toBe(1);
  });

  it(`limits one IP to ${LOGIN_ATTEMPTS_PER_IP_PER_HOUR} login attempts an hour`, async () => {
    const phone = newPhone();
    await send(phone);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP_PER_HOUR; i++) await tryLogin(newPhone(), '000000');
    expect((await tryLogin(phone, inbox.last(phone))).body.code).toBe(CommunityCode.RateLimited);
    clock.advance(HOUR);
    await send(phone);
    expect((await tryLogin(phone, inbox.last(phone))).body.code).toBe(1);
  });

  it('expires tokens after 30 days and revokes them at logout', async () => {
    const a = await login(srv, inbox, clock);
    clock.advance(TOKEN_TTL_MS - 1000);
    expect((await api(srv).get(CommunityPaths.userInfo, { token: a.token })).body.code).toBe(1);
    clock.advance(1000);
    expect((await api(srv).get(CommunityPaths.userInfo, { token: a.token })).body).toEqual({
      code: CommunityCode.LoginRequired,
      msg: '请先登录',
    });
    const b = await login(srv, inbox, clock);
    expect((await api(srv).postForm(CommunityPaths.logout, { token: b.token })).body.code).toBe(1);
    expect((await api(srv).get(CommunityPaths.userInfo, { token: b.token })).body.code).toBe(
      CommunityCode.LoginRequired,
    );
  });
});
