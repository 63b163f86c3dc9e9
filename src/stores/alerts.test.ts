import { AlertsStore, ALERT_FAILED_MSG, type AlertForm } from './alerts';
import { PRICE_LEVEL_MSG } from '../../contract/alert-rules';
import type { AlertTransport } from '../services/alerts';
import type { AlertInboxEntry, PriceAlert } from '../../contract/alerts.schema';

const form = (over: Partial<AlertForm> = {}): AlertForm => ({
  instrument: 'sh:600000',
  kind: 'priceUp',
  level: '10.5',
  repeat: 'once',
  quietMinutes: '5',
  ...over,
});

const alert = (id: number): PriceAlert => ({
  id,
  instrument: 'sh:600000',
  name: '浦发银行',
  metric: 'price',
  direction: 'up',
  level: 10.5,
  repeat: 'once',
  quietMs: 0,
  createdAt: 1,
});
const entry = (id: number, read: boolean): AlertInboxEntry => ({
  id,
  alertId: 1,
  instrument: 'sh:600000',
  name: '浦发银行',
  metric: 'price',
  direction: 'up',
  level: 10,
  value: 10.01,
  at: 1000 * id,
  read,
});

function fake(over: Partial<AlertTransport> = {}): AlertTransport & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    list: (t) => (calls.push(`list ${t}`), Promise.resolve({ code: 1, data: [alert(1)] })),
    create: (t, d) => (
      calls.push(`create ${t} ${d.level}`),
      Promise.resolve({ code: 1, data: [alert(2), alert(1)] })
    ),
    remove: (t, id) => (calls.push(`remove ${t} ${id}`), Promise.resolve({ code: 1, data: [] })),
    inbox: (t) => (
      calls.push(`inbox ${t}`),
      Promise.resolve({ code: 1, data: [entry(3, false), entry(2, true), entry(1, false)] })
    ),
    markRead: (t, ids) => (
      calls.push(`read ${t} ${ids.join(',')}`),
      Promise.resolve({ code: 1, data: [entry(3, true), entry(2, true), entry(1, true)] })
    ),
    ...over,
  };
}

describe('AlertsStore', () => {
  it('refuses a bad form with the rule’s message and sends nothing', async () => {
    const t = fake();
    const s = new AlertsStore(t, () => 'tok');
    expect(await s.create(form({ level: '-1' }))).toBe(false);
    expect(s.error).toBe(PRICE_LEVEL_MSG);
    expect(t.calls).toEqual([]);
  });

  it('sends a good form and takes the reply’s list', async () => {
    const t = fake();
    const s = new AlertsStore(t, () => 'tok');
    expect(await s.create(form())).toBe(true);
    expect(t.calls).toEqual(['create tok 10.5']);
    expect(s.alerts.map((a) => a.id)).toEqual([2, 1]);
    expect(s.error).toBeNull();
  });

  it('shows the server’s refusal as it comes', async () => {
    const t = fake({ create: () => Promise.resolve({ code: 0, msg: '提醒最多设置50个' }) });
    const s = new AlertsStore(t, () => 'tok');
    expect(await s.create(form())).toBe(false);
    expect(s.error).toBe('提醒最多设置50个');
  });

  it('says the network failed when there is no reply', async () => {
    const s = new AlertsStore(fake({ list: () => Promise.reject(new Error('x')) }), () => 'tok');
    expect(await s.loadAlerts()).toBe(false);
    expect(s.error).toBe(ALERT_FAILED_MSG);
  });

  it('sends nothing without a login', async () => {
    const t = fake();
    const s = new AlertsStore(t, () => '');
    expect(await s.loadInbox()).toBe(false);
    expect(t.calls).toEqual([]);
  });

  it('counts the unread and marks only the unread read', async () => {
    const t = fake();
    const s = new AlertsStore(t, () => 'tok');
    await s.loadInbox();
    expect(s.unread).toBe(2);
    await s.markAllRead();
    expect(t.calls).toEqual(['inbox tok', 'read tok 3,1']);
    expect(s.unread).toBe(0);
    await s.markRead([2]);
    expect(t.calls.length).toBe(2); // already read: no call
  });

  it('drops a reply that arrives after the user changed', async () => {
    let token = 'a';
    let resolve!: (v: { code: number; data: PriceAlert[] }) => void;
    const s = new AlertsStore(fake({ list: () => new Promise((r) => (resolve = r)) }), () => token);
    const p = s.loadAlerts();
    token = 'b';
    resolve({ code: 1, data: [alert(9)] });
    expect(await p).toBe(false);
    expect(s.alerts).toEqual([]);
  });

  it('deletes and takes the reply’s list', async () => {
    const t = fake();
    const s = new AlertsStore(t, () => 'tok');
    await s.loadAlerts();
    await s.remove(1);
    expect(t.calls).toEqual(['list tok', 'remove tok 1']);
    expect(s.alerts).toEqual([]);
  });
});
