/**
 * The forum tab (guba, §2 (screens and routes)): posts of this instrument with avatar, nickname, title with emoji and the
 * pinned flag, the first image, time, like and review counts; 20 a page (§4 (states and transitions) forum paging), 正在加载...
 * and 我也是有底线的. Likes toggle per §4 (states and transitions); the user's own posts under review are marked 审核中. The
 * floating 发帖 button shows once the tab bar is more than 130 px above the viewport bottom. Liking,
 * posting and opening a post need a login (§5 (validation rules)). A login or logout starts the list over (§4 (states and transitions)).
 */
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ForumPost } from '../../../../contract/community';
import { Avatar } from '../../../components/community/Avatar';
import { EmojiText, UserName } from '../../../components/community/EmojiText';
import { LikeButton } from '../../../components/community/LikeButton';
import { useLoginGate } from '../../../components/community/use-login-gate';
import { InfiniteList } from '../../../components/list/InfiniteList';
import { formatPostTime } from '../../../lib/format/time';
import { getForumList, setPostSupport } from '../../../services/community';
import { useStores } from '../../../stores/context';
import type { UserStore } from '../../../stores/user';
import { ForumListStore } from './forum-store';
import './forum-tab.css';

/** The props the lower tabs' forum slot (./forum-slot.ts) passes. */
export interface ForumTabProps {
  market: string;
  code: string;
}

export const FORUM_END_TEXT = '我也是有底线的';
/** §9 (business constants and limits): the post button hides while the tab bar is within 130 px of the viewport bottom. */
export const POST_BUTTON_MARGIN = 130;

function caller(user: UserStore) {
  return { token: user.token, serverId: user.userInfo?.serverId ?? '' };
}

export default observer(function ForumTab({ market, code }: ForumTabProps) {
  const { user } = useStores();
  const navigate = useNavigate();
  const gate = useLoginGate(user);
  const [store] = useState(
    () =>
      new ForumListStore({
        fetchPage: (pageNo) => getForumList(caller(user), market, code, pageNo),
        support: (newsId, on) => setPostSupport(caller(user), newsId, on),
      }),
  );
  // Login, logout or another account: isSupport and the own pending posts differ, start over.
  useEffect(
    () =>
      reaction(
        () => user.token,
        () => store.reset(),
      ),
    [user, store],
  );

  const openPost = async (post: ForumPost) => {
    if (await gate()) void navigate(`/viewDetail/${market}/${code}/${post.newsId}.html`);
  };
  const like = async (post: ForumPost) => {
    if (await gate()) await store.toggleLike(post);
  };
  const writePost = async () => {
    if (await gate()) void navigate(`/send/${market}/${code}/send.html`);
  };

  return (
    <div className="forum-tab" data-testid="forum-tab">
      <InfiniteList
        className="forum-list"
        list={store.list}
        finishedText={FORUM_END_TEXT}
        renderItem={(p) => <ForumRow post={p} onOpen={openPost} onLike={like} />}
      />
      <PostButton onClick={writePost} />
    </div>
  );
});

const ForumRow = observer(function ForumRow({
  post,
  onOpen,
  onLike,
}: {
  post: ForumPost;
  onOpen: (p: ForumPost) => void;
  onLike: (p: ForumPost) => void;
}) {
  const media = post.medias?.[0]?.address;
  return (
    <div
      className="forum-row"
      role="link"
      tabIndex={0}
      data-testid="forum-row"
      data-news-id={post.newsId}
      onClick={() => onOpen(post)}
      onKeyDown={(e) => e.key === 'Enter' && onOpen(post)}
    >
      <div className="forum-row__head">
        <Avatar src={post.image} name={post.nickName} />
        <UserName className="forum-row__name" text={post.nickName} />
        <span className="forum-row__time">{formatPostTime(post.createTime)}</span>
      </div>
      <div className="forum-row__title">
        {post.isTop === 1 && <span className="forum-row__top">置顶</span>}
        {post.title ? <EmojiText text={post.title} /> : <EmojiText text={post.content} />}
        {post.isPending && <span className="pending-tag">审核中</span>}
      </div>
      {post.title && post.content ? (
        <div className="forum-row__content">
          <EmojiText text={post.content} />
        </div>
      ) : null}
      {media ? <img className="forum-row__media" src={media} alt="" loading="lazy" /> : null}
      <div className="forum-row__foot">
        <LikeButton on={post.isSupport === 1} count={post.supportCount} onClick={() => onLike(post)} />
        <span className="forum-row__reviews" aria-label="评论数">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 4h16v12H8l-4 4V4z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
          {post.reviewCount}
        </span>
      </div>
    </div>
  );
});

/** Floating 发帖: hidden while the lower tab bar sits within 130 px of the viewport bottom. */
function PostButton({ onClick }: { onClick: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => {
      const bar = ref.current?.closest('.lower-tabs');
      if (!bar) return;
      setShown(bar.getBoundingClientRect().top < window.innerHeight - POST_BUTTON_MARGIN);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className={`forum-post-button${shown ? '' : ' forum-post-button--hidden'}`}
      data-testid="post-button"
      aria-hidden={!shown}
      tabIndex={shown ? 0 : -1}
      onClick={onClick}
    >
      发帖
    </button>
  );
}
