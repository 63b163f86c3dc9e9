/**
 * The community calls of §7 (stock forum, SMS login, user info, image upload): full paths and the
 * request/response shapes (§3 field names, spelling included: reviewCeator, parentCeator). Shared by
 * the app (src/services/circle.ts, sms.ts, user.ts, file.ts) and the reference server
 * (server/routes/community.ts and its per-service modules).
 *
 * Envelope: every call answers HTTP 200 with `{ code, msg?, data? }`; code 1 is success, any other
 * code is a failure whose `msg` is a Chinese sentence fit for a toast (§8). Client-level errors that
 * never reach a handler (malformed JSON, oversized multipart) keep their 4xx status.
 */

export const CIRCLE_PREFIX = '/rjhy-circle/api/1';
export const SMS_PREFIX = '/rjhy-sms/api/1';
export const USER_PREFIX = '/rjhy-user/api/1';
export const FILE_PREFIX = '/rjhy-file/api/1';

export const CommunityPaths = {
  /** GET StockBarListParams → StockBarListResponse */
  stockBarList: `${CIRCLE_PREFIX}/stockBar/list`,
  /** POST JSON PublishPayload → PublishResponse */
  publish: `${CIRCLE_PREFIX}/stockBar/publish`,
  /** GET PostDetailParams → PostDetailResponse (increments the read count) */
  postDetail: `${CIRCLE_PREFIX}/stockBar/detail`,
  /** GET ReviewListParams → ReviewListResponse */
  reviewList: `${CIRCLE_PREFIX}/review/list`,
  /** POST JSON or form SendCommentPayload → SendCommentResponse */
  sendComment: `${CIRCLE_PREFIX}/review/send`,
  /** POST form SupportPostParams → SupportResponse */
  supportPost: `${CIRCLE_PREFIX}/news/support`,
  unsupportPost: `${CIRCLE_PREFIX}/news/unsupport`,
  /** POST form SupportReviewParams → SupportResponse */
  supportReview: `${CIRCLE_PREFIX}/review/support`,
  unsupportReview: `${CIRCLE_PREFIX}/review/unsupport`,
  /** POST JSON or form SmsSendPayload → SmsSendResponse */
  smsSend: `${SMS_PREFIX}/send`,
  /** POST JSON or form SmsLoginPayload → SmsLoginResponse */
  smsLogin: `${SMS_PREFIX}/login`,
  /** GET { token } → UserInfoResponse */
  userInfo: `${USER_PREFIX}/info`,
  /** POST form { token } → CommunityResult (revokes the token) */
  logout: `${USER_PREFIX}/logout`,
  /** POST multipart: `attachment` (the image file), `bucket`, `token` → UploadResponse */
  upload: `${FILE_PREFIX}/upload`,
  /** GET an uploaded image: `${CommunityPaths.uploadedFile}/<sha256>.<png|jpg|gif>` */
  uploadedFile: `${FILE_PREFIX}/file`,
} as const;

/** Result codes of the community envelope. */
export const CommunityCode = {
  Ok: 1,
  /** No token, unknown token, expired or revoked token (§6). */
  LoginRequired: -1,
  /** A parameter is missing or breaks a §5 rule; msg says which. */
  BadInput: 2,
  /** The post or comment does not exist or is not visible to the caller. */
  NotFound: 3,
  /** SMS resend within 60 s, daily cap, per-IP limit. */
  RateLimited: 4,
  /** Wrong, expired, used or exhausted captcha. */
  CaptchaInvalid: 5,
  /** Like that already exists, or unlike of a like that does not. */
  Conflict: 6,
} as const;
export type CommunityCodeValue = (typeof CommunityCode)[keyof typeof CommunityCode];

export interface CommunityResult<T = undefined> {
  code: number;
  msg?: string;
  data?: T;
}

/** Moderation state of a post or comment. */
export const AuditStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type AuditStatusValue = (typeof AuditStatus)[keyof typeof AuditStatus];

/**
 * Present on items the caller sees: approved items show auditStatus 1; the author's own
 * not-yet-approved items show auditStatus 0 and isPending true (the app marks them 审核中).
 */
