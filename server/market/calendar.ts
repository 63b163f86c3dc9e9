/**
 * Exchange calendars: dates as YYYYMMDD numbers, weekends and holidays per exchange, and time-zone
 * conversion. Holidays follow each exchange's published rules (fixed dates with weekend shifts,
 * Easter, and a lunar-date table for 2018–2028); good enough for a simulator, not a legal calendar.
 */
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor, max: mMax, min: mMin, round: mRound } = Math;

export type Exchange = 'CN' | 'HK' | 'US' | 'DE' | 'UK';

export const TIME_ZONE: Record<Exchange, string> = {
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  US: 'America/New_York',
  DE: 'Europe/Berlin',
  UK: 'Europe/London',
};

// ---- date numbers ----

export function ymdOf(y: number, m: number, d: number): number {
  return y * 10000 + m * 100 + d;
}
export function ymdToUtcMs(ymd: number): number {
  return Date.UTC(mFloor(ymd / 10000), (mFloor(ymd / 100) % 100) - 1, ymd % 100);
}
export function utcMsToYmd(ms: number): number {
  const d = new Date(ms);
  return ymdOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}
export function addDays(ymd: number, n: number): number {
  return utcMsToYmd(ymdToUtcMs(ymd) + n * 86400000);
}
/** 0 Sunday … 6 Saturday */
export function weekday(ymd: number): number {
  return new Date(ymdToUtcMs(ymd)).getUTCDay();
}
export function ymdString(ymd: number, sep = '-'): string {
  const s = String(ymd);
  return `${s.slice(0, 4)}${sep}${s.slice(4, 6)}${sep}${s.slice(6, 8)}`;
}
export function parseYmd(text: string): number | undefined {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const v = ymdOf(Number(m[1]), Number(m[2]), Number(m[3]));
  return utcMsToYmd(ymdToUtcMs(v)) === v ? v : undefined;
}

// ---- time zones ----

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

export interface LocalTime {
  ymd: number;
  /** seconds since local midnight (fractional) */
  seconds: number;
}

export function localTime(ms: number, tz: string): LocalTime {
  const parts = formatter(tz).formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const frac = (((ms % 1000) + 1000) % 1000) / 1000;
  return {
    ymd: ymdOf(get('year'), get('month'), get('day')),
    seconds: get('hour') * 3600 + get('minute') * 60 + get('second') + frac,
  };
}

/** Unix ms of a local wall time (exchange time zone). */
export function localToUnixMs(ymd: number, seconds: number, tz: string): number {
  const naive = ymdToUtcMs(ymd) + seconds * 1000;
  // Two passes settle DST edges: offset = naive-as-local minus actual instant.
  let guess = naive;
  for (let i = 0; i < 2; i++) {
    const lt = localTime(guess, tz);
    const shown = ymdToUtcMs(lt.ymd) + lt.seconds * 1000;
    guess += naive - shown;
  }
  return mRound(guess);
}

const midnightCache = new Map<string, number>();
/** Unix seconds of 00:00 local time on a day (cached: used for every bar's Time). */
export function localMidnightUnix(ymd: number, tz: string): number {
  const k = `${tz}|${ymd}`;
  let v = midnightCache.get(k);
  if (v === undefined) {
    v = mRound(localToUnixMs(ymd, 0, tz) / 1000);
    midnightCache.set(k, v);
  }
  return v;
}

// ---- holidays ----

