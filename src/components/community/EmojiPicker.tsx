/** The 100 emoji of the fixed table (§3 (entities and their fields)), in index order; picking one inserts its text code. */
import { EMOJI_CODES, emojiImageUrl } from '../../lib/emoji';
import './community.css';

export function EmojiPicker({ onPick }: { onPick: (code: string) => void }) {
  return (
    <div className="emoji-picker" data-testid="emoji-picker">
      {EMOJI_CODES.map((code, i) => (
        <button
          type="button"
          key={code}
          className="emoji-picker__item"
          aria-label={code}
          onClick={() => onPick(code)}
        >
          <img src={emojiImageUrl(i) ?? ''} alt={code} draggable={false} />
        </button>
      ))}
    </div>
  );
}
