/**
 * The community calls of §7 (stock forum, SMS login, user info, image upload): full paths and the
 * request/response shapes (§3 (entities and their fields) field names, spelling included: reviewCeator, parentCeator). Shared by
 * the app (src/services/circle.ts, sms.ts, user.ts, file.ts) and the reference server
 * (server/routes/community.ts and its per-service modules).
 *
 * Envelope: every call answers HTTP 200 with `{ code, msg?, data? }`; code 1 is success, any other
 * code is a failure whose `msg` is a Chinese sentence fit for a toast (§8 (the error catalogue)). Client-level errors that
 * never reach a handler (malformed JSON, oversized multipart) keep their 4xx status.
 */
import type { AuditStatusValue } from './community.schema';

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
  /** No token, unknown token, expired or revoked token (§6 (roles and permissions)). */
  LoginRequired: -1,
  /** A parameter is missing or breaks a §5 (validation rules) rule; msg says which. */
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

/** Moderation state of a post or comment. */
export const AuditStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const satisfies Record<
  string,
  AuditStatusValue
>;

/** Reply shapes, from their JSON Schemas (./community.schema.ts: types only, nothing reaches the bundle). */
export type {
  AuditStatusValue,
  Comment,
  CommunityResult,
  ForumPost,
  Media,
  Moderated,
  PostDetail,
  PostDetailResponse,
  PublishResponse,
  ReviewListResponse,
  SendCommentResponse,
  SmsLoginResponse,
  SmsSendResponse,
  StockBarListResponse,
  SupportResponse,
  UploadResponse,
  UserInfo,
  UserInfoResponse,
} from './community.schema';
/** Request parameters: ./community.params.schema.ts (the server validates them). */

/** Limits of §5 (validation rules)/§9 (business constants and limits) the server enforces (the app shows the same numbers). */
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
/** Largest page the forum and comment lists serve. */
export const PAGE_SIZE_MAX = 50;
export const COLUMN_CODE = 'stock.bar';
/** Mainland mobile number (§5 (validation rules)), 11 digits. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const CAPTCHA_PATTERN = /^\d{6}$/;

/**
 * The fixed emoji table (§3 (entities and their fields) "100 text codes mapped to images by index"): EMOJI_CODES[i] is shown as
 * image i. Text is counted with an emoji code as one character (§5 (validation rules)), so server and app share it.
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
