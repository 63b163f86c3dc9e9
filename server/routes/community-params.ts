/**
 * Parameter readers for the community calls. Unlike server/validate.ts they fail with the community
 * envelope (HTTP 200, code 2, a Chinese message), which is what the app's forum code reads (§8).
 */
import type { FastifyRequest } from 'fastify';
import { PAGE_SIZE_MAX } from '../../src/api/contract/community';
import { badInput } from '../community/failure';

export type Params = Record<string, unknown>;

export function paramsOf(value: unknown): Params {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
}

export function optionalText(p: Params, name: string, max = 2000): string | undefined {
  const v = p[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' && typeof v !== 'number') throw badInput(`参数${name}格式错误`);
  const s = String(v);
  if (s.length > max) throw badInput(`参数${name}过长`);
  return s;
}

export function requiredText(p: Params, name: string, max = 2000): string {
  const s = optionalText(p, name, max);
  if (s === undefined || s === '') throw badInput(`缺少参数${name}`);
  return s;
}

function intParam(p: Params, name: string, def: number, min: number, max: number): number {
  const s = optionalText(p, name, 12);
  if (s === undefined || s === '') return def;
  const n = Number(s);
  if (!Number.isInteger(n) || n < min || n > max) throw badInput(`参数${name}应为${min}到${max}之间的整数`);
  return n;
}

export function paging(p: Params, defaultSize: number): { pageNo: number; pageSize: number } {
  return {
    pageNo: intParam(p, 'pageNo', 1, 1, 100_000),
    pageSize: intParam(p, 'pageSize', defaultSize, 1, PAGE_SIZE_MAX),
  };
}

/** The caller's token: the `token` parameter of the call (§7), else a `token` header. */
export function tokenOf(req: FastifyRequest, p: Params): string | undefined {
  const fromParams = optionalText(p, 'token', 500);
  if (fromParams) return fromParams;
  const header = req.headers.token;
  return typeof header === 'string' && header !== '' ? header : undefined;
}
