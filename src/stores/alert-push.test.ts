import { MsgType } from '../../contract/quote-protocol';
import { AlertPushLink, isFiredBody, type PushConnection } from './alert-push';

function fakeConn() {
  const ready = new Set<() => void>();
  const pushes = new Map<number, (b: unknown) => void>();
  const sent: unknown[] = [];
  let connects = 0;
  const conn: PushConnection = {
    onReady: (fn) => (ready.add(fn), () => ready.delete(fn)),
    onPush: (type, fn) => (pushes.set(type, fn), () => pushes.delete(type)),
    request: (type, body) => (sent.push({ type, body }), Promise.resolve({})),
    connect: () => void (connects += 1),
  };
  return {
    conn,
    sent,
    connects: () => connects,
    reauth: () => ready.forEach((f) => f()),
    push: (type: number, b: unknown) => pushes.get(type)?.(b),
  };
}

const FIRED = {
  id: 7,
  alertId: 3,
  instrument: 'sz:000001',
  metric: 'price',
  direction: 'up',
  level: 11.9,
  value: 11.9,
  at: 1,
  read: false,
};

describe('AlertPushLink', () => {
  it('connects and names the user at login, again after every re-auth, and unnames at logout', () => {
    const f = fakeConn();
    const link = new AlertPushLink(f.conn, () => undefined);
    f.reauth(); // a visitor's socket: nothing is sent
    expect(f.sent).toEqual([]);
    link.setToken('tok');
    expect(f.connects()).toBe(1);
    f.reauth();
    link.setToken('');
    link.setToken('');
    f.reauth(); // logged out: nothing more
    expect(f.sent).toEqual([
      { type: MsgType.UserAuth, body: { token: 'tok' } },
      { type: MsgType.UserAuth, body: { token: 'tok' } },
      { type: MsgType.UserAuth, body: { token: '' } },
    ]);
  });

  it('hands on well-formed fired alerts only', () => {
    const f = fakeConn();
    const got: unknown[] = [];
    new AlertPushLink(f.conn, (e) => got.push(e));
    f.push(MsgType.AlertFired, FIRED);
    f.push(MsgType.AlertFired, { ...FIRED, metric: 'volume' });
    f.push(MsgType.AlertFired, null);
    expect(got).toEqual([FIRED]);
  });

  it.each([
    [FIRED, true],
    [{ ...FIRED, level: '1' }, false],
    [{ ...FIRED, direction: 'sideways' }, false],
    [[], false],
  ])('isFiredBody(%p) → %p', (b, want) => expect(isFiredBody(b)).toBe(want));
});
