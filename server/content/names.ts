/**
 * Name pools for generated content: media, brokerages, institutions, partners. No pool of people's
 * names: persons at real companies are not invented (the officers named are the public ones,
 * server/data/officers.ts).
 */

export const CN_MEDIA = [
  '证券时报网',
  '中国证券报·中证网',
  '上海证券报·中国证券网',
  '证券日报',
  '财联社',
  '每日经济新闻',
  '21世纪经济报道',
  '第一财经',
  '界面新闻',
  '经济观察网',
  '金融界',
  '同花顺财经',
  '澎湃新闻',
  '中国基金报',
] as const;

export const HK_MEDIA = ['智通财经', '格隆汇', '香港经济日报', '财华社', '金吾财讯', '证券时报网'] as const;
export const US_MEDIA = ['美股研究社', '华尔街见闻', '新浪美股', '第一财经', '财联社', '格隆汇'] as const;

/** Brokerages that publish research on A-shares. */
export const CN_BROKERS = [
  '中信证券',
  '中信建投证券',
  '国泰海通证券',
  '华泰证券',
  '中金公司',
  '招商证券',
  '广发证券',
  '申万宏源证券',
  '兴业证券',
  '东吴证券',
  '天风证券',
  '光大证券',
  '国信证券',
  '长江证券',
  '开源证券',
  '民生证券',
  '浙商证券',
  '国金证券',
  '方正证券',
  '东方证券',
  '财通证券',
  '华创证券',
  '信达证券',
  '东北证券',
  '华西证券',
  '西部证券',
  '太平洋证券',
  '国海证券',
  '德邦证券',
  '中泰证券',
] as const;

/** Brokerages covering Hong Kong and US listings. */
export const INTL_BROKERS = [
  '中金公司',
  '华泰证券',
  '招银国际',
  '交银国际',
  '建银国际',
  '海通国际',
  '国泰君安国际',
  '中信证券',
  '光大证券国际',
  '工银国际',
  '农银国际',
  '浦银国际',
  '第一上海',
  '东吴证券',
  '国信证券',
] as const;

/** Institutional holders of US listings (fund managers commonly reported in 13F filings). */
export const US_INSTITUTIONS = [
  'Vanguard Group Inc',
  'BlackRock Inc',
  'State Street Corp',
  'FMR LLC',
  'Geode Capital Management LLC',
  'Morgan Stanley',
  'JPMorgan Chase & Co',
  'T. Rowe Price Associates Inc',
  'Northern Trust Corp',
  'Capital Research Global Investors',
  'Bank of America Corp',
  'Norges Bank',
  'Goldman Sachs Group Inc',
  'Invesco Ltd',
  'Wellington Management Group LLP',
] as const;

/** Insider titles as Chinese financial media translate them (issue 34: no English titles). */

/** Holders that appear on Hong Kong registers. */
export const HK_HOLDER_TYPES = [
  'BlackRock, Inc.',
  'The Vanguard Group, Inc.',
  'JPMorgan Chase & Co.',
  'Citigroup Inc.',
  'GIC Private Limited',
  '香港中央结算(代理人)有限公司',
] as const;

export const CN_CITIES = [
  '北京市',
  '上海市',
  '深圳市',
  '广州市',
  '杭州市',
  '南京市',
  '成都市',
  '武汉市',
  '苏州市',
  '合肥市',
  '西安市',
  '长沙市',
  '厦门市',
  '青岛市',
  '天津市',
] as const;

export const CN_STREETS = [
  '建国路',
  '世纪大道',
  '深南大道',
  '天府大道',
  '中山路',
  '人民路',
  '解放路',
  '长江路',
  '科技园路',
  '金融街',
] as const;

export const PARTNERS = [
  '华为',
  '阿里云',
  '腾讯云',
  '中国移动',
  '国家电网',
  '中国中车',
  '京东',
  '百度智能云',
  '中国建筑',
  '中国电信',
] as const;
