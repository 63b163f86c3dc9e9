/**
 * Prints a real example of every quote-channel message, captured from the running reference server
 * (built here on a free port with a temp data dir), as Markdown for docs/quote-protocol.md.
 * Usage: npx tsx scripts/capture-quote-examples.ts > /tmp/examples.md
 * Arrays longer than 5 are cut to their first 2 entries (the cut is marked with a "…N more" string).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { buildServer } from '../server/app';
import { UNIVERSE } from '../server/data/universe';
import { settingsFromEnv } from '../server/settings';
import { INFO_FLAG_UNSUBSCRIBE, MsgType, QUOTE_WS_PATH, type Message } from '../contract/quote-protocol';
import { fetchQuoteToken } from '../tests/server/quote/token';

type Msg = Message<Record<string, unknown>>;

const out: string[] = [];
const md = (line = '') => out.push(line);

function trim(v: unknown, depth = 0): unknown {
  if (Array.isArray(v)) {
    const keep = depth === 0 || v.length <= 5 ? v : v.slice(0, 2);
    const items = keep.map((x) => trim(x, depth + 1));
    return v.length > keep.length ? [...items, `…${v.length - keep.length} more`] : items;
  }
  if (v && typeof v === 'object') {
    // Request keys are shown whole; every other array (hq, data, KlineData, …) is cut.
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, k === 'key' ? x : trim(x, depth + 1)]),
    );
  }
  return v;
}

/** JSON with anything that fits in 100 characters on one line (headers, keys, small entries). */
function pretty(v: unknown, indent = ''): string {
  const flat = JSON.stringify(v);
  if (flat.length + indent.length <= 100 || v === null || typeof v !== 'object') return flat;
  const inner = indent + '  ';
  if (Array.isArray(v)) return `[\n${v.map((x) => inner + pretty(x, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(v as Record<string, unknown>).map(
    ([k, x]) => `${inner}${JSON.stringify(k)}: ${pretty(x, inner)}`,
  );
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

function block(title: string, v: unknown): void {
  md(`${title}:`);
  md();
  md('```json');
  md(pretty(trim(v)));
  md('```');
  md();
}

