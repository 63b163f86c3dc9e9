import {
  FIRED_MESSAGE_MAX_CHARS,
  FIRED_PER_MESSAGE,
  parseAlertChange,
  parseFired,
  publishFired,
} from './bus';

const ALERT = {
  id: 3,
  userId: 1,
  code: 'sz:000001',
  metric: 'price',
  direction: 'up',
  level: 11.9,
  repeat: 'once',
  quietMs: 0,
  mutedUntil: 0,
};

describe('parseAlertChange', () => {
  it.each([
    [JSON.stringify({ op: 'add', alert: ALERT }), { op: 'add', alert: ALERT }],
    [JSON.stringify({ op: 'remove', id: 3 }), { op: 'remove', id: 3 }],
    [JSON.stringify({ op: 'remove', id: '3' }), null],
    [JSON.stringify({ op: 'add', alert: { ...ALERT, metric: 'volume' } }), null],
    [JSON.stringify({ op: 'add', alert: { ...ALERT, level: '11.9' } }), null],
    [JSON.stringify({ op: 'add' }), null],
    [JSON.stringify({ op: 'drop', id: 3 }), null],
    ['not json', null],
    ['null', null],
  ])('%s → %p', (text, want) => expect(parseAlertChange(text)).toEqual(want));
});

const ENTRY = {
  id: 7,
  alertId: 3,
  instrument: 'HKSE:00700',
  name: '腾讯控股',
  metric: 'price',
  direction: 'up',
  level: 400,
  value: 400.2,
  at: 1_700_000_000_000,
  read: false,
} as const;

describe('parseFired: the firings a gateway delivers', () => {
  it.each<[string, string, unknown[]]>([
    ['one firing', JSON.stringify([{ userId: 1, entry: ENTRY }]), [{ userId: 1, entry: ENTRY }]],
    [
      'only the fields of the push',
      JSON.stringify([{ userId: 1, entry: { ...ENTRY, extra: 'x'.repeat(10) }, more: 1 }]),
      [{ userId: 1, entry: ENTRY }],
    ],
    [
      'the well-formed ones of a list',
      JSON.stringify([
        { userId: '1', entry: ENTRY },
        { userId: 2, entry: { ...ENTRY, metric: 'volume' } },
        { userId: 3, entry: { ...ENTRY, name: 3 } },
        { userId: 4 },
        null,
        { userId: 5, entry: ENTRY },
      ]),
      [{ userId: 5, entry: ENTRY }],
    ],
    ['not a list', JSON.stringify({ userId: 1, entry: ENTRY }), []],
    ['not json', 'nope', []],
  ])('%s', (_name, text, want) => expect(parseFired(text)).toEqual(want));

  it('reads at most one message of firings, and nothing of a message too long', () => {
    const many = Array.from({ length: FIRED_PER_MESSAGE + 5 }, (_, i) => ({ userId: i, entry: ENTRY }));
    expect(parseFired(JSON.stringify(many))).toHaveLength(FIRED_PER_MESSAGE);
    const long = JSON.stringify([{ userId: 1, entry: ENTRY, pad: 'x'.repeat(FIRED_MESSAGE_MAX_CHARS) }]);
    expect(parseFired(long)).toEqual([]);
  });
});

describe('publishFired: the market process side', () => {
  it("sends a step's firings in messages of at most FIRED_PER_MESSAGE, each parsable", async () => {
    const sent: [string, string][] = [];
    const redis = { publish: (ch: string, text: string) => (sent.push([ch, text]), Promise.resolve(1)) };
    const fired = Array.from({ length: FIRED_PER_MESSAGE * 2 + 1 }, (_, i) => ({ userId: i, entry: ENTRY }));
    publishFired(redis, 'tp', () => undefined)(fired);
    expect(sent.map(([ch]) => ch)).toEqual(['tp:alerts:fired', 'tp:alerts:fired', 'tp:alerts:fired']);
    expect(sent.flatMap(([, text]) => parseFired(text))).toEqual(fired);
    expect(Math.max(...sent.map(([, t]) => t.length))).toBeLessThan(FIRED_MESSAGE_MAX_CHARS);
  });

  it('logs a failed publish', async () => {
    const logged: string[] = [];
    const redis = { publish: () => Promise.reject(new Error('down')) };
    publishFired(redis, undefined, (msg) => logged.push(msg))([{ userId: 1, entry: ENTRY }]);
    await new Promise((r) => setImmediate(r));
    expect(logged).toEqual(['alert firings not published']);
  });
});
