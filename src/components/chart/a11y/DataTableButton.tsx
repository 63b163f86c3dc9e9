/**
 * The data-table view of the chart's visible window (issue 37 item 2): a 数据表 button in the tools
 * row under the chart (beside the period tabs in landscape) opens a bottom sheet with a real table
 * (caption, column headers), newest bar first. Closing it gives focus back to the button.
 */
import { useRef, useState } from 'react';
import Popup from 'react-vant/es/popup';
import type { WordsTable } from './words';
import './chart-words.css';

export function DataTableButton({
  table,
  name,
  disabled = false,
}: {
  table: () => WordsTable;
  name: string;
  /** No bars yet: the button holds its place in the row and says it has nothing to open. */
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = open ? table() : null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="chart-table-button"
        aria-haspopup="dialog"
        aria-label={`${name}数据表`}
        data-testid="chart-table-button"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        数据表
      </button>
      <Popup
        visible={open}
        position="bottom"
        round
        onClose={() => setOpen(false)}
        onClosed={() => button.current?.focus()}
        className="chart-table-sheet"
      >
        {t && (
          <div
            role="dialog"
            aria-label={`${name}数据表`}
            className="chart-table-sheet__body"
            data-testid="chart-table"
          >
            <div className="chart-table-sheet__head">
              <span className="chart-table-sheet__title">{name}数据表</span>
              <button
                type="button"
                className="chart-table-sheet__close"
                data-testid="chart-table-close"
                autoFocus
                onClick={() => setOpen(false)}
              >
                关闭
              </button>
            </div>
            <div className="chart-table-sheet__scroll" tabIndex={0} role="region" aria-label={t.caption}>
              <table className="chart-table">
                <caption>{t.caption}</caption>
                <thead>
                  <tr>
                    {t.columns.map((c) => (
                      <th scope="col" key={c}>
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {t.rows.map((r) => (
                    <tr key={r[0]}>
                      {r.map((v, n) => (
                        <td key={t.columns[n]} className="num">
                          {v}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </Popup>
    </>
  );
}
