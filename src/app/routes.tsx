/**
 * The one route table (§2 (screens and routes)): path pattern, title, keep-alive, lazy page. Paths are relative to the
 * /wap/ base. Pages with a data-dependent title (stock name, dragon-tiger label) refine it with
 * usePageTitle once their data arrives.
 */
import type { ComponentType } from 'react';
import { warmBoard } from '../pages/dragon-tiger/route';
import { warmMarkIndex } from '../pages/indices/route';
import { warmMarginList, warmMarginStockList } from '../pages/margin/route';
import { warmBkRank, warmConstituents, warmPlate } from '../pages/sector/route';
import { warmStockHome } from '../pages/stock/route';
import type { RootStore } from '../stores/root';
import { bySpecificity, compilePattern, type CompiledPattern, type RouteParams } from './route-match';

export interface RouteDef {
  pattern: string;
  /** Page family (src/pages/<family>/); also the keep-alive cache key. */
  family: string;
  title: string | ((params: RouteParams) => string);
  keepAlive?: boolean;
  /**
   * The page module's entry in the build's chunk map (index.html `wap-chunks`, preloaded at boot):
   * the family for `src/pages/<family>/index.tsx`, else `<family>/<Module>` for a family whose
   * routes load separate modules (the sector and margin pages).
   */
  chunk?: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Starts the page's first data at boot, while its chunk still loads (kept tiny: it is in the
   * initial bundle). Only for pages whose first data is on the critical path. May return an undo,
   * run when the page's code fails to load.
   */
  warm?: (store: RootStore, params: RouteParams, query: URLSearchParams) => void | (() => void);
}

export interface CompiledRoute extends RouteDef {
  compiled: CompiledPattern;
}

export const ROUTES: RouteDef[] = [
  {
    pattern: '/',
    family: 'stock',
    title: '行情',
    keepAlive: true,
    load: () => import('../pages/stock'),
    warm: warmStockHome,
  },
  {
    pattern: '/{market}/{code}.html',
    family: 'stock',
    title: '行情',
    keepAlive: true,
    load: () => import('../pages/stock'),
    warm: warmStockHome,
  },
  {
    pattern: '/protocol/{market}/{code}/{id}.html',
    family: 'protocol',
    title: '用户协议与免责声明',
    load: () => import('../pages/protocol'),
  },
  { pattern: '/search.html', family: 'search', title: '搜索', load: () => import('../pages/search') },
  {
    pattern: '/detail/{market}/{symbol}/{type}/{id}.html',
    family: 'article',
    title: '资讯详情',
    load: () => import('../pages/article'),
  },
  { pattern: '/login.html', family: 'login', title: '登录', load: () => import('../pages/login') },
  // Beyond the spec: 涨跌颜色 (issue 37; docs/accessibility.md).
  {
    pattern: '/settings.html',
    family: 'settings',
    title: '显示设置',
    load: () => import('../pages/settings'),
  },
  { pattern: '/zixuan.html', family: 'zixuan', title: '自选', load: () => import('../pages/zixuan') },
  // Beyond the spec: 股价提醒's inbox and alerts (issue 36; docs/watchlist-and-alerts.md).
  { pattern: '/tixing.html', family: 'tixing', title: '提醒', load: () => import('../pages/tixing') },
  {
    pattern: '/send/{market}/{code}/send.html',
    family: 'send',
    title: '发帖',
    load: () => import('../pages/send'),
  },
  {
    pattern: '/viewDetail/{market}/{code}/{id}.html',
    family: 'post',
    title: '帖子详情',
    load: () => import('../pages/post'),
  },
  // Margin trading (§2 (screens and routes)): one page family, a chunk per screen.
  {
    pattern: '/rzrq.html',
    family: 'margin',
    title: '融资融券',
    keepAlive: true,
    chunk: 'margin/HomePage',
    load: () => import('../pages/margin/HomePage'),
  },
  {
    pattern: '/rzrq-list.html',
    family: 'margin',
    title: '融资融券明细',
    chunk: 'margin/ListPage',
    load: () => import('../pages/margin/ListPage'),
    warm: warmMarginList,
  },
  {
    pattern: '/rzrq/{stock}/{innerCode}.html',
    family: 'margin',
    // {stock} is name-code (§2 (screens and routes)); the title is the name plus 融资融券.
    title: (params) => `${(params.stock ?? '').replace(/-[^-]*$/, '')}融资融券`,
    chunk: 'margin/StockPage',
    load: () => import('../pages/margin/StockPage'),
  },
  {
    pattern: '/rzrq-stock-list.html',
    family: 'margin',
    title: '融资融券明细',
    chunk: 'margin/StockListPage',
    load: () => import('../pages/margin/StockListPage'),
    warm: warmMarginStockList,
  },
  {
    pattern: '/markIndex.html',
    family: 'indices',
    title: '行情',
    load: () => import('../pages/indices'),
    // The live tiles are the page's first data: the quote socket opens (token, auth) and the tiles
    // are subscribed while the page's code loads.
    warm: warmMarkIndex,
  },
  {
    pattern: '/finance/{market}/{code}.html',
    family: 'finance',
    title: '财务报表',
    load: () => import('../pages/finance'),
  },
  // Dragon-tiger board (§2 (screens and routes)): one page family for the board and its two detail pages.
  {
    pattern: '/stock-list.html',
    family: 'dragon-tiger',
    title: '龙虎榜单',
    load: () => import('../pages/dragon-tiger'),
    warm: warmBoard,
  },
  {
    pattern: '/stock/detail/{id}.html',
    family: 'dragon-tiger',
    title: '龙虎榜',
    load: () => import('../pages/dragon-tiger'),
  },
  {
    pattern: '/department/detail/{id}.html',
    family: 'dragon-tiger',
    title: '营业部详情',
    load: () => import('../pages/dragon-tiger'),
  },
  {
    pattern: '/bkRank.html',
    family: 'sector',
    title: '板块排行',
    chunk: 'sector/RankPage',
    load: () => import('../pages/sector/RankPage'),
    warm: warmBkRank,
  },
  {
    pattern: '/plate/{typeCode}/{prodCode}.html',
    family: 'sector',
    title: '板块详情',
    chunk: 'sector/PlatePage',
    load: () => import('../pages/sector/PlatePage'),
    warm: warmPlate,
  },
  {
    pattern: '/plateConstituentStock/{block}/{code}.html',
    family: 'sector',
    title: '成分股',
    chunk: 'sector/ConstituentsPage',
    load: () => import('../pages/sector/ConstituentsPage'),
    warm: warmConstituents,
  },
];

export const NOT_FOUND: RouteDef = {
  pattern: '*',
  family: 'not-found',
  title: '页面不存在',
  load: () => import('../pages/not-found'),
};

export const COMPILED_ROUTES: CompiledRoute[] = ROUTES.map((r) => ({
  ...r,
  compiled: compilePattern(r.pattern),
})).sort(bySpecificity);

export function titleOf(route: RouteDef, params: RouteParams): string {
  return typeof route.title === 'function' ? route.title(params) : route.title;
}