/** Lunar-calendar dates: [Spring Festival, Qingming, Buddha's birthday, Dragon Boat, Mid-Autumn, Chung Yeung]. */
const LUNAR: Record<number, number[]> = {
  2018: [20180216, 20180405, 20180522, 20180618, 20180924, 20181017],
  2019: [20190205, 20190405, 20190512, 20190607, 20190913, 20191007],
  2020: [20200125, 20200404, 20200430, 20200625, 20201001, 20201025],
  2021: [20210212, 20210404, 20210519, 20210614, 20210921, 20211014],
  2022: [20220201, 20220405, 20220508, 20220603, 20220910, 20221004],
  2023: [20230122, 20230405, 20230526, 20230622, 20230929, 20231023],
  2024: [20240210, 20240404, 20240515, 20240610, 20240917, 20241011],
  2025: [20250129, 20250404, 20250505, 20250531, 20251006, 20251029],
  2026: [20260217, 20260405, 20260524, 20260619, 20260925, 20261018],
  2027: [20270206, 20270405, 20270513, 20270609, 20270915, 20271008],
  2028: [20280126, 20280404, 20280502, 20280528, 20281003, 20281026],
};

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(y: number): number {
  const a = y % 19;
  const b = mFloor(y / 100);
  const c = y % 100;
  const d = mFloor(b / 4);
  const e = b % 4;
  const f = mFloor((b + 8) / 25);
  const g = mFloor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = mFloor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = mFloor((a + 11 * h + 22 * l) / 451);
  const month = mFloor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymdOf(y, month, day);
}

/** n-th weekday (0 Sun…6 Sat) of a month; n = -1 for the last one. */
function nthWeekday(y: number, m: number, wd: number, n: number): number {
  if (n > 0) {
    const first = ymdOf(y, m, 1);
    const shift = (wd - weekday(first) + 7) % 7;
    return addDays(first, shift + (n - 1) * 7);
  }
  const last = addDays(ymdOf(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1), -1);
  return addDays(last, -((weekday(last) - wd + 7) % 7));
}

