/** The board's help popup (§2 (screens and routes) "A help popup explains the board", §9 (business constants and limits) help text). */
import Popup from 'react-vant/es/popup';
import { HELP_PARAGRAPHS, HELP_TITLE } from './texts';

export function HelpPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Popup visible={open} position="bottom" round onClose={onClose} className="lhb-help">
      <div role="dialog" aria-label={HELP_TITLE} className="lhb-help__body" data-testid="lhb-help">
        <h2 className="lhb-help__title">{HELP_TITLE}</h2>
        {HELP_PARAGRAPHS.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <button type="button" className="lhb-help__close" onClick={onClose}>
          我知道了
        </button>
      </div>
    </Popup>
  );
}
