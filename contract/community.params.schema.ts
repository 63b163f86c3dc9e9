/**
 * Request parameters of the community calls (§7 (the calls it makes), §3 (entities and their fields) payloads), as JSON Schema: the server validates
 * every call against these (a failure answers HTTP 200, code 2 and a Chinese message naming the
 * parameter). Numbers may be sent as text, and text as numbers; an empty parameter counts as absent.
 */
import { Type, type Static } from '@sinclair/typebox';
import { COMMENT_PAGE_SIZE, FORUM_PAGE_SIZE, PAGE_SIZE_MAX, POST_DETAIL_PAGE_SIZE } from './community';
import { Int, Params, Text } from './envelope.schema';

/** The caller's login token; the `token` header is read when the parameter is absent. */
const Token = Type.Optional(Text(500, { description: 'login token (else the `token` header)' }));
const ServerId = Type.Optional(Text(200));
const Market = Text(20, { description: 'HKIDX → HKSE, other markets lower case (case-insensitive)' });
const Code = Text(20);
const ItemId = Text(20);
const PageNo = Int(1, 100_000, { default: 1, description: 'from 1' });
const pageSize = (byDefault: number) => Int(1, PAGE_SIZE_MAX, { default: byDefault });

export const StockBarListParams = Params({
  token: Token,
  appCode: Type.Optional(Text(100)),
  symbol: Code,
  market: Market,
  pageNo: PageNo,
  pageSize: pageSize(FORUM_PAGE_SIZE),
});
export type StockBarListParams = Static<typeof StockBarListParams>;

/** medias entries: `{ address }` or the address alone. */
export const MediaEntries = Type.Array(Type.Union([Type.Object({ address: Text(500) }), Text(500)]));

/** §3 (entities and their fields) publish payload (JSON, or a form with medias as JSON text). */
export const PublishPayload = Params({
  token: Token,
  serverId: ServerId,
  recommendation: Type.Optional(Type.Unknown({ description: 'accepted, not used' })),
  creatorType: Type.Optional(Type.Unknown({ description: 'accepted, not used' })),
  contentType: Type.Optional(
    Type.Unknown({ description: '1 with an image, else 0 (the server derives it from medias)' }),
  ),
  areas: Type.Optional(Type.Unknown({ description: 'accepted, not used' })),
  columnCodes: Type.Optional(Type.Unknown({ description: 'accepted, not used' })),
  symbol: Code,
  market: Market,
  /** Checked by the forum rules: 1–199 characters, an emoji code such as [微笑] counting as one. */
  content: Type.Optional(Text(5000)),
  /** Checked by the forum rules: at most 40 characters (same counting). */
  title: Type.Optional(Text(1000)),
  /** Addresses returned by the upload call (at most MAX_POST_MEDIAS); a form sends the array as JSON text. */
  medias: Type.Optional(Type.Union([MediaEntries, Text(20_000)])),
});
export type PublishPayload = Static<typeof PublishPayload>;

export const PostDetailParams = Params({
  token: Token,
  serverId: ServerId,
  appCode: Type.Optional(Text(100)),
  newsId: ItemId,
  pageNo: PageNo,
  pageSize: pageSize(POST_DETAIL_PAGE_SIZE),
});
export type PostDetailParams = Static<typeof PostDetailParams>;

export const ReviewListParams = Params({
  token: Token,
  serverId: ServerId,
  appCode: Type.Optional(Text(100)),
  newsId: ItemId,
  pageNo: PageNo,
  pageSize: pageSize(COMMENT_PAGE_SIZE),
});
export type ReviewListParams = Static<typeof ReviewListParams>;

/** §3 (entities and their fields) comment request (JSON or form). */
export const SendCommentPayload = Params({
  token: Token,
  serverId: ServerId,
  newsId: ItemId,
  /** Absent (or '') for a reply to the author: 1–199 characters; a reviewId for a reply to a comment: 1–200. */
  parentId: Type.Optional(ItemId),
  /** Checked by the forum rules. */
  content: Type.Optional(Text(5000)),
  column: Type.Optional(Text(50)),
  platform: Type.Optional(Text(50)),
});
export type SendCommentPayload = Static<typeof SendCommentPayload>;

export const SupportPostParams = Params({ token: Token, serverId: ServerId, newsId: ItemId });
export type SupportPostParams = Static<typeof SupportPostParams>;

export const SupportReviewParams = Params({
  token: Token,
  serverId: ServerId,
  newsId: ItemId,
  reviewId: ItemId,
});
export type SupportReviewParams = Static<typeof SupportReviewParams>;

/** §3 (entities and their fields) SMS request. */
export const SmsSendPayload = Params({
  phone: Text(20),
  signature: Type.Optional(Text(200)),
  activityId: Type.Optional(Text(200)),
  reffer: Type.Optional(Text(200)),
});
export type SmsSendPayload = Static<typeof SmsSendPayload>;

/** §3 (entities and their fields) login request. */
export const SmsLoginPayload = Params({
  phone: Text(20),
  captcha: Text(20),
  smsToken: Type.Optional(Text(200)),
  serverId: ServerId,
  activityId: Type.Optional(Text(200)),
  reffer: Type.Optional(Text(200)),
});
export type SmsLoginPayload = Static<typeof SmsLoginPayload>;

/** User info and logout: the token alone. */
export const TokenParams = Params({ token: Token });
export type TokenParams = Static<typeof TokenParams>;

/** An uploaded image's name: `<sha256>.<png|jpg|gif>`. */
export const UploadedFileParams = Params({ name: Type.String() });
