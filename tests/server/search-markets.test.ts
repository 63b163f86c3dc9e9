/**
 * Search across CN, HK and US (issue 31 item 5) with the markets the app sends: by code, name and
 * pinyin initials, each hit with its market; and nothing a user can type into the 20-character box
 * is refused (the app would show 加载失败).
 */
import {
  APP_SEARCH_MARKETS,
  SEARCH_KEYWORD_MAX,
  SEARCH_PATHS,
  SEARCH_TYPES,
  type SearchPage,
} from '../../contract/search';
import { useTestServer } from './harness';

const srv = useTestServer();

async function search(keyword: string): Promise<{ status: number; page: SearchPage }> {
  const q = new URLSearchParams({
    keyword,
    types: SEARCH_TYPES.join(','),
    markets: APP_SEARCH_MARKETS.join(','),
    pageNo: '1',
    pageSize: '15',
  });
  const res = await fetch(srv.url(`${SEARCH_PATHS.queryStockSearch}?${q.toString()}`));
  const body = (await res.json()) as { data: SearchPage };
  return { status: res.status, page: body.data };
}

describe('search finds every market the app shows', () => {
  it.each([
    ['腾讯', 'HKSE', '00700'],
    ['00700', 'HKSE', '00700'],
    ['700', 'HKSE', '00700'],
    ['TXKG', 'HKSE', '00700'],
    ['AAPL', 'NASDAQ', 'AAPL'],
    ['aapl', 'NASDAQ', 'AAPL'],
    ['苹果', 'NASDAQ', 'AAPL'],
    ['TSLA', 'NASDAQ', 'TSLA'],
    ['特斯拉', 'NASDAQ', 'TSLA'],
    ['QQQ', 'NASDAQ', 'QQQ'],
    ['HSZS', 'HKIDX', '.HSI'],
    ['恒生指数', 'HKIDX', '.HSI'],
    ['SZZS', 'sh', '000001'],
    ['600519', 'sh', '600519'],
    ['GZMT', 'sh', '600519'],
    ['510300', 'sh', '510300'],
    ['ＡＡＰＬ', 'NASDAQ', 'AAPL'], // full-width letters, as a Chinese keyboard may type them
  ])('%s → %s %s first', async (keyword, market, symbol) => {
    const { status, page } = await search(keyword);
    expect(status).toBe(200);
    expect(page.hits.length).toBeGreaterThan(0);
    expect(page.hits[0]).toMatchObject({ Market: market, Symbol: symbol });
    for (const h of page.hits) expect(h.Market.length).toBeGreaterThan(0);
  });

  it('腾讯 also finds 腾讯音乐 on the NYSE: markets are mixed in one list', async () => {
    const { page } = await search('腾讯');
    expect(page.hits.map((h) => `${h.Market}:${h.Symbol}`)).toEqual(
      expect.arrayContaining(['HKSE:00700', 'NYSE:TME']),
    );
  });

  it.each([
    ['punctuation', `%&?#=+/\\'"<>{}[]|^~\``],
    ['twenty emoji', '😀'.repeat(SEARCH_KEYWORD_MAX)],
    ['twenty CJK', '中'.repeat(SEARCH_KEYWORD_MAX)],
    ['spaces inside', '  腾 讯  '],
    ['full-width', 'ＡＡＰＬ'],
    ['SQL-ish', "' OR 1=1 --"],
    ['a regex', '.*(['],
    ['twenty digits', '9'.repeat(SEARCH_KEYWORD_MAX)],
  ])('%s: answered 200, never refused', async (_name, keyword) => {
    const { status, page } = await search(keyword);
    expect(status).toBe(200);
    expect(Array.isArray(page.hits)).toBe(true);
  });
});