async function main(): Promise<void> {
  // The Markdown goes to stdout, where the server's JSON log lines would land among the examples
  // (a warning about a missing dist/wap once did, in docs/quote-protocol.md).
  process.env.WAP_LOG_LEVEL = 'silent';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-capture-'));
  const settings = {
    ...settingsFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    env: 'test' as const,
    stepMs: 250,
  };
  const app = await buildServer(settings);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const base = `http://127.0.0.1:${port}`;

  const ws = new WebSocket(`ws://127.0.0.1:${port}${QUOTE_WS_PATH}`);
  const inbox: Msg[] = [];
  const waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  ws.on('message', (d) => {
    const m = JSON.parse(String(d)) as Msg;
    const w = waiters.find((x) => x.pred(m));
    if (w) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    } else inbox.push(m);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const next = (pred: (m: Msg) => boolean, ms = 60_000) =>
    new Promise<Msg>((resolve, reject) => {
      const i = inbox.findIndex(pred);
      if (i >= 0) return resolve(inbox.splice(i, 1)[0]);
      const timer = setTimeout(() => reject(new Error('no matching message')), ms);
      waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  let seq = 0;
  const sendRaw = (text: string) => ws.send(text);
  const request = async (title: string, type: number, body: unknown, infoFlag = 0): Promise<Msg> => {
    const s = ++seq;
    const req = {
      header: {
        frame: 0,
        group: 0,
        model: 0,
        length: Buffer.byteLength(JSON.stringify(body)),
        rawLength: Buffer.byteLength(JSON.stringify(body)),
        seq: s,
        type,
        infoFlag,
      },
      body,
    };
    md(`### ${title}`);
    md();
    block('Request', req);
    ws.send(JSON.stringify(req));
    const reply = await next((m) => m.header.seq === s);
    block('Reply', reply);
    return reply;
  };
  const push = async (title: string, type: number) => {
    process.stderr.write(`waiting for a ${title} push\n`);
    const m = await next((x) => x.header.seq === 0 && x.header.type === type);
    block(`Push (${title})`, m);
  };

  md('### Error before authentication (999)');
  md();
  const s0 = ++seq;
  sendRaw(
    JSON.stringify({
      header: { seq: s0, type: MsgType.StockSnapshot, infoFlag: 0 },
      body: { key: [{ market: 1, code: '600519' }] },
    }),
  );
  block('Reply', await next((m) => m.header.seq === s0));

  await request('Handshake / heartbeat (91)', MsgType.Handshake, { time: Date.now() });
  const token = await fetchQuoteToken(base);
  await request('Auth (92)', MsgType.Auth, {
    orgCode: 'gmg',
    appType: 'h5',
    appName: 'wap-quote',
    appVersion: '1.0.0',
    token,
  });
  await request('Dictionary (100)', MsgType.Dictionary, {
    key: [
      { market: 1, code: '600519' },
      { market: 102, code: '00700' },
    ],
  });

  const page = ['dyna', 'statistics', 'status', 'static', 'tick'];
  await request('Stock snapshot (201), page sections', MsgType.StockSnapshot, {
    key: [{ market: 1, code: '600519' }],
    level: 2,
    sections: page,
    timestamp: true,
  });
  await push('201', MsgType.StockSnapshot);
  await request('Stock snapshot (201), order book section', MsgType.StockSnapshot, {
    key: [{ market: 0, code: '000001' }],
    level: 2,
    sections: ['mmp'],
    timestamp: false,
  });
  await request('Index snapshot (202)', MsgType.IndexSnapshot, {
    key: [{ market: 1, code: '000001' }],
    level: 2,
    sections: ['dyna', 'status'],
    timestamp: true,
  });
  await push('202', MsgType.IndexSnapshot);
  const sectorCode = UNIVERSE.find((s) => s.kind === 'sector')?.code ?? '';
  await request('Block (sector) snapshot (203)', MsgType.BlockSnapshot, {
    key: [{ market: 2, code: sectorCode }],
    level: 2,
    sections: ['dyna', 'status'],
    timestamp: true,
  });
  await push('203', MsgType.BlockSnapshot);
  // Indices move whenever a constituent trades, so their minute and K-line pushes come quickly.
  await request('Minute (501), today', MsgType.Minute, {
    key: [{ market: 0, code: '399001' }],
    pushflag: true,
    timestamp: true,
    noPushAuction: false,
    days: 1,
  });
  await push('501', MsgType.Minute);
  await request('Minute (501), five days', MsgType.Minute, {
    key: [{ market: 1, code: '600519' }],
    pushflag: false,
    timestamp: false,
    noPushAuction: false,
    days: 5,
  });
  await request('Pre-market minute (504)', MsgType.PreMarketMinute, {
    key: [{ market: 106, code: 'AAPL' }],
    pushflag: false,
    timestamp: false,
    noPushAuction: false,
  });
  await request('K-line (701), daily', MsgType.Kline, {
    key: [{ market: 0, code: '399001' }],
    period: 1440,
    count: 3,
    type: 1,
    timestamp: true,
  });
  await push('701', MsgType.Kline);
  await request('New K-line (708), 5-minute', MsgType.NewKline, {
    key: [{ market: 1, code: '600519' }],
    period: 5,
    count: 3,
    type: 1,
    timestamp: false,
  });
  // Single stocks trade every few seconds; 40 of them give a tick push soon.
  const stocks = UNIVERSE.filter((x) => x.kind === 'stock' && (x.market === 'sh' || x.market === 'sz')).slice(
    0,
    40,
  );
  await request('Tick (801)', MsgType.Tick, {
    key: stocks.map((x) => ({ market: x.market === 'sh' ? 1 : 0, code: x.code })),
    count: 3,
    timestamp: true,
  });
  await push('801', MsgType.Tick);
  await request('Sorted list (2001)', MsgType.SortedList, {
    key: [
      { market: 0, code: '399001' },
      { market: 1, code: '000001' },
    ],
    fields: [10, 11, 96, 97, 98],
    timestamp: true,
  });
  await push('2001', MsgType.SortedList);
  await request(
    'Unsubscribe (infoFlag 32)',
    MsgType.StockSnapshot,
    { key: [{ market: 1, code: '600519' }], level: 2, sections: page, timestamp: true },
    INFO_FLAG_UNSUBSCRIBE,
  );

  md('### Errors (999)');
  md();
  const s1 = ++seq;
  const broken = '{"header": {"seq": ' + s1 + ', "type": 201}, "body": ';
  md('Malformed JSON, the frame as sent:');
  md();
  md('```');
  md(broken);
  md('```');
  md();
  sendRaw(broken);
  block(
    'Reply (the seq cannot be read from a broken frame, so it is 0)',
    await next((m) => m.header.type === MsgType.Error),
  );
  await request('Unknown type', 4242, {});
  await request('Unknown instrument', MsgType.StockSnapshot, {
    key: [{ market: 1, code: '999999' }],
    level: 2,
    sections: ['dyna'],
    timestamp: false,
  });
  await request('Bad parameter', MsgType.Minute, {
    key: [{ market: 1, code: '600519' }],
    pushflag: false,
    timestamp: false,
    noPushAuction: false,
    days: 3,
  });

  ws.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(out.join('\n') + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
