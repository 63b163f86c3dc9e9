/** Small parameter readers for route handlers: each returns the typed value or throws a 400. */
import { badRequest } from './errors';

type Params = Record<string, unknown> | undefined | null;

export function str(p: Params, name: string, opts: { max?: number; optional?: false }): string;
export function str(p: Params, name: string, opts: { max?: number; optional: true }): string | undefined;
export function str(
  p: Params,
  name: string,
  opts: { max?: number; optional?: boolean } = {},
): string | undefined {
  const v = p?.[name];
  if (v === undefined || v === null || v === '') {
    if (opts.optional) return undefined;
    throw badRequest(`missing parameter: ${name}`);
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`invalid parameter: ${name}`);
  const s = String(v);
  if (s.length > (opts.max ?? 200)) throw badRequest(`parameter too long: ${name}`);
  return s;
}

export function int(
  p: Params,
  name: string,
  opts: { min?: number; max?: number; def?: number } = {},
): number {
  const v = p?.[name];
  if (v === undefined || v === null || v === '') {
    if (opts.def !== undefined) return opts.def;
    throw badRequest(`missing parameter: ${name}`);
  }
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isInteger(n)) throw badRequest(`invalid integer parameter: ${name}`);
  if (opts.min !== undefined && n < opts.min) throw badRequest(`parameter ${name} must be >= ${opts.min}`);
  if (opts.max !== undefined && n > opts.max) throw badRequest(`parameter ${name} must be <= ${opts.max}`);
  return n;
}

export function oneOf<T extends string>(p: Params, name: string, allowed: readonly T[], def?: T): T {
  const v = p?.[name];
  if ((v === undefined || v === '') && def !== undefined) return def;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw badRequest(`parameter ${name} must be one of ${allowed.join(', ')}`);
  }
  return v as T;
}
