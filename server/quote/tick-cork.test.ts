import net from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { corkForThisTurn, rawSocketOf, type Corkable } from './tick-cork';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function fakeSocket(): Corkable & { log: string[] } {
  const log: string[] = [];
  return { log, cork: () => log.push('cork'), uncork: () => log.push('uncork') };
}

test('a socket is corked once per turn however often it is written, and uncorked at its end', async () => {
  const a = fakeSocket();
  const b = fakeSocket();
  for (let i = 0; i < 5; i++) {
    corkForThisTurn(a);
    corkForThisTurn(b);
  }
  expect(a.log).toEqual(['cork']);
  expect(b.log).toEqual(['cork']);
  await nextTurn();
  expect(a.log).toEqual(['cork', 'uncork']);
  expect(b.log).toEqual(['cork', 'uncork']);
  corkForThisTurn(a);
  await nextTurn();
  expect(a.log).toEqual(['cork', 'uncork', 'cork', 'uncork']);
  expect(b.log).toEqual(['cork', 'uncork']);
});

test.each([
  { what: 'a net.Socket-like _socket', ws: { _socket: { cork() {}, uncork() {} } }, found: true },
  { what: 'no _socket (a test fake)', ws: {}, found: false },
  { what: 'a _socket without cork', ws: { _socket: { write() {} } }, found: false },
])('rawSocketOf: $what', ({ ws, found }) => {
  expect(rawSocketOf(ws) !== undefined).toBe(found);
  expect(() => corkForThisTurn(rawSocketOf(ws))).not.toThrow();
});

test('100 frames sent in one turn reach the kernel in one writev, whole and in order', async () => {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const clients: WebSocket[] = [];
  try {
    const port = (wss.address() as net.AddressInfo).port;
    const serverSide = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    clients.push(client);
    const got: string[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('message', (d) => {
        got.push(String(d));
        if (got.length === 100) resolve();
      }),
    );
    await new Promise((resolve) => client.once('open', resolve));
    const ws = await serverSide;
    const socket = rawSocketOf(ws) as unknown as net.Socket & {
      _writev: (...a: unknown[]) => void;
      _write: (...a: unknown[]) => void;
    };
    expect(socket).toBeInstanceOf(net.Socket);
    const writev = jest.spyOn(socket, '_writev');
    const write = jest.spyOn(socket, '_write');
    for (let i = 0; i < 100; i++) {
      corkForThisTurn(rawSocketOf(ws));
      ws.send(`push ${i}`);
    }
    expect(writev).not.toHaveBeenCalled();
    await all;
    expect(writev).toHaveBeenCalledTimes(1);
    expect(write).not.toHaveBeenCalled();
    expect(got).toEqual(Array.from({ length: 100 }, (_, i) => `push ${i}`));
  } finally {
    for (const c of clients) c.terminate();
    for (const c of wss.clients) c.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }
});
