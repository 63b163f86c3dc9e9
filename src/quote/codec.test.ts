import { decode, encode } from './codec';
import { MsgType } from '../../contract/quote-protocol';

const header = {
  frame: 0,
  group: 0,
  model: 0,
  length: 0,
  rawLength: 0,
  seq: 0,
  type: MsgType.StockSnapshot,
  infoFlag: 1,
};
const dict = (...ids: string[]) => ({ has: (id: string) => ids.includes(id) });

describe('encode', () => {
  test('writes the header with the UTF-8 byte length of the body', () => {
    const text = encode(MsgType.Auth, { token: '茅台' }, 7, 0);
    const msg = JSON.parse(text);
    expect(msg.header).toEqual({
      frame: 0,
      group: 0,
      model: 0,
      length: 18,
      rawLength: 18,
      seq: 7,
      type: 92,
      infoFlag: 0,
    });
    expect(Buffer.byteLength(JSON.stringify(msg.body))).toBe(18);
    expect(JSON.parse(encode(201, { key: [] }, 3, 32)).header.infoFlag).toBe(32);
  });
});

describe('decode discard rules (§5)', () => {
  test('malformed JSON, missing header or body are discarded', () => {
    expect(decode('{x')).toEqual({ ok: false, reason: 'malformed JSON' });
    expect(decode(JSON.stringify({ body: { hq: [] } }))).toEqual({ ok: false, reason: 'missing header' });
    expect(decode(JSON.stringify({ header: { seq: 1 }, body: {} }))).toEqual({
      ok: false,
      reason: 'missing header',
    });
    expect(decode(JSON.stringify({ header }))).toEqual({ ok: false, reason: 'missing body' });
  });

  test('a data message without an hq section, or whose items all lack a key, is discarded', () => {
    expect(decode(JSON.stringify({ header, body: {} }))).toEqual({ ok: false, reason: 'missing hq section' });
    expect(decode(JSON.stringify({ header, body: { hq: [{ dyna: {} }] } }))).toEqual({
      ok: false,
      reason: 'missing key',
    });
    const partial = decode(
      JSON.stringify({
        header,
        body: { hq: [{ dyna: {} }, { key: { market: 1, code: '600519' }, dyna: {} }] },
      }),
    );
    expect(partial.ok && (partial.message.body as { hq: unknown[] }).hq).toHaveLength(1);
  });

  test('non-data messages (handshake, auth, error) need only header and body', () => {
    const r = decode(JSON.stringify({ header: { ...header, type: MsgType.Handshake }, body: { time: 1 } }));
    expect(r.ok).toBe(true);
  });

  test('statistics and static are kept only for keys whose dictionary reply has arrived', () => {
    const raw = JSON.stringify({
      header,
      body: {
        hq: [
          {
            key: { market: 1, code: '600519' },
            dyna: { LastPrice: 1 },
            statistics: { PreClosePrice: 1 },
            static: { TradingUnit: 100 },
          },
        ],
      },
    });
    const without = decode(raw, dict());
    expect(without.ok && (without.message.body as { hq: object[] }).hq[0]).toEqual({
      key: { market: 1, code: '600519' },
      dyna: { LastPrice: 1 },
    });
    const withDict = decode(raw, dict('1:600519'));
    expect(withDict.ok && Object.keys((withDict.message.body as { hq: object[] }).hq[0]).sort()).toEqual([
      'dyna',
      'key',
      'static',
      'statistics',
    ]);
  });
});
