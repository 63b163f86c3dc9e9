import { addDays } from '../company/dates';
import { boardMeeting, cnOrdinal } from './board';

describe('cnOrdinal', () => {
  it.each([
    [1, '一'],
    [8, '八'],
    [10, '十'],
    [12, '十二'],
    [20, '二十'],
    [25, '二十五'],
  ])('%i → %s', (n, want) => expect(cnOrdinal(n)).toBe(want));
});

describe('boardMeeting', () => {
  const codes = ['600519', '000001', '300750', '688981', '830799'];

  it.each(codes)('%s: terms never go back and meetings count up within a term', (code) => {
    let prev = boardMeeting(code, 20220103);
    let terms = 0;
    for (let ymd = addDays(20220103, 7); ymd <= 20261231; ymd = addDays(ymd, 7)) {
      const cur = boardMeeting(code, ymd);
      if (cur.term === prev.term) {
        expect(cur.meeting).toBeGreaterThanOrEqual(prev.meeting);
      } else {
        // A new term begins with its first meeting, one term later.
        expect(cur.term).toBe(prev.term + 1);
        expect(cur.meeting).toBe(1);
        terms += 1;
      }
      prev = cur;
    }
    // Five years hold one or two term changes.
    expect(terms).toBeGreaterThanOrEqual(1);
    expect(terms).toBeLessThanOrEqual(2);
  });

  it('terms in the 2020s are the 7th to 10th, meetings at most 25', () => {
    for (const code of codes)
      for (let ymd = 20230101; ymd <= 20261231; ymd = addDays(ymd, 30)) {
        const { term, meeting } = boardMeeting(code, ymd);
        expect(term).toBeGreaterThanOrEqual(7);
        expect(term).toBeLessThanOrEqual(10);
        expect(meeting).toBeLessThanOrEqual(25);
      }
  });

  it('results days a quarter apart in one term have different meetings', () => {
    const a = boardMeeting('600519', 20250428);
    const b = boardMeeting('600519', 20250828);
    if (a.term === b.term) expect(b.meeting).toBeGreaterThan(a.meeting);
    else expect(b.term).toBe(a.term + 1);
  });
});
