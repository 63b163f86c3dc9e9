/**
 * §5 (validation rules)/§4 (states and transitions) login form rules: phone input keeps digits only, at most 11; captcha at most 6; the code
 * button waits for 11 digits and for the 60 s countdown; the login button for phone, captcha and
 * the agreement. The redirect target must be a route path of this app (no other site).
 */
import { PHONE_PATTERN } from '../../../contract/community';

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

// Any origin would do: a redirect is resolved against it only to see whether it stays on it.
const PROBE_ORIGIN = 'http://redirect.invalid';

/**
 * The login page's redirect query as a route path of this app (relative to the router's `base`), or
 * null when missing or not a same-origin path. Accepted with or without the base
 * ('/wap/sh/600519.html' and '/sh/600519.html' both give '/sh/600519.html'); refused: absolute and
 * protocol-relative URLs ('https://…', '//evil.com', '/wap//evil.com'), other schemes
 * ('javascript:…'), backslashes and control characters (browsers read '/\evil.com' and '/\t/evil.com'
 * as another host), relative paths, and the login page itself (a loop).
 */
export function safeRedirect(redirect: string | null | undefined, base: string): string | null {
  if (!redirect || !redirect.startsWith('/') || hasBackslashOrControl(redirect)) return null;
  try {
    if (new URL(redirect, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null;
  } catch {
    return null;
  }
  const path = withoutBase(redirect, base);
  if (path.startsWith('//') || /^\/login\.html(?:[?#]|$)/.test(path)) return null;
  return path;
}

function hasBackslashOrControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x5c) return true;
  }
  return false;
}

/** '/wap/x' → '/x', '/wap' → '/', '/wap?q' → '/?q'; other paths unchanged. */
function withoutBase(path: string, base: string): string {
  if (path === base) return '/';
  if (path.startsWith(`${base}/`)) return path.slice(base.length);
  if (path.startsWith(`${base}?`) || path.startsWith(`${base}#`)) return `/${path.slice(base.length)}`;
  return path;
}

/** Market and code of a route path such as /send/sh/600519/send.html or /sh/600519.html. */
export function instrumentOf(path: string | null | undefined): { market: string; code: string } {
  const m =
    /^\/(?:send|viewDetail|protocol)\/([A-Za-z]+)\/([^/]+)\//.exec(path ?? '') ??
    /^\/([A-Za-z]+)\/([^/]+)\.html/.exec(path ?? '');
  return m ? { market: m[1], code: m[2] } : { market: 'sh', code: '000001' };
}
