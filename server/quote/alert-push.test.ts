import { MsgType } from '../../contract/quote-protocol';
import { AlertPushRegistry, type PushSink } from './alert-push';

const sink = (): PushSink & { got: string[] } => {
  const got: string[] = [];
  return { got, send: (m) => void got.push(String(m)) };
};
const ENTRY = {
  id: 1,
  alertId: 2,
  instrument: 'sh:600000',
  name: '浦发银行',
  metric: 'price',
  direction: 'up',
  level: 10,
  value: 10.01,
  at: 5,
  read: false,
} as const;

describe('AlertPushRegistry', () => {
  it('pushes to every socket of the user, as an AlertFired push', () => {
    const r = new AlertPushRegistry();
    const [a, b, c] = [sink(), sink(), sink()];
    r.bind(a, 1);
    r.bind(b, 1);
    r.bind(c, 2);
    expect(r.push(1, ENTRY)).toBe(2);
    const msg = JSON.parse(a.got[0]) as { header: { type: number; seq: number }; body: unknown };
    expect(msg.header).toMatchObject({ type: MsgType.AlertFired, seq: 0, infoFlag: 1 });
    expect(msg.body).toEqual(ENTRY);
    expect(b.got).toHaveLength(1);
    expect(c.got).toHaveLength(0);
  });

  it('one user per socket: binding again moves it; unbind forgets it', () => {
    const r = new AlertPushRegistry();
    const a = sink();
    r.bind(a, 1);
    r.bind(a, 2);
    expect(r.push(1, ENTRY)).toBe(0);
    expect(r.push(2, ENTRY)).toBe(1);
    r.unbind(a);
    expect([r.users, r.sockets]).toEqual([0, 0]);
  });

  it('bounds sockets per user (the oldest let go) and users in total', () => {
    const r = new AlertPushRegistry({ maxSocketsPerUser: 2, maxUsers: 2 });
    const [a, b, c] = [sink(), sink(), sink()];
    r.bind(a, 1);
    r.bind(b, 1);
    r.bind(c, 1);
    r.push(1, ENTRY);
    expect([a.got.length, b.got.length, c.got.length]).toEqual([0, 1, 1]);
    expect(r.bind(sink(), 2)).toBe(true);
    expect(r.bind(sink(), 3)).toBe(false);
    expect(r.users).toBe(2);
  });
});
