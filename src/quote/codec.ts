/**
 * Encoding and decoding of channel messages (protocol.ts), with the §5 (validation rules) discard rules: a message
 * missing its header, body, hq section or keys is discarded; statistics and static sections are
 * kept only for keys whose dictionary (100) reply has arrived.
 */
import { keyId } from './keys';
import {
  MsgType,
  type Header,
  type Message,
  type QuoteKey,
  type SnapshotItem,
} from '../../contract/quote-protocol';

const utf8 = new TextEncoder();

export function encode(type: number, body: unknown, seq: number, infoFlag = 0): string {
  const bodyText = JSON.stringify(body);
  const length = utf8.encode(bodyText).length;
  const header: Header = { frame: 0, group: 0, model: 0, length, rawLength: length, seq, type, infoFlag };
  return `{"header":${JSON.stringify(header)},"body":${bodyText}}`;
}

export type DecodeResult = { ok: true; message: Message } | { ok: false; reason: string };

/** Types whose body carries an `hq` section of keyed items. */
export const HQ_TYPES: ReadonlySet<number> = new Set([
  MsgType.Dictionary,
  MsgType.StockSnapshot,
  MsgType.IndexSnapshot,
  MsgType.BlockSnapshot,
  MsgType.Minute,
  MsgType.PreMarketMinute,
  MsgType.Kline,
  MsgType.NewKline,
  MsgType.Tick,
  MsgType.SortedList,
]);
const SNAPSHOT_TYPES: ReadonlySet<number> = new Set([
  MsgType.StockSnapshot,
  MsgType.IndexSnapshot,
  MsgType.BlockSnapshot,
]);

export interface DictionaryView {
  has(keyId: string): boolean;
}

export function decode(raw: string, dictionary: DictionaryView = { has: () => false }): DecodeResult {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'malformed JSON' };
  }
  if (!isObject(value)) return { ok: false, reason: 'not an object' };
  const header = value.header;
  if (!isObject(header) || typeof header.type !== 'number') return { ok: false, reason: 'missing header' };
  const body = value.body;
  if (!isObject(body)) return { ok: false, reason: 'missing body' };
  const type = header.type;
  if (!HQ_TYPES.has(type)) return { ok: true, message: { header: header as unknown as Header, body } };

  const hq = body.hq;
  if (!Array.isArray(hq)) return { ok: false, reason: 'missing hq section' };
  const items = hq.filter((item): item is { key: QuoteKey } => isObject(item) && isKey(item.key));
  if (hq.length > 0 && items.length === 0) return { ok: false, reason: 'missing key' };
  if (SNAPSHOT_TYPES.has(type)) {
    for (const item of items as SnapshotItem[]) {
      if (!dictionary.has(keyId(item.key))) {
        delete item.statistics;
        delete item.static;
      }
    }
  }
  return { ok: true, message: { header: header as unknown as Header, body: { ...body, hq: items } } };
}

function isKey(v: unknown): v is QuoteKey {
  return isObject(v) && typeof v.market === 'number' && typeof v.code === 'string' && v.code !== '';
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
