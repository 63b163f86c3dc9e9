/** Profile (jiankuang) by region: A-share sections, HK info or US info. */
import { regionOf } from '../../../lib/market';
import { CnProfile } from './CnProfile';
import { HkProfile } from './HkProfile';
import { UsProfile } from './UsProfile';

export function ProfileTab({ market, symbol }: { market: string; symbol: string }) {
  const region = regionOf(market);
  if (region === 'HK') return <HkProfile symbol={symbol} />;
  if (region === 'USA') return <UsProfile symbol={symbol} />;
  return <CnProfile market={market} symbol={symbol} />;
}
