/**
 * The stub host's native login: the real SMS login of the reference server (§7 (the calls it makes) SMS send, SMS
 * login), with the code taken from the in-process server's SMS sink instead of a phone. Only
 * possible when the stub runs the server in-process; against a remote server QA pastes a token.
 */
import {
  CommunityPaths,
  type SmsLoginResponse,
  type SmsSendResponse,
  type UserInfo,
} from '../contract/community';
import { setSmsSink } from '../server/community/sms-sink';

export interface SmsCapture {
  /** Resolves with the next code sent to the phone (or one sent since capture started). */
  next(phone: string, timeoutMs?: number): Promise<string>;
  restore(): void;
}

export function captureSms(opts: { log?: boolean } = {}): SmsCapture {
  const codes = new Map<string, string>();
  const waiters = new Map<string, (code: string) => void>();
  const restore = setSmsSink((phone, code) => {
    if (opts.log !== false) console.log(`[stubs] SMS code for ${phone} captured for the stub host's login`);
    const waiter = waiters.get(phone);
    if (waiter) {
      waiters.delete(phone);
      waiter(code);
    } else codes.set(phone, code);
  });
  return {
    next(phone, timeoutMs = 5000) {
      const ready = codes.get(phone);
      if (ready) {
        codes.delete(phone);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(phone);
          reject(new Error('no SMS code arrived'));
        }, timeoutMs);
        waiters.set(phone, (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      });
    },
    restore,
  };
}

/** Logs a phone in through the server's HTTP API and returns the §3 (entities and their fields) user info. */
export async function qaLogin(baseUrl: string, phone: string, capture: SmsCapture): Promise<UserInfo> {
  const post = async <T>(path: string, body: object): Promise<T> => {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };
  const codePromise = capture.next(phone);
  const sent = await post<SmsSendResponse>(CommunityPaths.smsSend, { phone });
  if (sent.code !== 1) {
    codePromise.catch(() => undefined);
    throw new Error(sent.msg || `SMS send failed (code ${sent.code})`);
  }
  const captcha = await codePromise;
  const login = await post<SmsLoginResponse>(CommunityPaths.smsLogin, {
    phone,
    captcha,
    smsToken: sent.token,
  });
  if (login.code !== 1 || !login.data) throw new Error(login.msg || `login failed (code ${login.code})`);
  return login.data;
}
