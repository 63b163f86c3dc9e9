/**
 * Route schemas at work (§7 (the calls it makes) parameters): a bad parameter of any call gets the call's envelope and one
 * Chinese sentence naming it (the community services answer HTTP 200 with code 2, the others 400),
 * and the coercion rules hold: query numbers as text, an empty parameter is an absent one.
 */
import { CommunityCode, CommunityPaths } from '../../contract/community';
import { FINANCE_PATHS } from '../../contract/finance';
import { NEWS_PATHS } from '../../contract/news';
import { PROFILE_PATHS } from '../../contract/profile';
import { QUOTE_PATHS } from '../../contract/quote';
import { SEARCH_PATHS } from '../../contract/search';
import { SECTOR_TAB_PATHS } from '../../contract/sector-tab';
import { api, login, useCommunityClock, useSmsInbox } from './community/helpers';
import { signedGet } from './info-helpers';
import { useTestServer } from './harness';

const srv = useTestServer();

interface Case {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  status: number;
  code: number;
  msg: string;
}

const bad = (msg: string) => ({ status: 400, code: 400, msg });
const community = (msg: string) => ({ status: 200, code: CommunityCode.BadInput, msg });
const forum = `${CommunityPaths.stockBarList}?market=sh&symbol=600519`;

const CASES: Case[] = [
  // community: HTTP 200, code 2 (§8 (the error catalogue) "Forum response code not 1")
  {
    name: 'page size above 50',
    path: `${forum}&pageSize=51`,
    ...community('参数pageSize应为1到50之间的整数'),
  },
  {
    name: 'page size not a number',
    path: `${forum}&pageSize=abc`,
    ...community('参数pageSize应为1到50之间的整数'),
  },
  { name: 'page 0', path: `${forum}&pageNo=0`, ...community('参数pageNo应为1到100000之间的整数') },
  {
    name: 'repeated page',
    path: `${forum}&pageNo=1&pageNo=2`,
    ...community('参数pageNo应为1到100000之间的整数'),
  },
  {
    name: 'market missing',
    path: `${CommunityPaths.stockBarList}?symbol=600519`,
    ...community('缺少参数market'),
  },
  {
    name: 'empty market',
    path: `${CommunityPaths.stockBarList}?symbol=600519&market=`,
    ...community('缺少参数market'),
  },
  {
    name: 'symbol too long',
    path: `${CommunityPaths.stockBarList}?market=sh&symbol=${'6'.repeat(21)}`,
    ...community('参数symbol过长'),
  },
  { name: 'detail without newsId', path: CommunityPaths.postDetail, ...community('缺少参数newsId') },
  {
    name: 'comments page size',
    path: `${CommunityPaths.reviewList}?newsId=1&pageSize=0`,
    ...community('参数pageSize应为1到50之间的整数'),
  },
  {
    name: 'publish body not an object',
    method: 'POST',
    path: CommunityPaths.publish,
    json: [1, 2],
    ...community('参数格式错误'),
  },
  {
    name: 'publish medias an object',
    method: 'POST',
    path: CommunityPaths.publish,
    json: { market: 'sh', symbol: '600519', medias: { a: 1 } },
    ...community('参数medias格式错误'),
  },
  {
    name: 'comment without newsId',
    method: 'POST',
    path: CommunityPaths.sendComment,
    json: { content: 'x' },
    ...community('缺少参数newsId'),
  },
  {
    name: 'like a review without reviewId (form)',
    method: 'POST',
    path: CommunityPaths.supportReview,
    form: { newsId: '1' },
    ...community('缺少参数reviewId'),
  },
  {
    name: 'SMS without phone',
    method: 'POST',
    path: CommunityPaths.smsSend,
    json: {},
    ...community('缺少参数phone'),
  },
  {
    name: 'login without captcha',
    method: 'POST',
    path: CommunityPaths.smsLogin,
    json: { phone: '13800000000' },
    ...community('缺少参数captcha'),
  },
  {
    name: 'login with an object for a phone',
    method: 'POST',
    path: CommunityPaths.smsLogin,
    json: { phone: { n: 1 }, captcha: '123456' },
    ...community('参数phone格式错误'),
  },
  // quote
  {
    name: 'rank type',
    path: `${QUOTE_PATHS.rankList}?type=best`,
    ...bad('参数type应为up、down、hs、zs、zf、lb之一'),
  },
  { name: 'rank type missing', path: QUOTE_PATHS.rankList, ...bad('缺少参数type') },
  {
    name: 'kline limit 0',
    path: `${QUOTE_PATHS.kline}?inst=600519&market=sh&period=DAY&limit=0`,
    ...bad('参数limit不能为0'),
  },
  {
    name: 'kline limit text',
    path: `${QUOTE_PATHS.kline}?inst=600519&market=sh&period=DAY&limit=ten`,
    ...bad('参数limit应为-5000到5000之间的整数'),
  },
  {
    name: 'kline service type',
    path: `${QUOTE_PATHS.kline}?inst=600519&market=sh&period=DAY&limit=-5&servicetype=KLINEA`,
    ...bad('参数servicetype应为KLINEB之一'),
  },
  {
    name: 'kline starttime negative',
    path: `${QUOTE_PATHS.kline}?inst=600519&market=sh&period=DAY&limit=-5&starttime=-1`,
    ...bad('参数starttime应为不小于0的整数'),
  },
  {
    name: 'large orders num',
    path: `/dyapi${QUOTE_PATHS.largeOrders}?num=0&symbol=sh600519`,
    ...bad('参数num应为1到200之间的整数'),
  },
  {
    name: 'code with markup',
    path: `${QUOTE_PATHS.getStockName}?symbol=%3Cscript%3E&market=sh`,
    ...bad('参数symbol格式错误'),
  },
  {
    name: 'limit-up gene without symbol',
    path: `${QUOTE_PATHS.limitUpGene}?market=sz`,
    ...bad('缺少参数symbol'),
  },
  {
    name: 'token without AppKey',
    method: 'POST',
    path: QUOTE_PATHS.token,
    json: {},
    ...bad('缺少参数AppKey'),
  },
  // information services
  {
    name: 'unknown search market',
    path: `${SEARCH_PATHS.queryStockSearch}?keyword=6&markets=sh,mars`,
    ...bad('参数markets格式错误'),
  },
  {
    name: 'hot searches 0',
    path: `${SEARCH_PATHS.hotSearchV2}?number=0`,
    ...bad('参数number应为1到50之间的整数'),
  },
  {
    name: 'hot search add without symbol',
    method: 'POST',
    path: SEARCH_PATHS.hotSerchAdd,
    json: { market: 'sh' },
    ...bad('缺少参数symbol'),
  },
  {
    name: 'dividend page size 0',
    method: 'POST',
    path: PROFILE_PATHS.dividend,
    json: { Ei: 'sh600519', Num: 0 },
    ...bad('参数Num应为1到100之间的整数'),
  },
  {
    name: 'Ei without market',
    method: 'POST',
    path: PROFILE_PATHS.profile,
    json: { Ei: '600519' },
    ...bad('参数Ei格式错误'),
  },
  { name: 'HK info without symbol', path: PROFILE_PATHS.hkInfo, ...bad('缺少参数symbol') },
  {
    name: 'statement type',
    path: `${FINANCE_PATHS.financeStockFinance}?f_type=bogus&symbol=AAPL`,
    ...bad('参数f_type应为income、debt、cash_stream、quote之一'),
  },
  { name: 'hsFinance without code', path: `${FINANCE_PATHS.hsFinance}?market=sh`, ...bad('缺少参数code') },
  {
    name: 'stockcode without market',
    path: `${SECTOR_TAB_PATHS.plateTop3Lists}?stockcode=600519`,
    ...bad('参数stockcode格式错误'),
  },
  { name: 'article id', path: `${NEWS_PATHS.newsDetailv2}?news_id=abc`, ...bad('参数news_id格式错误') },
  {
    name: 'research page size',
    path: `${NEWS_PATHS.reportNews}?symbol=600519&pageSize=abc`,
    ...bad('参数pageSize应为1到100之间的整数'),
  },
  {
    name: 'recommended limit',
    path: `${NEWS_PATHS.articles}?market=sh&symbol=600519&limit=21`,
    ...bad('参数limit应为1到20之间的整数'),
  },
  {
    name: 'rating stats without market',
    path: `${NEWS_PATHS.ratingInfo}?symbol=600519`,
    ...bad('缺少参数market'),
  },
  { name: 'pdf name', path: `${NEWS_PATHS.pdf}/nope.pdf`, ...bad('路径参数file格式错误') },
];

