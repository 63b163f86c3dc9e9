/**
 * User text with the forum's emoji codes drawn as images (§3 (entities and their fields)). Everything else stays a React text
 * node, so markup in a post or comment shows as typed and never runs; an image only ever comes
 * from the fixed table (emojiImageUrl of a known index). Bidi, zero-width and control characters
 * are drawn as visible markers (contract/user-text.ts; issue 32 row 9) and the text is a bidi
 * isolate, so no post can reorder what it says or the page around it.
 */
import { showControls } from '../../../contract/user-text';
import { emojiImageUrl } from '../../lib/emoji';
import { splitEmoji } from '../../lib/text';
import './community.css';

export function EmojiText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className ? `user-text ${className}` : 'user-text'}>
      {splitEmoji(showControls(text ?? '')).map((seg, i) => {
        if (seg.type === 'text') return <span key={i}>{seg.text}</span>;
        const src = emojiImageUrl(seg.index);
        return src ? (
          <img key={i} className="emoji" src={src} alt={seg.code} title={seg.code} draggable={false} />
        ) : (
          <span key={i}>{seg.code}</span>
        );
      })}
    </span>
  );
}

/** A nickname or other one-line user text: markers for hidden characters, isolated from its neighbours. */
export function UserName({ text, className }: { text: string; className?: string }) {
  return <bdi className={className}>{showControls(text ?? '')}</bdi>;
}
