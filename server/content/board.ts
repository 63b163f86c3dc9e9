/**
 * A company's board term and meeting ordinal on a date, so resolution notices number the board
 * consistently through time: an A-share board serves three-year terms (届), each company's term
 * starts on its own date, and meetings within a term are counted in order.
 */
import { ymdParts } from '../company/dates';
import { rngFor } from '../company/rng';

const TERM_DAYS = 1096;
/** Terms are counted from this date; each company's first term there is its 4th to 6th. */
const ANCHOR_MS = Date.UTC(2014, 0, 1);
/** About one board meeting every six weeks, so results-day meetings a quarter apart differ. */
const DAYS_PER_MEETING = 45;

function dayNumber(ymd: number): number {
  const [y, m, d] = ymdParts(ymd);
  return Math.round((Date.UTC(y, m - 1, d) - ANCHOR_MS) / 86_400_000);
}

export interface BoardMeeting {
  /** 第N届 */
  term: number;
  /** 第N次会议 of that term, from 1. */
  meeting: number;
}

export function boardMeeting(code: string, ymd: number): BoardMeeting {
  const r = rngFor('board-term', code);
  const firstTerm = r.int(4, 6);
  const phase = r.int(0, TERM_DAYS - 1);
  // Days since the start of the company's term that was running at the anchor.
  const since = dayNumber(ymd) + phase;
  const term = firstTerm + Math.floor(since / TERM_DAYS);
  const inTerm = since - Math.floor(since / TERM_DAYS) * TERM_DAYS;
  return { term, meeting: 1 + Math.floor(inTerm / DAYS_PER_MEETING) };
}

/** Chinese numerals as notices write ordinals: 八, 十, 十二, 二十五. */
export function cnOrdinal(n: number): string {
  const digits = '零一二三四五六七八九';
  if (n < 10) return digits[n];
  if (n < 20) return `十${n % 10 ? digits[n % 10] : ''}`;
  return `${digits[Math.floor(n / 10)]}十${n % 10 ? digits[n % 10] : ''}`;
}
