/**
 * Stock-forum service (§7 (the calls it makes) rjhy-circle, config field circle): forum list, publish, post detail,
 * reviews, comments and likes. Every call answers the community envelope { code, msg, data }; the
 * callers decide on `code` (§8 (the error catalogue): code not 1 ends the list, like failures do nothing), so the raw
 * body is returned. Paths and types: contract/community.ts.
 */
import { http } from '../api/http';
import {
  COLUMN_CODE,
  CommunityPaths,
  COMMENT_PAGE_SIZE,
  FORUM_PAGE_SIZE,
  POST_DETAIL_PAGE_SIZE,
  type CommunityResult,
  type Media,
  type PostDetailResponse,
  type PublishResponse,
  type ReviewListResponse,
  type SendCommentResponse,
  type StockBarListResponse,
  type SupportResponse,
} from '../../contract/community';
import { getConfig } from '../config/load';
import { newsMarket } from '../lib/market';

const S = 'circle' as const;
/** The §3 (entities and their fields) platform code of comment requests (a fixed value; this build's own). */
export const PLATFORM_CODE = 'h5';

/** Who calls: token and serverId of the logged-in user ('' for a visitor). */
export interface Caller {
  token: string;
  serverId: string;
}

/** stockBar list: market HKIDX → HKSE, else lower case (§7 (the calls it makes)); pageNo from 1, 20 a page. */
export function getForumList(
  caller: Caller,
  market: string,
  symbol: string,
  pageNo: number,
  pageSize: number = FORUM_PAGE_SIZE,
): Promise<StockBarListResponse> {
  return http.get<StockBarListResponse>(
    S,
    CommunityPaths.stockBarList,
    {
      token: caller.token,
      appCode: getConfig().appCode,
      symbol,
      market: newsMarket(market),
      pageNo,
      pageSize,
    },
    { raw: true },
  );
}

export interface PublishInput {
  market: string;
  symbol: string;
  title: string;
  content: string;
  medias: Media[];
}

/** Publish payload of §3 (contentType 1 with an image, else 0). */
export function publishPost(caller: Caller, input: PublishInput): Promise<PublishResponse> {
  return http.post<PublishResponse>(
    S,
    CommunityPaths.publish,
    {
      token: caller.token,
      serverId: caller.serverId,
      recommendation: 0,
      creatorType: 0,
      contentType: input.medias.length ? 1 : 0,
      symbol: input.symbol,
      market: newsMarket(input.market),
      content: input.content,
      title: input.title,
      areas: [0],
      columnCodes: [COLUMN_CODE],
      medias: input.medias,
    },
    { raw: true },
  );
}

export function getPostDetail(caller: Caller, newsId: string): Promise<PostDetailResponse> {
  return http.get<PostDetailResponse>(
    S,
    CommunityPaths.postDetail,
    { ...caller, appCode: getConfig().appCode, newsId, pageNo: 1, pageSize: POST_DETAIL_PAGE_SIZE },
    { raw: true },
  );
}

/** Review list; raw keeps totalCount beside data. */
export function getReviews(
  caller: Caller,
  newsId: string,
  pageNo: number,
  pageSize: number = COMMENT_PAGE_SIZE,
): Promise<ReviewListResponse> {
  return http.get<ReviewListResponse>(
    S,
    CommunityPaths.reviewList,
    { ...caller, appCode: getConfig().appCode, newsId, pageNo, pageSize },
    { raw: true },
  );
}

/** Comment request of §3 (entities and their fields): parentId '' replies to the author, a reviewId to that comment. */
export function sendComment(
  caller: Caller,
  newsId: string,
  parentId: string,
  content: string,
): Promise<SendCommentResponse> {
  return http.post<SendCommentResponse>(
    S,
    CommunityPaths.sendComment,
    { ...caller, newsId, parentId, content, column: COLUMN_CODE, platform: PLATFORM_CODE },
    { raw: true },
  );
}

/** Like (on) or unlike a post: form-encoded token, serverId, newsId (§7 (the calls it makes)). */
export function setPostSupport(caller: Caller, newsId: string, on: boolean): Promise<SupportResponse> {
  return http.postForm<SupportResponse>(
    S,
    on ? CommunityPaths.supportPost : CommunityPaths.unsupportPost,
    { ...caller, newsId },
    { raw: true },
  );
}

/** Like (on) or unlike a comment. */
export function setReviewSupport(
  caller: Caller,
  newsId: string,
  reviewId: string,
  on: boolean,
): Promise<SupportResponse> {
  return http.postForm<SupportResponse>(
    S,
    on ? CommunityPaths.supportReview : CommunityPaths.unsupportReview,
    { ...caller, newsId, reviewId },
    { raw: true },
  );
}

export type { CommunityResult };
