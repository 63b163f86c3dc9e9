/** rjhy-circle: the stock forum (§7 (the calls it makes) stockBar list, publish, post detail, reviews, likes). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Value } from '@sinclair/typebox/value';
import { CommunityCode, CommunityPaths } from '../../contract/community';
import {
  MediaEntries,
  PostDetailParams,
  PublishPayload,
  ReviewListParams,
  SendCommentPayload,
  StockBarListParams,
  SupportPostParams,
  SupportReviewParams,
} from '../../contract/community.params.schema';
import {
  PostDetailResponse,
  PublishResponse,
  ReviewListResponse,
  SendCommentResponse,
  StockBarListResponse,
  SupportResponse,
} from '../../contract/community.schema';
import { replies } from '../../contract/envelope.schema';
import type { Community } from '../community';
import { badInput } from '../community/failure';
import { commentContent, forumMarket, forumSymbol, itemId, postContent, postTitle } from '../community/rules';
import { visitorKey } from '../community/read-counts';
import { moderated } from '../community/visibility';
import { tokenOf } from './caller-token';

const POST_SUBMITTED_MSG = '帖子已提交，将在审核完毕后发布';
const COMMENT_SUBMITTED_MSG = '评论已提交，将在审核完毕后发布';

/** medias as validated: entries of a JSON body, or a form's JSON text holding entries of the same schema. */
function mediaAddresses(medias: PublishPayload['medias']): string[] {
  if (medias === undefined) return [];
  let entries: unknown = medias;
  if (typeof medias === 'string') {
    try {
      entries = JSON.parse(medias) as unknown;
    } catch {
      throw badInput('参数medias格式错误');
    }
  }
  if (!Value.Check(MediaEntries, entries)) throw badInput('参数medias格式错误');
  return entries.map((m) => (typeof m === 'string' ? m : m.address));
}

export function registerCircleRoutes(app: FastifyInstance, community: Community): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { accounts, posts, comments, moderation, limiter } = community;

  api.get(
    CommunityPaths.stockBarList,
    { schema: { querystring: StockBarListParams, response: replies(StockBarListResponse) } },
    async (req): Promise<StockBarListResponse> => {
      const q = req.query;
      const viewer = await accounts.authenticate(tokenOf(req, q.token));
      const market = forumMarket(q.market);
      const symbol = forumSymbol(q.symbol);
      await moderation.sweep();
      return { code: CommunityCode.Ok, data: await posts.list(market, symbol, q.pageNo, q.pageSize, viewer) };
    },
  );

  api.post(
    CommunityPaths.publish,
    { schema: { body: PublishPayload, response: replies(PublishResponse) } },
    async (req): Promise<PublishResponse> => {
      const b = req.body;
      const author = await accounts.require(tokenOf(req, b.token));
      await limiter.take('post', author.id, req.ip);
      const input = {
        market: forumMarket(b.market),
        symbol: forumSymbol(b.symbol),
        title: postTitle(b.title ?? ''),
        content: postContent(b.content ?? ''),
        mediaAddresses: mediaAddresses(b.medias),
      };
      const { newsId } = await posts.publish(author, input);
      return { code: CommunityCode.Ok, msg: POST_SUBMITTED_MSG, data: { newsId, ...moderated(0) } };
    },
  );

  api.get(
    CommunityPaths.postDetail,
    { schema: { querystring: PostDetailParams, response: replies(PostDetailResponse) } },
    async (req): Promise<PostDetailResponse> => {
      const q = req.query;
      const viewer = await accounts.authenticate(tokenOf(req, q.token));
      const newsId = itemId(q.newsId, 'newsId');
      await moderation.sweep();
      const visitor = visitorKey(viewer?.id ?? null, req.ip, req.headers['user-agent']);
      return { code: CommunityCode.Ok, data: await posts.open(newsId, viewer, visitor) };
    },
  );

  api.get(
    CommunityPaths.reviewList,
    { schema: { querystring: ReviewListParams, response: replies(ReviewListResponse) } },
    async (req): Promise<ReviewListResponse> => {
      const q = req.query;
      const viewer = await accounts.authenticate(tokenOf(req, q.token));
      const newsId = itemId(q.newsId, 'newsId');
      await moderation.sweep();
      const { items, total } = await comments.list(newsId, q.pageNo, q.pageSize, viewer);
      return { code: CommunityCode.Ok, data: items, totalCount: total };
    },
  );

  api.post(
    CommunityPaths.sendComment,
    { schema: { body: SendCommentPayload, response: replies(SendCommentResponse) } },
    async (req): Promise<SendCommentResponse> => {
      const b = req.body;
      const author = await accounts.require(tokenOf(req, b.token));
      const newsId = itemId(b.newsId, 'newsId');
      const parentId = b.parentId === undefined ? null : itemId(b.parentId, 'parentId');
      await limiter.take(parentId === null ? 'comment' : 'reply', author.id, req.ip);
      const content = commentContent(b.content ?? '', parentId !== null);
      await moderation.sweep();
      const { reviewId } = await comments.send(author, newsId, parentId, content);
      return { code: CommunityCode.Ok, msg: COMMENT_SUBMITTED_MSG, data: { reviewId, ...moderated(0) } };
    },
  );

  for (const [path, on] of [
    [CommunityPaths.supportPost, true],
    [CommunityPaths.unsupportPost, false],
  ] as const) {
    api.post(
      path,
      { schema: { body: SupportPostParams, response: replies(SupportResponse) } },
      async (req): Promise<SupportResponse> => {
        const user = await accounts.require(tokenOf(req, req.body.token));
        await limiter.take('like', user.id, req.ip);
        const newsId = itemId(req.body.newsId, 'newsId');
        await moderation.sweep();
        return posts.setSupport(newsId, user, on);
      },
    );
  }

  for (const [path, on] of [
    [CommunityPaths.supportReview, true],
    [CommunityPaths.unsupportReview, false],
  ] as const) {
    api.post(
      path,
      { schema: { body: SupportReviewParams, response: replies(SupportResponse) } },
      async (req): Promise<SupportResponse> => {
        const user = await accounts.require(tokenOf(req, req.body.token));
        await limiter.take('like', user.id, req.ip);
        const newsId = itemId(req.body.newsId, 'newsId');
        const reviewId = itemId(req.body.reviewId, 'reviewId');
        await moderation.sweep();
        return comments.setSupport(newsId, reviewId, user, on);
      },
    );
  }
}
