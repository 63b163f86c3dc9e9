/** The stock home's sector tab (§7 (the calls it makes) plateTop3Lists), config field rjhyQuoteSector. */
import { http } from '../api/http';
import { SECTOR_TAB_PATHS, type StockSector } from '../../contract/sector-tab';

/** Top 3 sectors of a stock; stockcode is {symbol}.{MARKET} (600519.SH). */
export function getTop3Sectors(symbol: string, market: string): Promise<StockSector[]> {
  return http.get<StockSector[]>('rjhyQuoteSector', SECTOR_TAB_PATHS.plateTop3Lists, {
    stockcode: `${symbol}.${market.toUpperCase()}`,
  });
}
