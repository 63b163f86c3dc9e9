/**
 * §5/§4 login form rules: phone input keeps digits only, at most 11; captcha at most 6; the code
 * button waits for 11 digits and for the 60 s countdown; the login button for phone, captcha and
 * the agreement. The redirect target must be a route path of this app (no other site).
 */
import { PHONE_PATTERN } from '../../api/contract/community';

export const PHONE_MAX = 11;
export const CAPTCHA_MAX = 6;
export const SMS_COUNTDOWN_S = 60;
export const PHONE_PREFIX = '+86';

export function cleanPhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX);
}

export function cleanCaptcha(input: string): string {
  return input.replace(/\D/g, '').slice(0, CAPTCHA_MAX);
}

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

export function canSendCode(phone: string, countdown: number): boolean {
  return phone.length === PHONE_MAX && countdown <= 0;
}

export function canLogin(phone: string, captcha: string, agreed: boolean): boolean {
  return phone.length > 0 && captcha.length > 0 && agreed;
}

/** The redirect query as a route path under /wap, or null when missing or pointing elsewhere. */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\'))
    return null;
  if (/^\/login\.html/.test(redirect)) return null;
  return redirect;
}

/** Market and code of a route path such as /send/sh/600519/send.html or /sh/600519.html. */
export function instrumentOf(path: string | null | undefined): { market: string; code: string } {
  const m =
    /^\/(?:send|viewDetail|protocol)\/([A-Za-z]+)\/([^/]+)\//.exec(path ?? '') ??
    /^\/([A-Za-z]+)\/([^/]+)\.html/.exec(path ?? '');
  return m ? { market: m[1], code: m[2] } : { market: 'sh', code: '000001' };
}