async function call(c: Case): Promise<{ status: number; body: unknown }> {
  const init: RequestInit = { method: c.method ?? 'GET' };
  if (c.json !== undefined) {
    init.body = JSON.stringify(c.json);
    init.headers = { 'content-type': 'application/json' };
  } else if (c.form !== undefined) {
    init.body = new URLSearchParams(c.form).toString();
    init.headers = { 'content-type': 'application/x-www-form-urlencoded' };
  }
  const res = await fetch(srv.url(c.path), init);
  return { status: res.status, body: await res.json() };
}

describe('a bad parameter gets the envelope and a message naming it', () => {
  it.each(CASES)('$name', async (c) => {
    expect(await call(c)).toEqual({ status: c.status, body: { code: c.code, msg: c.msg } });
  });
});

describe('coercion and absent parameters', () => {
  it('takes query numbers as text and an empty parameter as absent (its default applies)', async () => {
    const sized = await call({ ...CASES[0], path: `${SEARCH_PATHS.queryStockSearch}?keyword=6&pageSize=3` });
    const defaulted = await call({
      ...CASES[0],
      path: `${SEARCH_PATHS.queryStockSearch}?keyword=6&pageSize=`,
    });
    const hits = (r: { body: unknown }) => (r.body as { data: { hits: unknown[] } }).data.hits;
    expect(sized.status).toBe(200);
    expect(hits(sized)).toHaveLength(3);
    expect(hits(defaulted)).toHaveLength(15);
  });

  it('names a missing header in its usual spelling', async () => {
    const res = await signedGet(
      srv,
      NEWS_PATHS.newsList,
      { market: 'sh', symbol: '600519', dataType: '1', pubTime: '' },
      { appVersion: false },
    );
    expect(res).toEqual({ status: 400, body: { code: 400, msg: '缺少请求头X-App-Version' } });
  });

  it('signs the news list over the values as sent, an empty pubTime included', async () => {
    const res = await signedGet(srv, NEWS_PATHS.newsList, {
      market: 'sh',
      symbol: '600519',
      dataType: '1',
      pubTime: '',
    });
    expect(res.status).toBe(200);
  });
});

describe('a form publish carries medias as JSON text, checked against the JSON body schema', () => {
  const clock = useCommunityClock();
  const inbox = useSmsInbox();

  it('refuses text that is not a list of addresses, and lets a list through to the forum rules', async () => {
    const { token } = await login(srv, inbox, clock);
    const publish = async (medias: string) =>
      (
        await api(srv).postForm(CommunityPaths.publish, {
          token,
          market: 'sh',
          symbol: '600000',
          content: '今天放量上涨',
          medias,
        })
      ).body;
    const refused = { code: CommunityCode.BadInput, msg: '参数medias格式错误' };
    expect(await publish('not json')).toEqual(refused);
    expect(await publish('{"address":"/rjhy-file/api/1/file/a.png"}')).toEqual(refused);
    expect(await publish('[{"address":5}]')).toEqual(refused);
    expect(await publish(`[{"address":"${'a'.repeat(501)}"}]`)).toEqual(refused);
    expect(await publish('["/rjhy-file/api/1/file/../../etc/passwd"]')).toEqual({
      code: CommunityCode.BadInput,
      msg: '图片地址无效',
    });
  });
});
