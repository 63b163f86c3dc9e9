/**
 * Period selector (§4 (states and transitions)): a button showing the chosen period opens an overlay listing the periods;
 * choosing one closes it and the statement reloads with that period.
 */
import { useState } from 'react';
import Popup from 'react-vant/es/popup';

export interface PeriodSelectorProps {
  label: string;
  options: ReadonlyArray<{ label: string; value: string }>;
  value: string;
  onChange: (value: string) => void;
}

export function PeriodSelector({ label, options, value, onChange }: PeriodSelectorProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="period-selector__button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {label}
        <span className="period-selector__caret" aria-hidden />
      </button>
      <Popup
        visible={open}
        position="bottom"
        round
        onClose={() => setOpen(false)}
        className="period-selector__popup"
      >
        <div role="dialog" aria-label="选择报告期" className="period-selector__list">
          {options.map((o) => (
            <button
              type="button"
              key={o.value}
              className={
                o.value === value
                  ? 'period-selector__option period-selector__option--active'
                  : 'period-selector__option'
              }
              onClick={() => {
                setOpen(false);
                if (o.value !== value) onChange(o.value);
              }}
            >
              {o.label}
            </button>
          ))}
          <button type="button" className="period-selector__cancel" onClick={() => setOpen(false)}>
            取消
          </button>
        </div>
      </Popup>
    </>
  );
}
