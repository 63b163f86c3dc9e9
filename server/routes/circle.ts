/** rjhy-circle: the stock forum (§7 stockBar list, publish, post detail, reviews, likes). */
import type { FastifyInstance } from 'fastify';
import {
  COMMENT_PAGE_SIZE,
  CommunityCode,
  CommunityPaths,
  FORUM_PAGE_SIZE,
  POST_DETAIL_PAGE_SIZE,
  type PostDetailResponse,
  type PublishResponse,
  type ReviewListResponse,
  type SendCommentResponse,
  type StockBarListResponse,
  type SupportResponse,
} from '../../src/api/contract/community';
import type { Community } from '../community';
import { badInput } from '../community/failure';
import { commentContent, forumMarket, forumSymbol, itemId, postContent, postTitle } from '../community/rules';
import { moderated } from '../community/visibility';
import { type Params, optionalText, paging, paramsOf, requiredText, tokenOf } from './community-params';

const POST_SUBMITTED_MSG = '帖子已提交，将在审核完毕后发布';
const COMMENT_SUBMITTED_MSG = '评论已提交，将在审核完毕后发布';

/** medias: [{ address }] (JSON body), or the same array as a JSON string (form body). */
function mediaAddresses(p: Params): string[] {
  let v = p.medias;
  if (v === undefined || v === null || v === '') return [];
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      throw badInput('参数medias格式错误');
    }
  }
  if (!Array.isArray(v)) throw badInput('参数medias格式错误');
  return v.map((m: unknown) => {
    const address = typeof m === 'string' ? m : paramsOf(m).address;
    if (typeof address !== 'string' || address.length > 500) throw badInput('参数medias格式错误');
    return address;
  });
}

export function registerCircleRoutes(app: FastifyInstance, community: Community): void {
  const { accounts, posts, comments, moderation } = community;

  app.get(CommunityPaths.stockBarList, async (req): Promise<StockBarListResponse> => {
    const q = paramsOf(req.query);
    const viewer = accounts.authenticate(tokenOf(req, q));
    const market = forumMarket(requiredText(q, 'market', 20));
    const symbol = forumSymbol(requiredText(q, 'symbol', 20));
    optionalText(q, 'appCode', 100);
    const { pageNo, pageSize } = paging(q, FORUM_PAGE_SIZE);
    moderation.sweep();
    return { code: CommunityCode.Ok, data: posts.list(market, symbol, pageNo, pageSize, viewer) };
  });

  app.post(CommunityPaths.publish, async (req): Promise<PublishResponse> => {
    const b = paramsOf(req.body);
    const author = accounts.require(tokenOf(req, b));
    const input = {
      market: forumMarket(requiredText(b, 'market', 20)),
      symbol: forumSymbol(requiredText(b, 'symbol', 20)),
      title: postTitle(optionalText(b, 'title', 1000) ?? ''),
      content: postContent(optionalText(b, 'content', 5000) ?? ''),
      mediaAddresses: mediaAddresses(b),
    };
    const { newsId } = posts.publish(author, input);
    return { code: CommunityCode.Ok, msg: POST_SUBMITTED_MSG, data: { newsId, ...moderated(0) } };
  });

  app.get(CommunityPaths.postDetail, async (req): Promise<PostDetailResponse> => {
    const q = paramsOf(req.query);
    const viewer = accounts.authenticate(tokenOf(req, q));
    const newsId = itemId(requiredText(q, 'newsId', 20), 'newsId');
    paging(q, POST_DETAIL_PAGE_SIZE);
    moderation.sweep();
    return { code: CommunityCode.Ok, data: posts.open(newsId, viewer) };
  });

  app.get(CommunityPaths.reviewList, async (req): Promise<ReviewListResponse> => {
    const q = paramsOf(req.query);
    const viewer = accounts.authenticate(tokenOf(req, q));
    const newsId = itemId(requiredText(q, 'newsId', 20), 'newsId');
    const { pageNo, pageSize } = paging(q, COMMENT_PAGE_SIZE);
    moderation.sweep();
    const { items, total } = comments.list(newsId, pageNo, pageSize, viewer);
    return { code: CommunityCode.Ok, data: items, totalCount: total };
  });

  app.post(CommunityPaths.sendComment, async (req): Promise<SendCommentResponse> => {
    const b = paramsOf(req.body);
    const author = accounts.require(tokenOf(req, b));
    const newsId = itemId(requiredText(b, 'newsId', 20), 'newsId');
    const parentRaw = optionalText(b, 'parentId', 20) ?? '';
    const parentId = parentRaw === '' ? null : itemId(parentRaw, 'parentId');
    const content = commentContent(optionalText(b, 'content', 5000) ?? '', parentId !== null);
    optionalText(b, 'column', 50);
    moderation.sweep();
    const { reviewId } = comments.send(author, newsId, parentId, content);
    return { code: CommunityCode.Ok, msg: COMMENT_SUBMITTED_MSG, data: { reviewId, ...moderated(0) } };
  });

  for (const [path, on] of [
    [CommunityPaths.supportPost, true],
    [CommunityPaths.unsupportPost, false],
  ] as const) {
    app.post(path, async (req): Promise<SupportResponse> => {
      const b = paramsOf(req.body);
      const user = accounts.require(tokenOf(req, b));
      const newsId = itemId(requiredText(b, 'newsId', 20), 'newsId');
      moderation.sweep();
      return posts.setSupport(newsId, user, on);
    });
  }

  for (const [path, on] of [
    [CommunityPaths.supportReview, true],
    [CommunityPaths.unsupportReview, false],
  ] as const) {
    app.post(path, async (req): Promise<SupportResponse> => {
      const b = paramsOf(req.body);
      const user = accounts.require(tokenOf(req, b));
      const newsId = itemId(requiredText(b, 'newsId', 20), 'newsId');
      const reviewId = itemId(requiredText(b, 'reviewId', 20), 'reviewId');
      moderation.sweep();
      return comments.setSupport(newsId, reviewId, user, on);
    });
  }
}
