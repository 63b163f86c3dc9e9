/** Random secrets and their stored hashes (tokens and SMS codes are never stored in clear). */
import crypto from 'node:crypto';

/** A 6-digit code from the secure generator, uniform over 000000..999999. */
export function newSmsCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** sha256(salt ‖ phone ‖ ':' ‖ code): a fresh random salt per code. */
export function hashSmsCode(salt: Buffer, phone: string, code: string): Buffer {
  return crypto.createHash('sha256').update(salt).update(`${phone}:${code}`).digest();
}

export function newSalt(): Buffer {
  return crypto.randomBytes(16);
}

export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function newUserCode(): string {
  return `u${crypto.randomBytes(6).toString('hex')}`;
}

export function newNicknameSuffix(): string {
  return String(crypto.randomInt(100_000, 1_000_000));
}
