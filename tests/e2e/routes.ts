/**
 * Every route of §2 (screens and routes) reached by URL, with the app's own screens beside them
 * (显示设置, 自选): the accessibility audits walk them all (accessibility.e2e.ts, large-text.e2e.ts).
 */
export const URL_ROUTES = [
  '/wap/',
  '/wap/sh/600519.html',
  '/wap/HKSE/00700.html',
  '/wap/search.html',
  '/wap/login.html',
  '/wap/rzrq.html',
  '/wap/rzrq-list.html',
  '/wap/rzrq-stock-list.html',
  '/wap/markIndex.html',
  '/wap/finance/sh/600519.html',
  '/wap/stock-list.html',
  '/wap/bkRank.html',
  '/wap/plate/HY/BK1205.html',
  '/wap/plateConstituentStock/HY/BK1205.html',
  '/wap/protocol/sh/600519/1.html',
  '/wap/settings.html',
  '/wap/zixuan.html',
];
