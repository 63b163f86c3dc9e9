/**
 * Hong Kong and US sectors (docs/universe.md "Sectors"). Industry (HY) sectors group the listing rows'
 * industry labels into the exchanges' own top-level classifications: the Hang Seng Industry
 * Classification System (恒生行业分类) industries for Hong Kong and the GICS sectors for the US. The
 * grouping is ours, made from each row's label (and, for the US, a few named exceptions where GICS
 * puts a company elsewhere than its label suggests); it is not the index providers' file. Concept
 * (GN) sectors are listed only where membership is plain: 中概股 (US-listed companies based in
 * mainland China).
 */

/** code, name, the industry labels of the rows it takes */
export type LabelSector = [string, string, string[]];

/** Hong Kong industry sectors (HSICS industries), codes BK1301–BK1312. */
export const HK_HY: LabelSector[] = [
  ['BK1301', '港股资讯科技业', ['软件服务', '消费电子', '半导体', '计算机设备']],
  ['BK1302', '港股金融业', ['银行', '保险', '金融服务']],
  ['BK1303', '港股地产建筑业', ['地产']],
  ['BK1304', '港股公用事业', ['公用事业']],
  ['BK1305', '港股电讯业', ['电讯']],
  ['BK1306', '港股医疗保健业', ['医药']],
  ['BK1307', '港股必需性消费', ['食品饮料', '日用品']],
  ['BK1308', '港股非必需性消费', ['零售', '汽车', '纺织服饰', '博彩', '家电', '餐饮', '旅游', '传媒']],
  ['BK1309', '港股能源业', ['石油', '煤炭']],
  ['BK1310', '港股原材料业', ['有色金属', '建材', '光伏']],
  ['BK1311', '港股工业', ['工业', '交通运输']],
  ['BK1312', '港股综合企业', ['综合企业']],
];

/** US industry sectors (GICS sectors; no utility is listed here), codes BK1401–BK1410. */
export const US_HY: LabelSector[] = [
  ['BK1401', '美股信息技术', ['消费电子', '软件', '半导体', '通信设备', '信息技术']],
  ['BK1402', '美股通信服务', ['互联网', '传媒', '游戏', '电信']],
  ['BK1403', '美股非必需消费品', ['零售', '汽车', '餐饮', '旅游', '酒店', '服饰']],
  ['BK1404', '美股日常消费品', ['饮料', '食品', '日用品', '烟草']],
  ['BK1405', '美股医疗保健', ['医药', '医疗器械', '医疗服务']],
  ['BK1406', '美股金融', ['银行', '金融服务', '保险']],
  ['BK1407', '美股工业', ['航空航天', '工业', '交通运输']],
  ['BK1408', '美股能源', ['石油']],
  ['BK1409', '美股原材料', ['化工', '有色金属']],
  ['BK1410', '美股房地产', ['地产']],
];

/** US rows whose GICS sector is not the one their label maps to: code → sector code. */
export const US_HY_EXCEPTIONS: Record<string, string> = {
  // Hypermarkets and warehouse clubs are consumer staples in GICS, not discretionary retail.
  COST: 'BK1404',
  WMT: 'BK1404',
};

/** US concept sectors: code, name, member codes. */
export const US_GN: [string, string, string[]][] = [
  [
    'BK1501',
    '中概股',
    [
      'BABA',
      'PDD',
      'JD',
      'BIDU',
      'NTES',
      'BILI',
      'TME',
      'VIPS',
      'TCOM',
      'NIO',
      'LI',
      'XPEV',
      'YUMC',
      'ZTO',
      'BEKE',
    ],
  ],
];
