/**
 * Open-end funds for search (market 'fund'): real public fund codes and names. Fund pages live on
 * the fund host, so these appear only in search results.
 */
export interface FundSeed {
  code: string;
  name: string;
  initials: string;
}

export const FUNDS: FundSeed[] = [
  { code: '000001', name: '华夏成长混合', initials: 'HXCZHH' },
  { code: '005827', name: '易方达蓝筹精选混合', initials: 'YFDLCJXHH' },
  { code: '161725', name: '招商中证白酒指数(LOF)A', initials: 'ZSZZBJZS' },
  { code: '003095', name: '中欧医疗健康混合A', initials: 'ZOYLJKHH' },
  { code: '161005', name: '富国天惠成长混合(LOF)A', initials: 'FGTHCZHH' },
  { code: '163406', name: '兴全合润混合(LOF)A', initials: 'XQHRHH' },
  { code: '260108', name: '景顺长城新兴成长混合A', initials: 'JSCCXXCZHH' },
  { code: '000083', name: '汇添富消费行业混合', initials: 'HTFXFHYHH' },
  { code: '270002', name: '广发稳健增长混合A', initials: 'GFWJZZHH' },
  { code: '110011', name: '易方达优质精选混合(QDII)', initials: 'YFDYZJXHH' },
];
