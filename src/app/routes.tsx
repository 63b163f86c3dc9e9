/**
 * The one route table (§2): path pattern, title, keep-alive, lazy page. Paths are relative to the
 * /wap/ base. Pages with a data-dependent title (stock name, dragon-tiger label) refine it with
 * usePageTitle once their data arrives.
 */
import type { ComponentType } from 'react';
import { bySpecificity, compilePattern, type CompiledPattern, type RouteParams } from './route-match';

export interface RouteDef {
  pattern: string;
  /** Page family (src/pages/<family>/); also the keep-alive cache key. */
  family: string;
  title: string | ((params: RouteParams) => string);
  keepAlive?: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

export interface CompiledRoute extends RouteDef {
  compiled: CompiledPattern;
}

export const BASENAME = '/wap';

export const ROUTES: RouteDef[] = [
  {
    pattern: '/protocol/{market}/{code}/{id}.html',
    family: 'protocol',
    title: '用户协议与免责声明',
    load: () => import('../pages/protocol'),
  },
];

export const NOT_FOUND: RouteDef = {
  pattern: '*',
  family: 'not-found',
  title: '页面不存在',
  load: () => import('../pages/not-found'),
};

export const COMPILED_ROUTES: CompiledRoute[] = ROUTES.map((r) => ({ ...r, compiled: compilePattern(r.pattern) })).sort(
  bySpecificity,
);

export function titleOf(route: RouteDef, params: RouteParams): string {
  return typeof route.title === 'function' ? route.title(params) : route.title;
}