export interface Moderated {
  auditStatus: AuditStatusValue;
  isPending: boolean;
}

export interface Media {
  /** Path of an uploaded image, e.g. /rjhy-file/api/1/file/<sha256>.png (same host as the file service). */
  address: string;
}

/** §3 forum post (one row of the forum tab). */
export interface ForumPost extends Moderated {
  newsId: string;
  nickName: string;
  /** Author avatar URL ('' when the author has none). */
  image: string;
  title: string;
  /** Whole content; the list shows it under the title. */
  content: string;
  medias: Media[];
  /** Unix milliseconds. */
  createTime: number;
  /** 1 pinned. */
  isTop: 0 | 1;
  /** Whether the caller likes it (0 without a token). */
  isSupport: 0 | 1;
  supportCount: number;
  reviewCount: number;
  /** Author's public code (compare with UserInfo.userCode). */
  userCode: string;
}

export interface StockBarListParams {
  token?: string;
  appCode?: string;
  symbol: string;
  /** HKIDX → HKSE, other markets lower case (the server applies the same mapping, case-insensitively). */
  market: string;
  /** From 1. */
  pageNo: number;
  /** 20 in the app (§9); at most 50. */
  pageSize: number;
}
export type StockBarListResponse = CommunityResult<ForumPost[]>;

/** §3 publish payload. */
export interface PublishPayload {
  token: string;
  serverId?: string;
  recommendation?: number;
  creatorType?: number;
  /** 1 with an image, else 0 (the server derives it from medias). */
  contentType?: number;
  symbol: string;
  market: string;
  /** 1–199 characters, an emoji code such as [微笑] counting as one. */
  content: string;
  /** Optional, at most 40 characters (same counting). */
  title?: string;
  areas?: number[];
  columnCodes?: string[];
  /** Addresses returned by the upload call; at most MAX_POST_MEDIAS. */
  medias?: Media[];
}
export type PublishResponse = CommunityResult<{ newsId: string } & Moderated>;

export interface PostDetailParams {
  token?: string;
  serverId?: string;
  appCode?: string;
  newsId: string;
  pageNo?: number;
  pageSize?: number;
}

/** §3 post detail. */
export interface PostDetail extends Moderated {
  newsId: string;
  title: string;
  creator: { image: string; nickName: string; title: string; userCode: string };
  createTime: number;
  hitCount: number;
  reviewCount: number;
  supportCount: number;
  isTop: 0 | 1;
  market: string;
  symbol: string;
  newsBean: { content: string; isSupport: 0 | 1; medias: Media[] };
}
export type PostDetailResponse = CommunityResult<PostDetail>;

export interface ReviewListParams extends PostDetailParams {
  pageNo: number;
  pageSize: number;
}

/** §3 comment. */
export interface Comment extends Moderated {
  reviewId: string;
  reviewContext: string;
  reviewCeator: { image: string; nickName: string; userCode: string };
  /** Content of the comment replied to ('' for a reply to the author or when that comment is not visible). */
  parentContext: string;
  parentCeator: { nickName: string } | null;
  parentId: string;
  /** 1 when the commenter is the post's author. */
  isAuthor: 0 | 1;
  isSupport: 0 | 1;
  supportCount: number;
  createTime: number;
  newsId: string;
}
export interface ReviewListResponse extends CommunityResult<Comment[]> {
  totalCount?: number;
}

/** §3 comment request. */
export interface SendCommentPayload {
  token: string;
  serverId?: string;
  newsId: string;
  /** '' (or absent) for a reply to the author: 1–199 characters; a reviewId for a reply to a comment: 1–200. */
  parentId?: string;
  content: string;
  column?: string;
  platform?: string;
}
export type SendCommentResponse = CommunityResult<{ reviewId: string } & Moderated>;

export interface SupportPostParams {
  token: string;
  serverId?: string;
  newsId: string;
}
export interface SupportReviewParams extends SupportPostParams {
  reviewId: string;
}
/** data carries the state after the call (also on code Conflict, so the app can resync). */
export type SupportResponse = CommunityResult<{ isSupport: 0 | 1; supportCount: number }>;

