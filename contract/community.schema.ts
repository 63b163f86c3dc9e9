/**
 * Reply shapes of the community calls (§3 (entities and their fields) field names, spelling included: reviewCeator,
 * parentCeator), as JSON Schema. The server validates nothing with these: it serialises its
 * replies through them and documents them (OpenAPI); the app uses their types through
 * ./community.ts. Request parameters: ./community.params.schema.ts.
 */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** The community envelope: code 1 success; any other code is a failure whose msg fits a toast (§8 (the error catalogue)). */
export const CommunityStatus = Type.Object({
  code: Type.Integer(),
  msg: Type.Optional(Type.String()),
});
/** The envelope with its payload (absent on failures). */
export const CommunityResultOf = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer(),
    msg: Type.Optional(Type.String()),
    data: Type.Optional(data),
  });
export type CommunityResult<T = undefined> = T extends undefined
  ? Static<typeof CommunityStatus>
  : Static<ReturnType<typeof CommunityResultOf<TUnsafe<T>>>>;

/** Moderation state of a post or comment: 0 pending, 1 approved, 2 rejected. */
export const AuditStatusValue = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export type AuditStatusValue = Static<typeof AuditStatusValue>;

/**
 * Present on items the caller sees: approved items show auditStatus 1; the author's own
 * not-yet-approved items show auditStatus 0 and isPending true (the app marks them 审核中).
 */
export const Moderated = Type.Object({
  auditStatus: AuditStatusValue,
  isPending: Type.Boolean(),
});
export type Moderated = Static<typeof Moderated>;

export const Media = Type.Object({
  /** Path of an uploaded image, e.g. /rjhy-file/api/1/file/<sha256>.png (same host as the file service). */
  address: Type.String(),
});
export type Media = Static<typeof Media>;

/** §3 (entities and their fields) forum post (one row of the forum tab). */
export const ForumPost = Type.Composite([
  Moderated,
  Type.Object({
    newsId: Type.String(),
    nickName: Type.String(),
    /** Author avatar URL ('' when the author has none). */
    image: Type.String(),
    title: Type.String(),
    /** Whole content; the list shows it under the title. */
    content: Type.String(),
    medias: Type.Array(Media),
    /** Unix milliseconds. */
    createTime: Type.Number(),
    /** 1 pinned. */
    isTop: Flag,
    /** Whether the caller likes it (0 without a token). */
    isSupport: Flag,
    supportCount: Type.Integer(),
    reviewCount: Type.Integer(),
    /** Author's public code (compare with UserInfo.userCode). */
    userCode: Type.String(),
  }),
]);
export type ForumPost = Static<typeof ForumPost>;

export const StockBarListResponse = CommunityResultOf(Type.Array(ForumPost));
export type StockBarListResponse = Static<typeof StockBarListResponse>;

export const PublishResponse = CommunityResultOf(
  Type.Composite([Type.Object({ newsId: Type.String() }), Moderated]),
);
export type PublishResponse = Static<typeof PublishResponse>;

/** §3 (entities and their fields) post detail. */
export const PostDetail = Type.Composite([
  Moderated,
  Type.Object({
    newsId: Type.String(),
    title: Type.String(),
    creator: Type.Object({
      image: Type.String(),
      nickName: Type.String(),
      title: Type.String(),
      userCode: Type.String(),
    }),
    createTime: Type.Number(),
    hitCount: Type.Integer(),
    reviewCount: Type.Integer(),
    supportCount: Type.Integer(),
    isTop: Flag,
    market: Type.String(),
    symbol: Type.String(),
    newsBean: Type.Object({
      content: Type.String(),
      isSupport: Flag,
      medias: Type.Array(Media),
    }),
  }),
]);
export type PostDetail = Static<typeof PostDetail>;

export const PostDetailResponse = CommunityResultOf(PostDetail);
export type PostDetailResponse = Static<typeof PostDetailResponse>;

/** §3 (entities and their fields) comment. */
export const Comment = Type.Composite([
  Moderated,
  Type.Object({
    reviewId: Type.String(),
    reviewContext: Type.String(),
    reviewCeator: Type.Object({
      image: Type.String(),
      nickName: Type.String(),
      userCode: Type.String(),
    }),
    /** Content of the comment replied to ('' for a reply to the author or when that comment is not visible). */
    parentContext: Type.String(),
    parentCeator: Type.Union([Type.Object({ nickName: Type.String() }), Type.Null()]),
    parentId: Type.String(),
    /** 1 when the commenter is the post's author. */
    isAuthor: Flag,
    isSupport: Flag,
    supportCount: Type.Integer(),
    createTime: Type.Number(),
    newsId: Type.String(),
  }),
]);
export type Comment = Static<typeof Comment>;

export const ReviewListResponse = Type.Composite([
  CommunityResultOf(Type.Array(Comment)),
  Type.Object({ totalCount: Type.Optional(Type.Integer()) }),
]);
export type ReviewListResponse = Static<typeof ReviewListResponse>;

export const SendCommentResponse = CommunityResultOf(
  Type.Composite([Type.Object({ reviewId: Type.String() }), Moderated]),
);
export type SendCommentResponse = Static<typeof SendCommentResponse>;

/** data carries the state after the call (also on code Conflict, so the app can resync). */
export const SupportResponse = CommunityResultOf(
  Type.Object({
    isSupport: Flag,
    supportCount: Type.Integer(),
  }),
);
export type SupportResponse = Static<typeof SupportResponse>;

/** token: the SMS token to send back with the login (same shape for every phone). */
export const SmsSendResponse = Type.Composite([
  CommunityStatus,
  Type.Object({ token: Type.Optional(Type.String()) }),
]);
export type SmsSendResponse = Static<typeof SmsSendResponse>;

/** §3 (entities and their fields) user info, kept in session storage by the app. */
export const UserInfo = Type.Object({
  token: Type.String(),
  serverId: Type.String(),
  headImage: Type.String(),
  nickname: Type.String(),
  /** Masked phone, e.g. 138****0000. */
  username: Type.String(),
  /** Public author code (ForumPost.userCode, Comment.reviewCeator.userCode). */
  userCode: Type.String(),
});
export type UserInfo = Static<typeof UserInfo>;

export const SmsLoginResponse = Type.Composite([
  CommunityResultOf(UserInfo),
  Type.Object({ token: Type.Optional(Type.String()) }),
]);
export type SmsLoginResponse = Static<typeof SmsLoginResponse>;

export const UserInfoResponse = CommunityResultOf(UserInfo);
export type UserInfoResponse = Static<typeof UserInfoResponse>;

export const UploadResponse = CommunityResultOf(Media);
export type UploadResponse = Static<typeof UploadResponse>;
