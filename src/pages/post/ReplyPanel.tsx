/**
 * The reply box (§2 (screens and routes)): to the post's author (parentId '') or to one comment. Counts with emoji as
 * one (§5 (validation rules): to the author > 0 and < 200, to a comment > 0 and ≤ 200); 发送 holds a lock until the
 * answer; on success 评论已提交，将在审核完毕后发布 and the page closes the panels and reloads.
 */
import { useState } from 'react';
import { CommunityCode, type Comment } from '../../../contract/community';
import { showControls } from '../../../contract/user-text';
import { EmojiPicker } from '../../components/community/EmojiPicker';
import { toast } from '../../components/feedback/toast';
import { countChars, CONTENT_MAX, isValidComment } from '../../lib/text';
import { sendComment, type Caller } from '../../services/community';
import { useEmojiText } from '../../components/community/use-emoji-text';

export type ReplyTarget = { kind: 'author' } | { kind: 'comment'; comment: Comment };
export const COMMENT_SUBMITTED = '评论已提交，将在审核完毕后发布';

export function ReplyPanel({
  target,
  caller,
  newsId,
  onClose,
  onSent,
}: {
  target: ReplyTarget;
  caller: Caller;
  newsId: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const { text, fieldProps, insert } = useEmojiText();
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const rule = target.kind === 'comment' ? 'comment' : 'author';
  const valid = isValidComment(text, rule);

  const send = async () => {
    if (!valid || sending) return;
    setSending(true);
    try {
      const parentId = target.kind === 'comment' ? target.comment.reviewId : '';
      const res = await sendComment(caller, newsId, parentId, text);
      if (res.code === CommunityCode.Ok) {
        toast(COMMENT_SUBMITTED);
        onSent();
        return;
      }
      if (res.msg) toast(res.msg);
    } catch {
      toast('评论失败，请稍后重试');
    }
    setSending(false);
  };

  const placeholder =
    target.kind === 'comment'
      ? `回复 ${showControls(target.comment.reviewCeator.nickName)}：`
      : '写下你的评论...';
  return (
    <div className="reply" data-testid="reply-panel" data-target={target.kind}>
      <button type="button" className="reply__mask" aria-label="关闭" onClick={onClose} />
      <div className="reply__box">
        <textarea
          autoFocus
          className="reply__input"
          placeholder={placeholder}
          data-testid="reply-input"
          {...fieldProps}
        />
        <div className="reply__tools">
          <button
            type="button"
            className="reply__emoji"
            aria-label="表情"
            data-testid="reply-emoji-toggle"
            onClick={() => setEmojiOpen((o) => !o)}
          >
            <img src="/wap/emoji/1f642.svg" alt="" />
          </button>
          <span className={`reply__count${valid || !text ? '' : ' reply__count--red'}`}>
            {countChars(text)}/{CONTENT_MAX}
          </span>
          <button
            type="button"
            className="reply__send"
            data-testid="reply-send"
            disabled={!valid || sending}
            onClick={send}
          >
            发送
          </button>
        </div>
        {emojiOpen && <EmojiPicker onPick={insert} />}
      </div>
    </div>
  );
}