/** §3 SMS request. */
export interface SmsSendPayload {
  phone: string;
  signature?: string;
  activityId?: string;
  reffer?: string;
}
/** token: the SMS token to send back with the login (same shape for every phone). */
export interface SmsSendResponse extends CommunityResult {
  token?: string;
}

/** §3 login request. */
export interface SmsLoginPayload {
  phone: string;
  captcha: string;
  smsToken?: string;
  serverId?: string;
  activityId?: string;
  reffer?: string;
}
/** §3 user info, kept in session storage by the app. */
export interface UserInfo {
  token: string;
  serverId: string;
  headImage: string;
  nickname: string;
  /** Masked phone, e.g. 138****0000. */
  username: string;
  /** Public author code (ForumPost.userCode, Comment.reviewCeator.userCode). */
  userCode: string;
}
export interface SmsLoginResponse extends CommunityResult<UserInfo> {
  token?: string;
}
export type UserInfoResponse = CommunityResult<UserInfo>;

export type UploadResponse = CommunityResult<Media>;

/** Limits of §5/§9 the server enforces (the app shows the same numbers). */
export const TITLE_MAX = 40;
/** Content counts 1..CONTENT_MAX (the display limit is 200, the count must stay below it). */
export const CONTENT_MAX = 199;
/** Reply to a comment: 1..REPLY_MAX; reply to the author: 1..COMMENT_MAX. */
export const COMMENT_MAX = 199;
export const REPLY_MAX = 200;
export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const MAX_POST_MEDIAS = 9;
export const FORUM_PAGE_SIZE = 20;
export const COMMENT_PAGE_SIZE = 20;
export const POST_DETAIL_PAGE_SIZE = 10;
export const PAGE_SIZE_MAX = 50;
export const COLUMN_CODE = 'stock.bar';
/** Mainland mobile number (§5), 11 digits. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const CAPTCHA_PATTERN = /^\d{6}$/;

/**
 * The fixed emoji table (§3 "100 text codes mapped to images by index"): EMOJI_CODES[i] is shown as
 * image i. Text is counted with an emoji code as one character (§5), so server and app share it.
 */
// prettier-ignore
export const EMOJI_CODES: readonly string[] = [
  '[微笑]', '[撇嘴]', '[色]', '[发呆]', '[得意]', '[流泪]', '[害羞]', '[闭嘴]', '[睡]', '[大哭]',
  '[尴尬]', '[发怒]', '[调皮]', '[呲牙]', '[惊讶]', '[难过]', '[酷]', '[冷汗]', '[抓狂]', '[吐]',
  '[偷笑]', '[可爱]', '[白眼]', '[傲慢]', '[饥饿]', '[困]', '[惊恐]', '[流汗]', '[憨笑]', '[大兵]',
  '[奋斗]', '[咒骂]', '[疑问]', '[嘘]', '[晕]', '[折磨]', '[衰]', '[骷髅]', '[敲打]', '[再见]',
  '[擦汗]', '[抠鼻]', '[鼓掌]', '[糗大了]', '[坏笑]', '[左哼哼]', '[右哼哼]', '[哈欠]', '[鄙视]', '[委屈]',
  '[快哭了]', '[阴险]', '[亲亲]', '[吓]', '[可怜]', '[菜刀]', '[西瓜]', '[啤酒]', '[篮球]', '[乒乓]',
  '[咖啡]', '[饭]', '[猪头]', '[玫瑰]', '[凋谢]', '[示爱]', '[爱心]', '[心碎]', '[蛋糕]', '[闪电]',
  '[炸弹]', '[刀]', '[足球]', '[瓢虫]', '[便便]', '[月亮]', '[太阳]', '[礼物]', '[拥抱]', '[强]',
  '[弱]', '[握手]', '[胜利]', '[抱拳]', '[勾引]', '[拳头]', '[差劲]', '[爱你]', '[NO]', '[OK]',
  '[爱情]', '[飞吻]', '[跳跳]', '[发抖]', '[怄火]', '[转圈]', '[磕头]', '[回头]', '[跳绳]', '[挥手]',
];
