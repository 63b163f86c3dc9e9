/**
 * /viewDetail/{market}/{code}/{id}.html — a forum post (§2 (screens and routes) Forum post pages): author (name cut to
 * 8 characters), time, read count, content with emoji, the first image, the like button and the
 * comments (20 a page, 暂无评论 with a prompt). A comment by the post's author is marked （作者）; the
 * user's own comments have no reply button. Replies go to the author or to a comment; after one
 * both panels close and the comments reload from page 1 (§4 (states and transitions)). The page needs a login (§5 (validation rules)).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Comment } from '../../../contract/community';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { Avatar } from '../../components/community/Avatar';
import { EmojiText, UserName } from '../../components/community/EmojiText';
import { showControls } from '../../../contract/user-text';
import { LikeButton } from '../../components/community/LikeButton';
import { useLoginGate } from '../../components/community/use-login-gate';
import { PageLoading } from '../../components/feedback/PageLoading';
import { InfiniteList } from '../../components/list/InfiniteList';
import { formatPostTime } from '../../lib/format/time';
import { POST_NAME_MAX, truncateName } from '../../lib/text';
import {
  getPostDetail,
  getReviews,
  setPostSupport,
  setReviewSupport,
  type Caller,
} from '../../services/community';
import { useStores } from '../../stores/context';
import { PostStore } from './post-store';
import { ReplyPanel, type ReplyTarget } from './ReplyPanel';
import './post.css';
import { LoadFailed } from '../../components/feedback/LoadFailed';

export const NO_COMMENTS = '暂无评论';

export default observer(function PostPage() {
  const { user } = useStores();
  const gate = useLoginGate(user);
  const { params } = usePageRoute();
  const newsId = params.id ?? '';
  const caller = (): Caller => ({ token: user.token, serverId: user.userInfo?.serverId ?? '' });
  const [store] = useState(
    () =>
      new PostStore({
        detail: () => getPostDetail(caller(), newsId),
        reviews: (pageNo) => getReviews(caller(), newsId, pageNo),
        supportPost: (on) => setPostSupport(caller(), newsId, on),
        supportReview: (reviewId, on) => setReviewSupport(caller(), newsId, reviewId, on),
      }),
  );
  const [reply, setReply] = useState<ReplyTarget | null>(null);
  const loggedIn = user.isLoggedIn;

  useEffect(() => {
    // §5 (validation rules): opening the post page needs a token; without one the gate goes to the login page.
    if (!loggedIn) void gate();
    else void store.load();
  }, [loggedIn, gate, store]);

  useEffect(() => {
    if (store.state === 'login') user.logout();
  }, [store.state, user]);

  const author = store.detail?.creator.nickName ?? '';
  usePageTitle(author ? showControls(truncateName(author, POST_NAME_MAX)) : undefined);

  if (!loggedIn || store.state === 'loading') return <PageLoading />;
  if (store.state !== 'ready' || !store.detail) {
    return (
      <div className="post post--empty" role="alert">
        {store.state === 'missing' ? (
          '帖子不存在或正在审核中'
        ) : (
          <LoadFailed onRetry={() => void store.load()} />
        )}
      </div>
    );
  }
  const d = store.detail;
  const media = d.newsBean.medias?.[0]?.address;
  const myCode = user.userInfo?.userCode ?? '';

  const act = async (fn: () => unknown) => {
    if (await gate()) await fn();
  };

  return (
    <div className="post">
      <header className="post__author">
        <Avatar src={d.creator.image} name={d.creator.nickName} />
        <div className="post__who">
          <span className="post__name" data-testid="post-author">
            <UserName text={truncateName(d.creator.nickName, POST_NAME_MAX)} />
          </span>
          <span className="post__meta">
            {formatPostTime(d.createTime)} · 阅读 <span data-testid="post-hits">{d.hitCount}</span>
          </span>
        </div>
        {d.isPending && <span className="pending-tag">审核中</span>}
      </header>
      {d.title ? (
        <h1 className="post__title" data-testid="post-title">
          <EmojiText text={d.title} />
        </h1>
      ) : null}
      <div className="post__content" data-testid="post-content">
        <EmojiText text={d.newsBean.content} />
      </div>
      {media ? <img className="post__media" src={media} alt="" data-testid="post-media" /> : null}

      <section className="post__comments">
        <h2 className="post__comments-title">评论 {d.reviewCount}</h2>
        <InfiniteList
          className="comment-list"
          list={store.comments}
          finishedText="没有更多评论了"
          emptyText={
            <span className="post__no-comments" data-testid="no-comments">
              {NO_COMMENTS}
              <br />
              快来发表你的看法吧
            </span>
          }
          renderItem={(c) => (
            <CommentRow
              comment={c}
              own={myCode !== '' && c.reviewCeator.userCode === myCode}
              onLike={() => act(() => store.toggleCommentLike(c))}
              onReply={() => act(() => setReply({ kind: 'comment', comment: c }))}
            />
          )}
        />
      </section>

      <footer className="post__bar">
        <button
          type="button"
          className="post__write touch-target"
          data-testid="reply-author"
          onClick={() => act(() => setReply({ kind: 'author' }))}
        >
          写评论...
        </button>
        <LikeButton
          on={d.newsBean.isSupport === 1}
          count={d.supportCount}
          label="点赞帖子"
          onClick={() => act(() => store.togglePostLike())}
        />
      </footer>

      {reply && (
        <ReplyPanel
          target={reply}
          caller={caller()}
          newsId={newsId}
          onClose={() => setReply(null)}
          onSent={() => {
            // §4 (states and transitions): after a reply both panels close and the comments start over from page 1.
            setReply(null);
            store.comments.reset();
          }}
        />
      )}
    </div>
  );
});

const CommentRow = observer(function CommentRow({
  comment: c,
  own,
  onLike,
  onReply,
}: {
  comment: Comment;
  own: boolean;
  onLike: () => void;
  onReply: () => void;
}) {
  return (
    <div className="comment" data-testid="comment" data-review-id={c.reviewId}>
      <Avatar src={c.reviewCeator.image} name={c.reviewCeator.nickName} size="small" />
      <div className="comment__body">
        <div className="comment__head">
          <span className="comment__name">
            <UserName text={c.reviewCeator.nickName} />
            {c.isAuthor === 1 && <span className="comment__author">（作者）</span>}
            {c.isPending && <span className="pending-tag">审核中</span>}
          </span>
          <LikeButton on={c.isSupport === 1} count={c.supportCount} label="点赞评论" onClick={onLike} />
        </div>
        <div className="comment__text" data-testid="comment-text">
          <EmojiText text={c.reviewContext} />
        </div>
        {c.parentCeator && c.parentContext ? (
          <div className="comment__quote">
            <span className="comment__quote-name">
              @<UserName text={c.parentCeator.nickName} />：
            </span>
            <EmojiText text={c.parentContext} />
          </div>
        ) : null}
        <div className="comment__foot">
          <span>{formatPostTime(c.createTime)}</span>
          {!own && (
            <button
              type="button"
              className="comment__reply touch-target"
              data-testid="comment-reply"
              onClick={onReply}
            >
              回复
            </button>
          )}
        </div>
      </div>
    </div>
  );
});
