/**
 * Listing (IPO) dates of the Hong Kong and US stocks whose rows in hk-us-listings.ts carry none, for
 * 上市日期 on the profile. From public records (exchange listing notices, prospectuses, the
 * companies' own histories) as we know them; not re-checked against those records: where a record
 * differs, the record is right.
 *
 * The precision is in the string itself:
 * - `YYYY-MM-DD`: the first day of trading, known to the day;
 * - `YYYY-MM`: the month is known, not the day: shown as the month's first trading day;
 * - `YYYY`: only the year, as we recall it (mostly listings older than the exchanges' online
 *   records, and the least sure rows here: check these first): shown as the year's first trading
 *   day.
 * A company that listed again under a new holding company (a merger, a spin-off, a reorganisation)
 * shows the day the listed company of today began trading, as the exchanges' records do.
 */

/** HK code → listing date (H shares: the H-share listing in Hong Kong). */
export const HK_LISTING_DATES: Readonly<Record<string, string>> = {
  '00006': '1976',
  '00012': '1981',
  '00017': '1972',
  '00019': '1959',
  '00066': '2000-10-05',
  '00101': '1972',
  '00175': '1973',
  '00241': '1994',
  '00285': '2007-12-20',
  '00288': '2014-08-05',
  '00291': '1973',
  '00316': '1992-07',
  '00322': '1996-02',
  '00386': '2000-10-19',
  '00669': '1990',
  '00762': '2000-06-22',
  '00823': '2005-11-25',
  '00857': '2000-04-07',
  '00868': '2005-02-03',
  '00881': '2010-03-26',
  '00960': '2009-11-19',
  '00968': '2013-12-12',
  '00992': '1994-02-14',
  '01038': '1996-07-16',
  '01044': '1998-12-08',
  '01088': '2005-06-15',
  '01093': '1994',
  '01099': '2009-09-23',
  '01109': '1996-11-08',
  '01113': '2015-06-03',
  '01177': '2000-09-29',
  '01209': '2020-12-09',
  '01378': '2011-03-24',
  '01876': '2019-09-30',
  '01928': '2009-11-30',
  '01929': '2011-12-15',
  '01997': '2017-11-23',
  '02015': '2021-08-12',
  '02057': '2020-09-29',
  '02313': '2005-11-24',
  '02319': '2004-06-10',
  '02331': '2004-06-28',
  '02382': '2007-06-15',
  '02388': '2002-07-25',
  '02628': '2003-12-18',
  '02899': '2003-12-23',
  '03328': '2005-06-23',
  '03692': '2019-06-14',
  '03968': '2006-09-22',
  '06030': '2011-10-06',
  '06618': '2020-12-08',
  '06690': '2020-12-23',
  '06862': '2018-09-26',
  '09633': '2020-09-08',
  '09868': '2021-07-07',
  '09866': '2022-03-10',
  '09888': '2021-03-23',
  '09961': '2021-04-19',
  '09626': '2021-03-29',
  '01801': '2018-10-31',
  '02018': '2005-08-09',
  '00151': '2008-03-26',
  '00144': '1992',
  '00270': '1987',
  '00384': '1995',
  '00392': '1997-05-29',
  '00522': '1989',
  '00914': '1997-10-21',
  '00916': '2009-12-10',
  '00966': '2000-06',
  '02601': '2009-12-23',
  '02333': '2003-12-15',
  '01919': '2005-06-30',
  '00728': '2002-11-15',
  '00788': '2018-08-08',
  // CSR's H shares, CRRC's since the 2015 merger.
  '01766': '2008-08-21',
  '02359': '2018-12-13',
  '06160': '2018-08-08',
  '00020': '2021-12-30',
  // On GEM first; the main board from 2005.
  '00268': '2001-02-15',
  '00772': '2017-11-08',
  '00780': '2018-11-26',
  '03888': '2007-10-09',
  '00008': '1994',
  '06823': '2011-11-29',
  '00656': '2007-07-16',
  '00659': '1997',
  '00467': '1991',
};

