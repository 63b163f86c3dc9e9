/**
 * One shape for the 7 article types' detail answers, so the page renders them alike. Loading picks
 * the call by type (news type 1 falls back to the older endpoint inside the service).
 */
import type {
  AnnouncementDetail,
  AnnouncementDetailNew,
  FastNewsDetail,
  NewsDetail,
  ResearchDetail,
} from '../../../contract/news';
import { getConfig } from '../../config/load';
import { formatDateTime } from '../../lib/format/time';
import type { Region } from '../../lib/market';
import { ctimeMillis, type ArticleType } from '../../lib/info/article';
import { ratingOf, targetPriceText } from '../../lib/info/research';
import { isSafeUrl } from '../../lib/sanitize';
import {
  getAnnouncementDetail,
  getAnnouncementDetailNew,
  getFastNewsDetail,
  getNewsDetail,
  getNewsDetailNew,
  getResearchDetail,
  getResearchDetailNew,
} from '../../services/news';

export interface ArticleView {
  title: string;
  /** Media or organisation. */
  source: string;
  /** 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD'. */
  time: string;
  /** Server HTML; sanitised when rendered. */
  html: string;
  /** PDF of the full text ('查看原文'), only a safe URL. */
  pdfUrl: string | null;
  disclaimer: string;
  research?: { kind: string; rating: string | null; ratingTone: string | null; target: string | null };
}

/** Shown for types 1, 3, 5, 6, 7 when the article carries no disclaimer of its own. */
export const DEFAULT_DISCLAIMER =
  '免责声明：本文内容仅供参考，不构成任何投资建议。文中观点和数据来源于公开信息，不保证其准确性和完整性。投资者据此操作，风险自担。';

/** A PDF link that passed the URL check; a host-relative one is resolved against the news host. */
function safe(u: string | null | undefined): string | null {
  if (!u || !isSafeUrl(u)) return null;
  return u.startsWith('/') && !u.startsWith('//') ? `${getConfig().rjhyNewsHost}${u}` : u;
}

export function fromNews(d: NewsDetail, region: Region): ArticleView {
  const ms = ctimeMillis(d.ctime);
  return {
    title: d.title,
    source: d.media ?? '',
    time: ms === null ? '' : formatDateTime(ms, region),
    html: d.content,
    pdfUrl: null,
    disclaimer: d.disclaimers || DEFAULT_DISCLAIMER,
  };
}

export function fromAnnouncement(d: AnnouncementDetail): ArticleView {
  return {
    title: d.eventName,
    source: '公司公告',
    time: d.eventDate ?? '',
    html: d.content,
    pdfUrl: safe(d.pdf_link),
    disclaimer: DEFAULT_DISCLAIMER,
  };
}

export function fromAnnouncementNew(d: AnnouncementDetailNew, region: Region): ArticleView {
  const ms = ctimeMillis(d.showTime);
  return {
    title: d.title,
    source: '公司公告',
    time: ms === null ? '' : formatDateTime(ms, region),
    html: d.content,
    pdfUrl: safe(d.pdfLink),
    disclaimer: DEFAULT_DISCLAIMER,
  };
}

export function fromResearch(d: ResearchDetail): ArticleView {
  const rating = ratingOf(d.ratingId);
  return {
    title: d.title,
    source: d.orgName ?? '',
    time: d.publishDate ?? '',
    html: d.abstract,
    pdfUrl: safe(d.s3url),
    disclaimer: DEFAULT_DISCLAIMER,
    research: {
      kind: d.type ?? '',
      rating: rating?.name ?? null,
      ratingTone: rating?.tone ?? null,
      target: targetPriceText(d.tarPrice),
    },
  };
}

export function fromFastNews(d: FastNewsDetail, region: Region): ArticleView {
  const ms = ctimeMillis(d.showTime);
  return {
    title: d.title,
    source: '快讯',
    time: ms === null ? '' : formatDateTime(ms, region),
    html: d.content,
    pdfUrl: null,
    disclaimer: DEFAULT_DISCLAIMER,
  };
}

/** An article of a stock's page; its times are on the clock of the stock's exchange (`region`). */
export async function loadArticle(type: ArticleType, id: string, region: Region): Promise<ArticleView> {
  switch (type) {
    case 1:
      return fromNews(await getNewsDetail(id), region);
    case 2:
      return fromAnnouncement(await getAnnouncementDetail(id));
    case 3:
      return fromResearch(await getResearchDetail(id));
    case 4:
      return fromFastNews(await getFastNewsDetail(id), region);
    case 5:
      return fromNews(await getNewsDetailNew(id), region);
    case 6:
      return fromAnnouncementNew(await getAnnouncementDetailNew(id), region);
    case 7:
      return fromResearch(await getResearchDetailNew(id));
  }
}
