/**
 * /send/{market}/{code}/send.html — write a post (§2 (screens and routes)): optional title (40, counter red above 39),
 * content with the emoji picker (count > 0 and < 200, an emoji counting one), one image (§4 (states and transitions) upload
 * status), and 发布 with the sending lock (§4 (states and transitions) Posting): 帖子已提交，将在审核完毕后发布, then after 2 s
 * back to the stock page. Opening it needs a login (§5 (validation rules)): a visitor goes to the login page and back.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CommunityCode } from '../../../contract/community';
import { usePageRoute } from '../../components/page/page-context';
import { EmojiPicker } from '../../components/community/EmojiPicker';
import { PageLoading } from '../../components/feedback/PageLoading';
import { PageHeader } from '../../components/header/PageHeader';
import { toast } from '../../components/feedback/toast';
import { useLoginGate } from '../../components/community/use-login-gate';
import {
  ACCEPTED_IMAGE_TYPES,
  UPLOAD_FAILED_TEXT,
  UPLOAD_HINT,
  UploadState,
} from '../../lib/community/upload';
import {
  countChars,
  CONTENT_MAX,
  isValidPostContent,
  isValidTitle,
  TITLE_MAX,
  titleCounterIsRed,
} from '../../lib/text';
import { publishPost } from '../../services/community';
import { uploadImage } from '../../services/file';
import { useStores } from '../../stores/context';
import { useEmojiText } from '../../components/community/use-emoji-text';
import './send.css';

export const POST_REDIRECT_MS = 2000;
export const POST_SUBMITTED = '帖子已提交，将在审核完毕后发布';

export default observer(function SendPage() {
  const { user, host } = useStores();
  const navigate = useNavigate();
  const gate = useLoginGate(user);
  const { params } = usePageRoute();
  const market = params.market ?? 'sh';
  const code = params.code ?? '000001';

  const [title, setTitle] = useState('');
  const { text: content, fieldProps: contentProps, insert: pickEmoji } = useEmojiText();
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [preview, setPreview] = useState('');
  const [upload] = useState(() => new UploadState<File>((file) => uploadImage(user.token, file, file.name)));
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const timer = useRef(0);

  const loggedIn = user.isLoggedIn;
  useEffect(() => {
    // §5 (validation rules): posting needs a token, so the composer itself does: without one the gate goes to the
    // login page (/login.html?redirect={this page}), which comes back here after the login.
    if (!loggedIn) void gate();
  }, [loggedIn, gate]);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const chooseImage = async () => {
    if (upload.status === 'uploading') return;
    if (await gate()) fileRef.current?.click();
  };

  const onFile = async (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    await upload.upload(file);
  };

  const removeImage = () => {
    upload.reset();
    setPreview('');
  };

  const titleCount = countChars(title);
  const contentCount = countChars(content);
  const canPublish =
    isValidPostContent(content) && isValidTitle(title) && upload.status !== 'uploading' && !sending;

  const publish = async () => {
    if (!canPublish) return;
    if (!(await gate())) return;
    setSending(true);
    let ok = false;
    try {
      const res = await publishPost(
        { token: user.token, serverId: user.userInfo?.serverId ?? '' },
        {
          market,
          symbol: code,
          title: title.trim(),
          content,
          medias: upload.status === 'uploaded' ? [{ address: upload.address }] : [],
        },
      );
      if (res.code === CommunityCode.Ok) {
        ok = true;
        toast(POST_SUBMITTED);
        timer.current = window.setTimeout(() => {
          setSending(false);
          void navigate(`/${market}/${code}.html`);
        }, POST_REDIRECT_MS);
      } else if (res.code === CommunityCode.LoginRequired) {
        // The token expired: logging out hands over to the effect above, which runs the login gate.
        user.logout();
      } else if (res.msg) {
        toast(res.msg);
      }
    } catch {
      toast('发布失败，请稍后重试');
    } finally {
      if (!ok) setSending(false);
    }
  };

  if (!loggedIn) return <PageLoading />;

  return (
    <div className="send">
      <PageHeader
        host={host}
        title="发表帖子"
        align="start"
        actions={[
          {
            id: 'publish',
            label: '发布',
            onTap: () => void publish(),
            disabled: !canPublish,
            className: 'send__publish',
            testId: 'send-publish',
          },
        ]}
      />
      <div className="send__title">
        <input
          type="text"
          placeholder="标题（选填）"
          value={title}
          data-testid="send-title"
          onChange={(e) => setTitle(e.target.value)}
        />
        <span
          className={`send__counter${titleCounterIsRed(title) ? ' send__counter--red' : ''}`}
          data-testid="title-counter"
        >
          {titleCount}/{TITLE_MAX}
        </span>
      </div>
      <textarea
        ref={contentRef}
        className="send__content"
        placeholder="说说你的看法…"
        data-testid="send-content"
        {...contentProps}
      />
      <div className="send__tools">
        <button
          type="button"
          className={`send__emoji-toggle touch-target${emojiOpen ? ' send__emoji-toggle--on' : ''}`}
          aria-label="表情"
          data-testid="emoji-toggle"
          onClick={() => setEmojiOpen((o) => !o)}
        >
          <img src="/wap/emoji/1f642.svg" alt="" />
        </button>
        <span
          className={`send__counter${contentCount >= CONTENT_MAX ? ' send__counter--red' : ''}`}
          data-testid="content-counter"
        >
          {contentCount}/{CONTENT_MAX}
        </span>
      </div>
      {emojiOpen && <EmojiPicker onPick={pickEmoji} />}
      <div className="send__image" data-testid="upload" data-status={upload.status}>
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          hidden
          data-testid="send-file"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        {upload.status === 'none' ? (
          <button type="button" className="send__add" aria-label="添加图片" onClick={chooseImage}>
            +
          </button>
        ) : (
          <div className={`send__thumb send__thumb--${upload.status}`}>
            {preview ? <img src={preview} alt="" /> : null}
            {upload.status === 'uploading' && <span className="send__state">上传中...</span>}
            {upload.status === 'failed' && (
              <button type="button" className="send__state send__state--failed" onClick={chooseImage}>
                {UPLOAD_FAILED_TEXT}
              </button>
            )}
            <button type="button" className="send__remove" aria-label="删除图片" onClick={removeImage}>
              ×
            </button>
          </div>
        )}
        <p className="send__hint">{UPLOAD_HINT}</p>
      </div>
    </div>
  );
});