/** US ticker → listing date (the first day of trading on a US exchange). */
export const US_LISTING_DATES: Readonly<Record<string, string>> = {
  GOOG: '2004-08-19',
  COST: '1985-12',
  PEP: '1972',
  ADBE: '1986-08-13',
  CSCO: '1990-02-16',
  QCOM: '1991-12-13',
  TXN: '1953-10',
  INTU: '1993-03-12',
  AMAT: '1972',
  MU: '1984',
  LRCX: '1984-05',
  KLAC: '1980',
  ADI: '1969',
  PYPL: '2015-07-20',
  SBUX: '1992-06-26',
  GILD: '1992-01-22',
  AMGN: '1983-06-17',
  ISRG: '2000-06-13',
  // As priceline.com.
  BKNG: '1999-03-30',
  // As Kraft Foods, Mondelez International since 2012.
  MDLZ: '2001-06-13',
  CMCSA: '1972',
  // T-Mobile US after the merger with MetroPCS.
  TMUS: '2013-05-01',
  HON: '1925',
  PANW: '2012-07-20',
  CRWD: '2019-06-12',
  MRVL: '2000-06-27',
  ABNB: '2020-12-10',
  MAR: '1998-03',
  ASML: '1995-03-15',
  ARM: '2023-09-14',
  REGN: '1991-04-02',
  VRTX: '1991-07-24',
  ADP: '1961',
  CDNS: '1988',
  SNPS: '1992-02-26',
  PLTR: '2020-09-30',
  WMT: '1970-10-01',
  TCOM: '2003-12-09',
  BILI: '2018-03-28',
  ZM: '2019-04-18',
  COIN: '2021-04-14',
  UNH: '1984',
  LLY: '1970',
  PG: '1891',
  HD: '1981-09-22',
  MA: '2006-05-25',
  CVX: '1921',
  ABBV: '2013-01-02',
  MRK: '1941',
  PFE: '1942',
  BAC: '1978',
  WFC: '1978',
  GS: '1999-05-04',
  MS: '1986-03-21',
  // Citigroup, formed by the merger of Citicorp and Travelers.
  C: '1998-10-08',
  AXP: '1977',
  CRM: '2004-06-23',
  ORCL: '1986-03-12',
  ACN: '2001-07-19',
  NKE: '1980-12-02',
  T: '1984',
  VZ: '1984',
  CAT: '1929-12',
  GE: '1892',
  MMM: '1946',
  UNP: '1969',
  UPS: '1999-11-10',
  LMT: '1995-03-16',
  RTX: '1934',
  DE: '1933',
  // Spun off from Altria.
  PM: '2008-03',
  TMO: '1967',
  ABT: '1929',
  NOW: '2012-06-29',
  UBER: '2019-05-10',
  F: '1956-01-17',
  GM: '2010-11-18',
  BLK: '1999-10-01',
  SHW: '1964',
  TRV: '2004',
  BEKE: '2020-08-13',
  YUMC: '2016-11-01',
  TME: '2018-12-12',
  ZTO: '2016-10-27',
  VIPS: '2012-03-23',
  // ConocoPhillips after the merger of Conoco and Phillips Petroleum.
  COP: '2002-09',
  SLB: '1962',
  EOG: '1989',
  APD: '1961',
  FCX: '1988',
  NEM: '1940',
  ECL: '1957',
  PLD: '1994',
  AMT: '1998',
  SPG: '1993-12-14',
  PSA: '1980',
};

/**
 * A recorded date as YYYY-MM-DD: a day as it is; a month or a year as its first trading day, which
 * for these old listings we take as its first weekday other than 1 January (closed everywhere).
 */
export function listingDay(recorded: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(recorded)) return recorded;
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(recorded);
  if (!m) throw new Error(`listing date: ${recorded}`);
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) - 1 : 0;
  for (let day = 1; ; day++) {
    const d = new Date(Date.UTC(year, month, day));
    const weekday = d.getUTCDay();
    if (weekday === 0 || weekday === 6 || (month === 0 && day === 1)) continue;
    return d.toISOString().slice(0, 10);
  }
}
