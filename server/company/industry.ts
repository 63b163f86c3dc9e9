/**
 * Industry traits for generated fundamentals and texts: margins, returns, leverage, business
 * segments and the words an introduction uses. Matched on the seed's Chinese industry label.
 */
import type { InstrumentSeed } from '../data/types';

export interface IndustryTraits {
  key: string;
  /** Net margin range (net profit / revenue). */
  margin: [number, number];
  /** Return on equity range. */
  roe: [number, number];
  /** Total assets / equity range. */
  leverage: [number, number];
  /** Gross margin range. */
  gross: [number, number];
  /** Main business segments (names), the first ones are the largest. */
  segments: string[];
  /** What the company does, used in the introduction and main business. */
  business: string;
  /** Words for news headlines: products or services. */
  products: string[];
  /** Chinese region words for revenue by area (CN companies). */
  areas: string[];
}

const CN_AREAS_REGIONAL = [
  '华东地区',
  '华南地区',
  '华北地区',
  '华中地区',
  '西南地区',
  '西北地区',
  '东北地区',
];

const TABLE: { match: RegExp; traits: Omit<IndustryTraits, 'key'> & { key: string } }[] = [
  {
    match: /银行/,
    traits: {
      key: 'bank',
      margin: [0.3, 0.42],
      roe: [0.09, 0.15],
      leverage: [11, 14],
      gross: [0.55, 0.7],
      segments: ['公司金融业务', '个人金融业务', '资金业务', '其他业务'],
      business:
        '吸收公众存款，发放短期、中期和长期贷款，办理国内外结算，办理票据承兑与贴现，发行金融债券，代理发行、兑付、承销政府债券等商业银行业务',
      products: ['零售贷款', '对公贷款', '财富管理', '信用卡业务', '净息差'],
      areas: CN_AREAS_REGIONAL,
    },
  },
  {
    match: /证券|券商|多元金融/,
    traits: {
      key: 'broker',
      margin: [0.25, 0.38],
      roe: [0.06, 0.11],
      leverage: [3.5, 5],
      gross: [0.4, 0.6],
      segments: ['财富管理业务', '投资银行业务', '资产管理业务', '自营投资业务', '其他业务'],
      business:
        '证券经纪、证券投资咨询、证券承销与保荐、证券自营、证券资产管理、融资融券及代销金融产品等业务',
      products: ['财富管理', '投行业务', '自营业务', '两融余额', '资管规模'],
      areas: CN_AREAS_REGIONAL,
    },
  },
  {
    match: /保险/,
    traits: {
      key: 'insurance',
      margin: [0.08, 0.15],
      roe: [0.1, 0.17],
      leverage: [8, 11],
      gross: [0.2, 0.3],
      segments: ['寿险及健康险业务', '财产保险业务', '资产管理业务', '其他业务'],
      business: '人身保险、财产保险、再保险及保险资产管理等业务',
      products: ['新业务价值', '保费收入', '投资收益', '代理人渠道', '健康险'],
      areas: CN_AREAS_REGIONAL,
    },
  },
  {
    match: /酒|饮料/,
    traits: {
      key: 'liquor',
      margin: [0.3, 0.52],
      roe: [0.22, 0.34],
      leverage: [1.2, 1.4],
      gross: [0.75, 0.92],
      segments: ['高端酒产品', '系列酒产品', '其他酒类', '其他业务'],
      business: '白酒及相关产品的生产与销售',
      products: ['高端产品', '直销渠道', '批价', '系列酒', '经销商大会'],
      areas: ['国内', '国外'],
    },
  },
  {
    match: /食品|乳|农|牧|养殖|调味/,
    traits: {
      key: 'food',
      margin: [0.06, 0.2],
      roe: [0.1, 0.25],
      leverage: [1.5, 2.2],
      gross: [0.25, 0.45],
      segments: ['核心产品', '新品类', '原料及其他', '其他业务'],
      business: '食品及饮品的研发、生产与销售',
      products: ['新品', '渠道下沉', '原奶价格', '产能扩张', '终端动销'],
      areas: CN_AREAS_REGIONAL,
    },
  },
  {
    match: /医|药|生物|器械|健康/,
    traits: {
      key: 'pharma',
      margin: [0.1, 0.28],
      roe: [0.08, 0.2],
      leverage: [1.3, 1.8],
      gross: [0.5, 0.8],
      segments: ['创新药', '仿制药', '医疗器械', '其他业务'],
      business: '药品、医疗器械的研发、生产和销售',
      products: ['创新药', '集采', '临床试验', '新药上市申请', '海外授权'],
      areas: ['境内', '境外'],
    },
  },
  {
    match: /消费电子/,
    traits: {
      key: 'consumer-electronics',
      margin: [0.04, 0.26],
      roe: [0.12, 0.6],
      leverage: [1.8, 4],
      gross: [0.15, 0.46],
      segments: ['智能手机', '电脑及平板', '可穿戴设备及配件', '互联网服务', '其他业务'],
      business: '消费电子产品的研发、设计、制造与销售及相关服务',
      products: ['新品发布', '出货量', 'AI终端', '高端机型', '供应链'],
      areas: ['境内', '境外'],
    },
  },
  {
    match: /半导体|芯片|集成电路|电子|元件|光学/,
    traits: {
      key: 'semi',
      margin: [0.06, 0.22],
      roe: [0.06, 0.18],
      leverage: [1.4, 2],
      gross: [0.2, 0.45],
      segments: ['集成电路产品', '电子元器件', '技术服务', '其他业务'],
      business: '半导体及电子元器件的设计、制造与销售',
      products: ['先进制程', '产能利用率', '国产替代', '晶圆', '封装测试'],
      areas: ['境内', '境外'],
    },
  },
  {
    match: /软件|计算机|互联网|传媒|游戏|信息技术|IT服务|云/,
    traits: {
      key: 'software',
      margin: [0.08, 0.3],
      roe: [0.06, 0.2],
      leverage: [1.3, 1.8],
      gross: [0.4, 0.7],
      segments: ['软件与云服务', '系统集成', '技术服务', '其他业务'],
      business: '软件产品开发、信息技术服务及云计算解决方案',
      products: ['大模型', '云服务', '数字化转型', '信创', '人工智能应用'],
      areas: ['境内', '境外'],
    },
  },
  {
    match: /通信|电信|电讯|运营/,
    traits: {
      key: 'telecom',
      margin: [0.08, 0.14],
      roe: [0.08, 0.12],
      leverage: [1.5, 1.9],
      gross: [0.25, 0.35],
      segments: ['移动通信服务', '宽带及固网服务', '政企数字化服务', '其他业务'],
      business: '移动通信、固定宽带、数据中心及政企数字化服务',
      products: ['5G用户', '算力网络', '数据中心', '云业务', 'ARPU值'],
      areas: CN_AREAS_REGIONAL,
    },
  },
  {
    match: /零售|商贸|百货|电商|餐饮|博彩|服饰|旅游|免税/,
    traits: {
      key: 'retail',
      margin: [0.04, 0.15],
      roe: [0.08, 0.2],
      leverage: [1.6, 2.4],
      gross: [0.25, 0.45],
      segments: ['商品销售', '平台服务', '会员及广告', '其他业务'],
      business: '商品零售、平台服务及配套消费业务',
      products: ['用户规模', '即时零售', '会员体系', '海外业务', '供应链效率'],
      areas: ['境内', '境外'],
    },
  },
  {
    match: /汽车|整车|零部件/,
    traits: {
      key: 'auto',
      margin: [0.03, 0.08],
      roe: [0.08, 0.2],
      leverage: [2.2, 3.2],
      gross: [0.15, 0.24],
      segments: ['整车业务', '汽车零部件', '电池及储能', '其他业务'],
      business: '汽车整车及零部件的研发、生产与销售',
      products: ['新能源车销量', '智能驾驶', '海外出口', '新车型', '交付量'],
      areas: ['境内', '境外'],
    },
  },
  {
    match: /电池|新能源|光伏|锂|电气|储能|风电/,
    traits: {
      key: 'newenergy',
      margin: [0.05, 0.16],
      roe: [0.06, 0.22],
      leverage: [2, 2.8],
      gross: [0.15, 0.3],
      segments: ['动力电池系统', '储能系统', '电池材料', '其他业务'],
      business: '新能源设备、电池及储能系统的研发、生产和销售',
      products: ['储能订单', '出货量', '海外工厂', '产能', '技术迭代'],
      areas: ['境内', '境外'],
    },
  },
  {
    match: /电力|公用|水务|燃气/,
    traits: {
      key: 'utility',
      margin: [0.1, 0.35],
      roe: [0.08, 0.14],
      leverage: [2.2, 3.2],
      gross: [0.3, 0.6],
      segments: ['电力销售', '热力销售', '其他业务'],
      business: '电力、热力的生产与供应',
      products: ['发电量', '上网电价', '装机容量', '来水情况', '新能源装机'],
      areas: CN_AREAS_REGIONAL,
    },
  },
  {
    match: /地产|房地产|物业/,
    traits: {
      key: 'property',
      margin: [0.02, 0.1],
      roe: [0.02, 0.1],
      leverage: [3.5, 5.5],
      gross: [0.12, 0.25],
      segments: ['房地产开发', '物业管理', '商业运营', '其他业务'],
      business: '房地产开发与经营、物业管理及商业运营',
      products: ['销售额', '拿地', '交付', '去化率', '融资'],
      areas: CN_AREAS_REGIONAL,
    },
  },
  {
    match: /家电|家居|电器/,
    traits: {
      key: 'appliance',
      margin: [0.07, 0.14],
      roe: [0.18, 0.26],
      leverage: [2.4, 3.2],
      gross: [0.22, 0.32],
      segments: ['暖通空调', '消费电器', '机器人与自动化系统', '其他业务'],
      business: '家用电器及暖通空调产品的研发、生产与销售',
      products: ['以旧换新', '海外市场', '空调出货', '高端品牌', '线上渠道'],
      areas: ['境内', '境外'],
    },
  },
  {
    match: /煤|石油|石化|钢|有色|化工|矿|金属|建材|水泥/,
    traits: {
      key: 'materials',
      margin: [0.05, 0.2],
      roe: [0.06, 0.16],
      leverage: [1.8, 2.6],
      gross: [0.15, 0.35],
      segments: ['主要产品', '副产品', '贸易业务', '其他业务'],
      business: '资源开采、原材料生产与销售',
      products: ['产量', '产品价格', '成本控制', '产能置换', '长协价格'],
      areas: CN_AREAS_REGIONAL,
    },
  },
  {
    match: /机械|设备|制造|工程|军工|航空|船舶|基建|建筑|交通|运输|物流|港口|机场|航运/,
    traits: {
      key: 'industrial',
      margin: [0.05, 0.14],
      roe: [0.07, 0.16],
      leverage: [1.8, 2.8],
      gross: [0.18, 0.32],
      segments: ['核心装备', '工程服务', '零部件及配套', '其他业务'],
      business: '装备制造、工程服务及相关配套业务',
      products: ['新签订单', '海外收入', '产能', '交付', '设备更新'],
      areas: ['境内', '境外'],
    },
  },
];

const DEFAULT: IndustryTraits = {
  key: 'general',
  margin: [0.06, 0.18],
  roe: [0.07, 0.18],
  leverage: [1.6, 2.4],
  gross: [0.2, 0.4],
  segments: ['主营产品', '配套服务', '其他业务'],
  business: '相关产品的研发、生产和销售及配套服务',
  products: ['新产品', '市场份额', '海外业务', '产能', '研发投入'],
  areas: ['境内', '境外'],
};

export function traitsOf(seed: InstrumentSeed): IndustryTraits {
  const label = seed.industry ?? '';
  for (const row of TABLE) if (row.match.test(label)) return row.traits;
  return DEFAULT;
}
