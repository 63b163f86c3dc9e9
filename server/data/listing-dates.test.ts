/**
 * 上市日期 for every Hong Kong and US stock (issue 34): each has a real listing date, none after its
 * first K-line bar (the simulator shows no bar before a listing), and well-known ones on their day.
 */
import { ymdString } from '../market/calendar';
import { FIRST_DAY } from '../market/history';
import { createMarket } from '../market/index';
import { HK_LISTING_DATES, US_LISTING_DATES, listingDay } from './listing-dates';
import { UNIVERSE, instrumentId } from './universe';

const hkUs = UNIVERSE.filter((s) => s.kind === 'stock' && (s.region === 'HK' || s.region === 'USA'));

describe('listingDay', () => {
  it.each([
    ['2004-06-16', '2004-06-16'],
    // A month: its first weekday (1 March 2008 was a Saturday).
    ['2008-03', '2008-03-03'],
    ['1985-12', '1985-12-02'],
    // A year: its first weekday other than New Year's Day (1 January 1976 was a Thursday).
    ['1976', '1976-01-02'],
    // 1 January 1972 was a Saturday: Monday the 3rd.
    ['1972', '1972-01-03'],
    // A month that starts on a Sunday.
    ['1953-11', '1953-11-02'],
  ])('%s → %s', (recorded, day) => {
    expect(listingDay(recorded)).toBe(day);
  });

  it('refuses what is not a date', () => {
    expect(() => listingDay('2004-6')).toThrow(/listing date/);
    expect(() => listingDay('')).toThrow(/listing date/);
  });
});

describe('listing dates of the Hong Kong and US stocks', () => {
  it('names only stocks of the universe, each once, with a real date', () => {
    const hk = new Set(hkUs.filter((s) => s.region === 'HK').map((s) => s.code));
    const us = new Set(hkUs.filter((s) => s.region === 'USA').map((s) => s.code));
    expect(Object.keys(HK_LISTING_DATES).filter((c) => !hk.has(c))).toEqual([]);
    expect(Object.keys(US_LISTING_DATES).filter((c) => !us.has(c))).toEqual([]);
    for (const recorded of [...Object.values(HK_LISTING_DATES), ...Object.values(US_LISTING_DATES)]) {
      const day = listingDay(recorded);
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
  });

  it('gives every HK and US stock a listing date (none shows --)', () => {
    expect(hkUs.length).toBeGreaterThan(200);
    expect(hkUs.filter((s) => !s.listDate).map((s) => s.code)).toEqual([]);
  });

  it('has the well-known ones on their day', () => {
    const dateOf = (code: string) => hkUs.find((s) => s.code === code)?.listDate;
    expect(
      Object.fromEntries(
        ['00700', '09988', '00066', '02388', '00857', '09633', '00020', 'AAPL', 'ARM', 'ABNB', 'GS', 'F'].map(
          (c) => [c, dateOf(c)],
        ),
      ),
    ).toEqual({
      '00700': '2004-06-16',
      '09988': '2019-11-26',
      '00066': '2000-10-05',
      '02388': '2002-07-25',
      '00857': '2000-04-07',
      '09633': '2020-09-08',
      '00020': '2021-12-30',
      AAPL: '1980-12-12',
      ARM: '2023-09-14',
      ABNB: '2020-12-10',
      GS: '1999-05-04',
      F: '1956-01-17',
    });
  });
});

describe('K-lines and listing dates', () => {
  // After the close of Friday 2026-11-20 on every exchange: a fixed instant, whatever the hour the
  // tests run at.
  const market = createMarket({ clock: 'real' }, { now: () => Date.UTC(2026, 10, 21, 6, 0) });
  const listed = UNIVERSE.filter((s) => s.kind === 'stock' && s.listDate);

  it('shows no daily bar before a stock was listed, and a later listing from its first day', () => {
    const wrong: string[] = [];
    let later = 0;
    for (const s of listed) {
      const id = instrumentId(s);
      const bars = market.klines(id, 'DAY', { limit: 100_000 });
      const first = ymdString(bars[0].TradingDay);
      if (first < s.listDate!) wrong.push(`${id} listed ${s.listDate}, first bar ${first}`);
      if (s.listDate! > ymdString(FIRST_DAY)) {
        later += 1;
        // The first bar is the first trading day on or after the listing day: no day missing.
        const days = market.dailySeries(id).days.map((d) => ymdString(d));
        const expected = days.find((d) => d >= s.listDate!);
        if (first !== expected) wrong.push(`${id} listed ${s.listDate}, first bar ${first}, not ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    // HK, US and A-share listings after the seeded history's first day are among them.
    expect(later).toBeGreaterThan(30);
  });
});
