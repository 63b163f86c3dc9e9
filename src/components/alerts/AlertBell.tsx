/**
 * 股价提醒 on the stock home (beyond the spec: docs/watchlist-and-alerts.md): a bell in the header
 * opens a sheet to set an alert on the instrument shown — kind, level (prefilled near the current
 * price), repeat (with a quiet period for 每次都提醒). It needs a login: a visitor's tap goes to the
 * login page (the caller's gate) and comes back. The input is checked by the store with the
 * server's own rule; a refusal is shown in the sheet as it comes. Thin: the store decides.
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import Popup from 'react-vant/es/popup';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  ALERT_REPEAT_LABELS,
  ALERT_REPEATS,
  type AlertKind,
  type AlertRepeatName,
} from '../../../contract/alerts';
import { ALERT_KIND_RULE, suggestedLevel } from '../../../contract/alert-rules';
import type { AlertForm } from '../../lib/alert-form';
import { toast } from '../feedback/toast';
import '../header/header.css';
import './alerts.css';

/** What the bell needs of the 提醒 store. */
export interface AlertFormStore {
  readonly error: string | null;
  readonly busy: boolean;
  create(form: AlertForm): Promise<boolean>;
  clearError(): void;
}

export interface AlertBellProps {
  store: AlertFormStore;
  instrument: string;
  quote: { price: number | null; change: number | null; decimals: number };
  /** True when logged in; otherwise sends the user to log in and answers false. */
  gate: () => Promise<boolean>;
}

export const ALERT_SET_MSG = '提醒已设置';

export const AlertBell = observer(function AlertBell({ store, instrument, quote, gate }: AlertBellProps) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<AlertKind>('priceUp');
  const [level, setLevel] = useState('');
  const [repeat, setRepeat] = useState<AlertRepeatName>('once');
  const [quiet, setQuiet] = useState('5');

  const choose = (k: AlertKind) => {
    setKind(k);
    setLevel(suggestedLevel(k, quote));
    store.clearError();
  };
  const openSheet = async () => {
    if (!(await gate())) return;
    store.clearError();
    setLevel(suggestedLevel(kind, quote));
    setOpen(true);
  };
  const submit = async () => {
    const ok = await store.create({ instrument, kind, level, repeat, quietMinutes: quiet });
    if (ok) {
      setOpen(false);
      toast(ALERT_SET_MSG);
    }
  };
  const percent = ALERT_KIND_RULE[kind].metric !== 'price';
  return (
    <>
      <button
        type="button"
        className="header-icon-button alert-bell"
        aria-label="设置提醒"
        aria-haspopup="dialog"
        data-testid="alert-bell"
        onClick={() => void openSheet()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v4.2L4.3 16.5h15.4L18 13.2V9a6 6 0 0 0-6-6zM9.8 19a2.2 2.2 0 0 0 4.4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <Popup visible={open} position="bottom" round onClose={() => setOpen(false)} className="alert-sheet">
        <form
          role="dialog"
          aria-label="股价提醒"
          className="alert-sheet__body"
          data-testid="alert-sheet"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="alert-sheet__title">股价提醒</div>
          <fieldset className="alert-sheet__group">
            <legend className="alert-sheet__legend">提醒类型</legend>
            <div className="alert-sheet__chips">
              {ALERT_KINDS.map((k) => (
                <label key={k} className={`alert-chip${k === kind ? ' alert-chip--on' : ''}`}>
                  <input type="radio" name="alert-kind" checked={k === kind} onChange={() => choose(k)} />
                  {ALERT_KIND_LABELS[k]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="alert-sheet__field">
            <span className="alert-sheet__legend">{ALERT_KIND_LABELS[kind]}</span>
            <input
              className="alert-sheet__input num"
              inputMode="decimal"
              value={level}
              maxLength={12}
              data-testid="alert-level"
              onChange={(e) => {
                setLevel(e.target.value);
                store.clearError();
              }}
            />
            <span className="alert-sheet__unit">{percent ? '%' : '元'}</span>
          </label>
          <fieldset className="alert-sheet__group">
            <legend className="alert-sheet__legend">提醒频率</legend>
            <div className="alert-sheet__chips">
              {ALERT_REPEATS.map((r) => (
                <label key={r} className={`alert-chip${r === repeat ? ' alert-chip--on' : ''}`}>
                  <input
                    type="radio"
                    name="alert-repeat"
                    checked={r === repeat}
                    onChange={() => setRepeat(r)}
                  />
                  {ALERT_REPEAT_LABELS[r]}
                </label>
              ))}
            </div>
          </fieldset>
          {repeat === 'every' && (
            <label className="alert-sheet__field">
              <span className="alert-sheet__legend">间隔</span>
              <input
                className="alert-sheet__input num"
                inputMode="numeric"
                value={quiet}
                maxLength={4}
                data-testid="alert-quiet"
                onChange={(e) => {
                  setQuiet(e.target.value);
                  store.clearError();
                }}
              />
              <span className="alert-sheet__unit">分钟</span>
            </label>
          )}
          <p className="alert-sheet__error" role="alert" data-testid="alert-error">
            {store.error ?? ''}
          </p>
          <div className="alert-sheet__actions">
            <button type="button" className="alert-sheet__cancel" onClick={() => setOpen(false)}>
              取消
            </button>
            <button
              type="submit"
              className="alert-sheet__ok"
              disabled={store.busy}
              data-testid="alert-submit"
            >
              确定
            </button>
          </div>
        </form>
      </Popup>
    </>
  );
});
