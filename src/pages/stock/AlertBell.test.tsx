/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AlertBell } from '../../components/alerts/AlertBell';
import { AlertsStore } from '../../stores/alerts';
import type { AlertTransport } from '../../services/alerts';
import { PRICE_LEVEL_MSG } from '../../../contract/alert-rules';

function transport(reply: { code: number; msg?: string }) {
  const created: unknown[] = [];
  const t = {
    create: (_t: string, d: unknown) => {
      created.push(d);
      return Promise.resolve(reply.code === 1 ? { code: 1, data: [] } : reply);
    },
  } as unknown as AlertTransport;
  return { t, created };
}

const quote = { price: 10, change: 1.2, decimals: 2 };

describe('AlertBell', () => {
  it('asks the gate first and opens nothing for a visitor', async () => {
    const { t } = transport({ code: 1 });
    const gate = jest.fn(() => Promise.resolve(false));
    render(
      <AlertBell store={new AlertsStore(t, () => '')} instrument="sh:600000" quote={quote} gate={gate} />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '设置提醒' })));
    expect(gate).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('alert-sheet')).toBeNull();
  });

  it('prefills the level near the price, per kind, and sends the form', async () => {
    const { t, created } = transport({ code: 1 });
    render(
      <AlertBell
        store={new AlertsStore(t, () => 'tok')}
        instrument="sh:600000"
        quote={quote}
        gate={() => Promise.resolve(true)}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '设置提醒' })));
    const level = screen.getByTestId<HTMLInputElement>('alert-level');
    expect(level.value).toBe('10.10');
    fireEvent.click(screen.getByLabelText('价格跌到'));
    expect(level.value).toBe('9.90');
    fireEvent.click(screen.getByLabelText('每次都提醒'));
    fireEvent.change(screen.getByTestId('alert-quiet'), { target: { value: '15' } });
    await act(async () => fireEvent.click(screen.getByTestId('alert-submit')));
    expect(created).toEqual([
      { instrument: 'sh:600000', kind: 'priceDown', level: 9.9, repeat: 'every', quietMinutes: 15 },
    ]);
  });

  it('shows the rule’s message without sending, and the server’s refusal as it comes', async () => {
    const { t, created } = transport({ code: 0, msg: '提醒最多设置50个' });
    render(
      <AlertBell
        store={new AlertsStore(t, () => 'tok')}
        instrument="sh:600000"
        quote={quote}
        gate={() => Promise.resolve(true)}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '设置提醒' })));
    fireEvent.change(screen.getByTestId('alert-level'), { target: { value: '-1' } });
    await act(async () => fireEvent.click(screen.getByTestId('alert-submit')));
    expect(screen.getByRole('alert').textContent).toBe(PRICE_LEVEL_MSG);
    expect(created).toEqual([]);
    fireEvent.change(screen.getByTestId('alert-level'), { target: { value: '11' } });
    await act(async () => fireEvent.click(screen.getByTestId('alert-submit')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('提醒最多设置50个'));
    expect(created).toHaveLength(1);
  });
});
