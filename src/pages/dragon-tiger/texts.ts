/** The board's Chinese wording in one place (§2 (screens and routes), §9 (business constants and limits)). */

export const BOARD_TITLE = '龙虎榜单';
/** §2 (screens and routes) "Page title is stock name plus the ranking label". */
export const RANK_LABEL = '龙虎榜';
export const DEPARTMENT_TITLE = '营业部详情';

export const TAB_STOCKS = '个股榜单';
export const TAB_DEPARTMENTS = '营业部榜单';

export const HELP_TITLE = '龙虎榜说明';
/** The header's help button: the help title without the board's name. */
export const HELP_LABEL = HELP_TITLE.replace('龙虎榜', '');
/** §9 (business constants and limits) help text: publication about 17:00; Shanghai top 3 per condition, Shenzhen top 5 per board. */
export const HELP_PARAGRAPHS: readonly string[] = [
  '龙虎榜是沪深交易所每个交易日收盘后公布的异动个股及其买卖席位信息，一般在17:00左右公布。',
  '上榜条件包括：日涨跌幅偏离值达到±7%（创业板、科创板日涨跌幅达到±15%），日振幅达到15%（创业板、科创板30%），日换手率达到20%（创业板、科创板30%），以及连续三个交易日内涨跌幅偏离值累计达到±20%（ST、*ST证券±12%，创业板、科创板±30%）。',
  '上交所每个条件选取前3只证券，深交所每个板块每个条件选取前5只证券；连续三个交易日的异常波动证券全部公布。',
  '每只上榜证券公布买入金额最大的前5名和卖出金额最大的前5名营业部。',
];

export const SUMMARY_LABELS = {
  total: '上榜个股',
  pxChange: '涨跌幅异动',
  turnover: '换手率异动',
  amplitude: '振幅异动',
  net: '净买入',
  buy: '买入总额',
  sale: '卖出总额',
} as const;

export const RANK_COLUMNS = {
  name: '名称',
  change: '涨跌幅',
  net: '净买入',
  count: '上榜次数',
} as const;

export const SALES_COLUMNS = {
  name: '营业部名称',
  count: '上榜次数',
  buy: '买入额',
  sale: '卖出额',
} as const;

export const BUY_RANK_TITLE = '买入金额最大的前5名';
export const SALE_RANK_TITLE = '卖出金额最大的前5名';
export const SEAT_COLUMNS = { name: '营业部名称', buy: '买入金额', sale: '卖出金额' } as const;

export const DEPARTMENT_FIELDS = { nature: '性质', style: '风格', faction: '派系' } as const;
export const DEPARTMENT_LIST_TITLE = '上榜记录';
export const DEPARTMENT_ROW = {
  close: '收盘价',
  change: '涨跌幅',
  buy: '买入',
  sale: '卖出',
  next: '次日涨跌',
} as const;

export const LATEST_DATE_LABEL = '上榜日期';
export const REASON_LABEL = '上榜原因';
export const NOT_LISTED_TEXT = '该股票近一年未上榜';
export const UNKNOWN_DEPARTMENT_TEXT = '未找到该营业部';
