/**
 * The live-quote status line (§4 (states and transitions) "Live connection", §8 (the error catalogue) "Socket error | reconnect"): shown while the
 * quotes on screen are not live, saying why, gone once they are again. After the retry limit it
 * offers the retry, and a tap reconnects at once. Wording: docs/reliability.md (the spec names the
 * states only).
 */
import { observer } from 'mobx-react-lite';
import '../components/feedback/feedback.css';
import { useStores } from '../stores/context';
import { quoteStatusText } from '../components/feedback/quote-status';

export const QuoteStatus = observer(function QuoteStatus() {
  const { quoteConnection } = useStores();
  const reason = quoteConnection.reason;
  if (reason === null) return null;
  const text = quoteStatusText(reason);
  return (
    <div className="quote-status" role="status" aria-live="polite" data-reason={reason}>
      <span>{text.message}</span>
      {text.action && (
        <button type="button" onClick={() => quoteConnection.retry()}>
          {text.action}
        </button>
      )}
    </div>
  );
});