/** Saturday → Friday, Sunday → Monday (US and UK "observed" rule). */
function observed(ymd: number): number {
  const wd = weekday(ymd);
  return wd === 6 ? addDays(ymd, -1) : wd === 0 ? addDays(ymd, 1) : ymd;
}
/** Sunday → Monday only (HK and CN single-day holidays). */
function sundayToMonday(ymd: number): number {
  return weekday(ymd) === 0 ? addDays(ymd, 1) : ymd;
}
function range(from: number, days: number): number[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

function holidaysOf(ex: Exchange, y: number): number[] {
  const lunar = LUNAR[y];
  const out: number[] = [];
  switch (ex) {
    case 'CN': {
      out.push(sundayToMonday(ymdOf(y, 1, 1)));
      if (weekday(ymdOf(y, 1, 1)) === 6) out.push(ymdOf(y, 1, 3));
      if (lunar) {
        const [spring, qingming, , dragon, midAutumn] = lunar;
        out.push(...range(addDays(spring, -1), 8));
        out.push(sundayToMonday(qingming));
        out.push(sundayToMonday(weekday(dragon) === 6 ? addDays(dragon, -1) : dragon));
        out.push(sundayToMonday(weekday(midAutumn) === 6 ? addDays(midAutumn, -1) : midAutumn));
      }
      out.push(...range(ymdOf(y, 5, 1), 5));
      out.push(...range(ymdOf(y, 10, 1), 7));
      break;
    }
    case 'HK': {
      out.push(sundayToMonday(ymdOf(y, 1, 1)));
      if (lunar) {
        const [spring, qingming, buddha, dragon, midAutumn, chungYeung] = lunar;
        // Three Lunar New Year days; one falling on a Sunday moves to the fourth day.
        const lny = range(spring, 3);
        out.push(...lny);
        if (lny.some((d) => weekday(d) === 0)) out.push(addDays(spring, 3));
        out.push(sundayToMonday(qingming), sundayToMonday(buddha), sundayToMonday(dragon));
        out.push(sundayToMonday(addDays(midAutumn, 1)), sundayToMonday(chungYeung));
      }
      const e = easter(y);
      out.push(addDays(e, -2), addDays(e, 1));
      out.push(
        sundayToMonday(ymdOf(y, 5, 1)),
        sundayToMonday(ymdOf(y, 7, 1)),
        sundayToMonday(ymdOf(y, 10, 1)),
      );
      out.push(ymdOf(y, 12, 25), ymdOf(y, 12, 26));
      if (weekday(ymdOf(y, 12, 25)) === 0 || weekday(ymdOf(y, 12, 26)) === 0) out.push(ymdOf(y, 12, 27));
      break;
    }
    case 'US': {
      if (weekday(ymdOf(y, 1, 1)) !== 6) out.push(observed(ymdOf(y, 1, 1)));
      out.push(nthWeekday(y, 1, 1, 3), nthWeekday(y, 2, 1, 3), addDays(easter(y), -2));
      out.push(nthWeekday(y, 5, 1, -1));
      if (y >= 2022) out.push(observed(ymdOf(y, 6, 19)));
      out.push(observed(ymdOf(y, 7, 4)), nthWeekday(y, 9, 1, 1), nthWeekday(y, 11, 4, 4));
      out.push(observed(ymdOf(y, 12, 25)));
      break;
    }
    case 'DE': {
      const e = easter(y);
      out.push(ymdOf(y, 1, 1), addDays(e, -2), addDays(e, 1), ymdOf(y, 5, 1));
      out.push(ymdOf(y, 12, 24), ymdOf(y, 12, 25), ymdOf(y, 12, 26), ymdOf(y, 12, 31));
      break;
    }
    case 'UK': {
      const e = easter(y);
      out.push(observed(ymdOf(y, 1, 1)), addDays(e, -2), addDays(e, 1));
      out.push(nthWeekday(y, 5, 1, 1), nthWeekday(y, 5, 1, -1), nthWeekday(y, 8, 1, -1));
      const xmas = ymdOf(y, 12, 25);
      const wd = weekday(xmas);
      if (wd === 6) out.push(ymdOf(y, 12, 27), ymdOf(y, 12, 28));
      else if (wd === 0) out.push(ymdOf(y, 12, 26), ymdOf(y, 12, 27));
      else if (wd === 5) out.push(xmas, ymdOf(y, 12, 28));
      else out.push(xmas, ymdOf(y, 12, 26));
      break;
    }
  }
  return out;
}

const holidaySets = new Map<string, Set<number>>();
function holidaySet(ex: Exchange, y: number): Set<number> {
  const k = `${ex}${y}`;
  let s = holidaySets.get(k);
  if (!s) {
    s = new Set(holidaysOf(ex, y));
    holidaySets.set(k, s);
  }
  return s;
}

export function isTradingDay(ex: Exchange, ymd: number): boolean {
  const wd = weekday(ymd);
  if (wd === 0 || wd === 6) return false;
  return !holidaySet(ex, mFloor(ymd / 10000)).has(ymd);
}

/** The latest trading day on or before ymd. */
export function tradingDayOnOrBefore(ex: Exchange, ymd: number): number {
  let d = ymd;
  while (!isTradingDay(ex, d)) d = addDays(d, -1);
  return d;
}

export function previousTradingDay(ex: Exchange, ymd: number): number {
  return tradingDayOnOrBefore(ex, addDays(ymd, -1));
}

const dayLists = new Map<Exchange, { from: number; end: number; days: number[] }>();

/** Trading days from `from` to `to` inclusive, ascending (cached per exchange). */
export function tradingDaysBetween(ex: Exchange, from: number, to: number): number[] {
  let list = dayLists.get(ex);
  if (!list || list.from > from || list.end < to) {
    const start = mMin(from, list?.from ?? from);
    const end = mMax(to, addDays(to, 400));
    const days: number[] = [];
    for (let d = start; d <= end; d = addDays(d, 1)) if (isTradingDay(ex, d)) days.push(d);
    list = { from: start, end, days };
    dayLists.set(ex, list);
  }
  const out: number[] = [];
  for (const d of list.days) {
    if (d > to) break;
    if (d >= from) out.push(d);
  }
  return out;
}
