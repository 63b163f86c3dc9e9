/**
 * When a 每日一次 alert wakes again: the start (00:00) of the next calendar day on its instrument's
 * own exchange clock — Beijing for 沪深, Hong Kong for 港股, New York (with daylight saving) for
 * 美股 — so a US alert that fired in the New York morning stays muted through that US session,
 * whatever Beijing's date or the machine's zone says. Instrument ids are `market:code`.
 */
import { regionOf } from '../../contract/market-rules';
import { addDays, localMidnightUnix, localTime, TIME_ZONE } from '../market/calendar';

const ZONE = { CN: TIME_ZONE.CN, HK: TIME_ZONE.HK, USA: TIME_ZONE.US } as const;

/** The exchange's time zone of an instrument id (`NASDAQ:AAPL` → America/New_York). */
export function exchangeZoneOf(instrument: string): string {
  const i = instrument.indexOf(':');
  return ZONE[regionOf(i > 0 ? instrument.slice(0, i) : instrument)];
}

/** Epoch ms of the next 00:00 on the instrument's exchange clock after `at` (epoch ms). */
export function nextExchangeDay(at: number, instrument: string): number {
  const tz = exchangeZoneOf(instrument);
  return localMidnightUnix(addDays(localTime(at, tz).ymd, 1), tz) * 1000;
}
