/**
 * The OpenAPI document: generated from the routes' schemas, served in the local environment only,
 * committed as docs/openapi.json (this test fails when the routes and the file part ways: run
 * `npm run openapi`), and covering every §7 (the calls it makes) call the server implements.
 */
import fs from 'node:fs';
import { AlertPaths } from '../../contract/alerts';
import { CommunityPaths } from '../../contract/community';
import { DRAGON_TIGER_PATHS } from '../../contract/dragon-tiger';
import { FINANCE_PATHS } from '../../contract/finance';
import { MARGIN_PATHS } from '../../contract/margin';
import { INDICES_PATHS } from '../../contract/indices';
import { CHART_EVENTS_PATHS } from '../../contract/chart-events';
import { NEWS_PATHS } from '../../contract/news';
import { PLATE_PATHS, PLATE_SERVICE_BASE, PLATE_SERVICE_OF } from '../../contract/plate';
import { PROFILE_PATHS } from '../../contract/profile';
import { QUOTE_PATHS, QUOTE_SERVICE_BASE } from '../../contract/quote';
import { SEARCH_PATHS } from '../../contract/search';
import { SECTOR_TAB_PATHS } from '../../contract/sector-tab';
import { WatchPaths } from '../../contract/watchlist';
import { OPENAPI_PATH } from '../../server/openapi';
import { OPENAPI_FILE } from '../../server/openapi-document';
import { useTestServer } from './harness';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const committed = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApi;
const local = useTestServer({ env: 'local' });
const test = useTestServer({ env: 'test' });

/** Every call of the contract modules, as the server mounts it (path parameters in OpenAPI form). */
const CALLS: string[] = [
  ...Object.values(CommunityPaths).map((p) => (p === CommunityPaths.uploadedFile ? `${p}/{name}` : p)),
  ...Object.values(NEWS_PATHS).map((p) => (p === NEWS_PATHS.pdf ? `${p}/{file}` : p)),
  ...Object.values(PROFILE_PATHS),
  ...Object.values(FINANCE_PATHS),
  ...Object.values(SEARCH_PATHS),
  ...Object.values(SECTOR_TAB_PATHS),
  ...Object.values(MARGIN_PATHS),
  ...Object.values(DRAGON_TIGER_PATHS),
  ...(Object.keys(PLATE_PATHS) as (keyof typeof PLATE_PATHS)[]).map(
    (call) => `${PLATE_SERVICE_BASE[PLATE_SERVICE_OF[call]]}${PLATE_PATHS[call]}`,
  ),
  ...Object.values(INDICES_PATHS),
  ...Object.values(CHART_EVENTS_PATHS),
  ...Object.values(WatchPaths),
  ...Object.values(AlertPaths),
  `${QUOTE_SERVICE_BASE.hqToken}${QUOTE_PATHS.token}`,
  `${QUOTE_SERVICE_BASE.gmgQuoteHost}${QUOTE_PATHS.kline}`,
  `${QUOTE_SERVICE_BASE.gmgQuoteHost}${QUOTE_PATHS.etfHistory}`,
  `${QUOTE_SERVICE_BASE.gmgQuoteHost}${QUOTE_PATHS.limitUpGene}`,
  `${QUOTE_SERVICE_BASE.stockQuoteHost}${QUOTE_PATHS.stockDetail}`,
  `${QUOTE_SERVICE_BASE.stockQuoteHost}${QUOTE_PATHS.fundStockDetail}`,
  `${QUOTE_SERVICE_BASE.quotes}${QUOTE_PATHS.largeOrders}`,
  `${QUOTE_SERVICE_BASE.rjhyQuoteHost}${QUOTE_PATHS.getHandicap}`,
  `${QUOTE_SERVICE_BASE.rjhyQuoteHost}${QUOTE_PATHS.getStockName}`,
  `${QUOTE_SERVICE_BASE.rjhyQuoteHost}${QUOTE_PATHS.lastPrice}`,
  `${QUOTE_SERVICE_BASE.stockQuoteHost}${QUOTE_PATHS.companyProfile}`,
  `${QUOTE_SERVICE_BASE.rankHost}${QUOTE_PATHS.rankList}`,
];

describe('OpenAPI document', () => {
  it('is served at /openapi.json in the local environment and equals the committed docs/openapi.json', async () => {
    const res = await fetch(local.url(OPENAPI_PATH));
    expect(res.status).toBe(200);
    // On failure: the routes' schemas changed; run `npm run openapi` and commit docs/openapi.json.
    expect(await res.json()).toEqual(committed);
  });

  it('is not served outside the local environment', async () => {
    expect((await fetch(test.url(OPENAPI_PATH))).status).toBe(404);
  });

  it('documents every call with its reply and error envelope, and nothing but the API', () => {
    expect(committed.openapi).toBe('3.1.0');
    expect(Object.keys(committed.paths).sort()).toEqual([...CALLS, '/health'].sort());
    for (const [path, operations] of Object.entries(committed.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect([path, method, Object.keys(op.responses).sort()]).toEqual([
          path,
          method,
          ['200', '4XX', '5XX'],
        ]);
      }
    }
  });

  it('documents the parameters of a call, with their limits and defaults', () => {
    const list = committed.paths[CommunityPaths.stockBarList].get.parameters ?? [];
    expect(list.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:token',
      'query:appCode',
      'query:symbol',
      'query:market',
      'query:pageNo',
      'query:pageSize',
    ]);
    expect(list[5]).toMatchObject({ required: false, schema: { minimum: 1, maximum: 50, default: 20 } });
    expect(committed.paths[PROFILE_PATHS.dividend].post.requestBody).toBeDefined();
  });
});
