/**
 * The attacker of bench/attacks.ts, in its own process so its work does not share the measuring
 * client's event loop: one of issue 32's attack classes 1–4, from one remote address, until told to
 * stop. Reports what the server let it do.
 */
import WebSocket from 'ws';
import { KlinePeriod, MsgType, type QuoteKey } from '../contract/quote-protocol';

export type AttackKind = 'sockets' | 'kline' | 'deep' | 'variants' | 'periods';

export interface AttackCommand {
  kind: AttackKind;
  url: string;
  token: string;
  keys: QuoteKey[];
  /** The attacker's address (127.0.0.x): the server's per-address bounds apply to it. */
  address: string;
  size: number;
}

export interface AttackReport {
  opened: number;
  refused: number;
  replies: number;
  errors: Record<string, number>;
}

const report: AttackReport = { opened: 0, refused: 0, replies: 0, errors: {} };
const sockets: WebSocket[] = [];
let running = true;
let seq = 0;

const frame = (type: number, body: unknown) => JSON.stringify({ header: { seq: ++seq, type }, body });

function open(cmd: AttackCommand): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(cmd.url, { perMessageDeflate: false, localAddress: cmd.address });
    ws.once('open', () => {
      report.opened++;
      sockets.push(ws);
      resolve(ws);
    });
    ws.once('unexpected-response', (_req, res) => {
      report.refused++;
      res.resume();
      ws.terminate();
      resolve(null);
    });
    ws.once('error', () => resolve(null));
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      const code = /"code":(\d+)/.exec(text.slice(0, 300));
      if (text.includes('"type":999') && code) report.errors[code[1]] = (report.errors[code[1]] ?? 0) + 1;
      else report.replies++;
    });
  });
}

async function authed(cmd: AttackCommand): Promise<WebSocket | null> {
  const ws = await open(cmd);
  if (!ws) return null;
  ws.send(frame(MsgType.Auth, { token: cmd.token }));
  return ws;
}

/** Sends `next()` on the socket whenever its previous message has been answered, until stopped. */
function loop(ws: WebSocket, next: () => string): void {
  const send = () => {
    if (running && ws.readyState === WebSocket.OPEN) ws.send(next());
  };
  ws.on('message', send);
  send();
}

const ATTACKS: Record<AttackKind, (cmd: AttackCommand) => Promise<void>> = {
  // 1: never-authenticated sockets, each sending a handshake every 20 s, as many as are let in.
  sockets: async (cmd) => {
    for (let i = 0; i < cmd.size && running; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, cmd.size - i) }, () => open(cmd)));
    }
    const beat = setInterval(() => {
      for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(frame(MsgType.Handshake, {}));
    }, 20_000);
    beat.unref();
  },
  // 2: K-line amplification: 200 keys × 1,500 one-minute bars, and the largest allowed, back to back.
  kline: async (cmd) => {
    const many = cmd.keys.slice(0, 200);
    for (let i = 0; i < cmd.size; i++) {
      const ws = await authed(cmd);
      if (!ws) continue;
      let flip = false;
      loop(ws, () => {
        flip = !flip;
        const key = flip ? many : [cmd.keys[i % cmd.keys.length]];
        return frame(MsgType.Kline, { key, period: 1, count: 1500 });
      });
    }
  },
  // 3: frames of 20,000 nested brackets, back to back.
  // A socket closed for the flood is replaced at once, as a determined attacker would.
  deep: async (cmd) => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const flood = async (): Promise<void> => {
      const ws = await open(cmd);
      if (!running) return;
      if (!ws) {
        setTimeout(() => void flood(), 100);
        return;
      }
      ws.once('close', () => void flood());
      loop(ws, () => deep);
    };
    for (let i = 0; i < cmd.size; i++) await flood();
  },
  // 4: every socket subscribes 500 instruments with a snapshot variant of its own.
  variants: async (cmd) => {
    const all = ['dyna', 'statistics', 'static', 'status', 'tick', 'mmp'];
    for (let i = 0; i < cmd.size && running; i++) {
      const ws = await authed(cmd);
      if (!ws) continue;
      const v = (i % 63) + 1;
      const sections = all.filter((_, bit) => v & (1 << bit));
      // 500 instruments in requests of 200 keys, the most one request may name.
      for (let k = 0; k < 500; k += 200) {
        const key = cmd.keys.slice(k, Math.min(500, k + 200));
        const body = { key, level: 1 + (Math.floor(i / 63) % 2), sections, timestamp: i >= 126 };
        ws.send(frame(MsgType.StockSnapshot, body));
      }
    }
  },
  // 2b: every instrument's 季K and 年K live bar, on 701 and 708, within the budget: 2,000 distinct
  // pairs (the address's bound) on 4 sockets of 500 subscriptions. Requests are as large as the
  // reply-row bound lets them be; one refused for the row rate is sent again a second later.
  periods: async (cmd) => {
    const plans: Array<[number, number]> = [
      [KlinePeriod.SEASON, 90],
      [KlinePeriod.YEAR, 23],
    ];
    const opened = await Promise.all(Array.from({ length: cmd.size }, () => authed(cmd)));
    await Promise.all(
      opened.map(async (ws, s) => {
        if (!ws) return;
        const type = s % 2 === 0 ? MsgType.Kline : MsgType.NewKline;
        const share = Math.ceil(cmd.keys.length / 2);
        const keys = cmd.keys.slice(Math.floor(s / 2) * share, (Math.floor(s / 2) + 1) * share);
        for (const [period, per] of plans) {
          for (let k = 0; k < keys.length && running;) {
            const code = await ask(ws, type, { key: keys.slice(k, k + per), period, count: 1 });
            if (code === 429) await new Promise((r) => setTimeout(r, 1000));
            else k += per;
          }
        }
      }),
    );
  },
};

/** Sends one request and resolves with its error code, or 0 once it is answered. */
function ask(ws: WebSocket, type: number, body: unknown): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const text = data.toString();
      if (!text.includes(`"seq":${mine},`)) return;
      ws.off('message', onMessage);
      const code = /"code":(\d+)/.exec(text.slice(0, 300));
      resolve(text.includes('"type":999') && code ? Number(code[1]) : 0);
    };
    const message = frame(type, body);
    const mine = seq;
    ws.on('message', onMessage);
    ws.send(message);
  });
}

process.on('message', (msg: AttackCommand | { stop: true }) => {
  if ('stop' in msg) {
    running = false;
    for (const ws of sockets) ws.terminate();
    process.send?.(report, () => process.exit(0));
    return;
  }
  void ATTACKS[msg.kind](msg).then(() => process.send?.({ started: true }));
});
