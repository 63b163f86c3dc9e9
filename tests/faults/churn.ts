/**
 * Abrupt connections for the churn phase (issue #20 item 3): torn down mid-handshake (a partial
 * HTTP upgrade), mid-frame (after the upgrade, half a websocket frame) and mid-reply (a request for
 * a large reply, then gone before reading it).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { MsgType, type QuoteKey } from '../../contract/quote-protocol';
import { RawQuoteClient, frame } from './wire';

export type ChurnKind = 'mid-handshake' | 'mid-frame' | 'mid-reply';
export const CHURN_KINDS: ChurnKind[] = ['mid-handshake', 'mid-frame', 'mid-reply'];

function upgradeRequest(port: number): string {
  const key = crypto.randomBytes(16).toString('base64');
  return (
    `GET /ws/quote HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`
  );
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
}

export async function abruptConnection(
  kind: ChurnKind,
  port: number,
  token: string,
  keys: QuoteKey[],
): Promise<void> {
  if (kind === 'mid-handshake') {
    const s = await connect(port);
    const req = upgradeRequest(port);
    s.write(req.slice(0, Math.floor(req.length / 2)));
    await new Promise((r) => setImmediate(r));
    s.destroy();
    return;
  }
  if (kind === 'mid-frame') {
    const s = await connect(port);
    s.on('error', () => undefined);
    await new Promise<void>((resolve) => {
      s.once('data', () => resolve()); // 101 Switching Protocols
      s.write(upgradeRequest(port));
    });
    // A masked text frame announcing 100 bytes, cut after its header and 10 bytes of payload.
    const header = Buffer.from([0x81, 0x80 | 100, 1, 2, 3, 4]);
    s.write(Buffer.concat([header, Buffer.alloc(10, 0x20)]));
    await new Promise((r) => setImmediate(r));
    s.destroy();
    return;
  }
  const c = await RawQuoteClient.open(port, token);
  c.keep = false;
  // Large replies (the daily K-lines of many keys), then gone before reading them.
  c.send(
    frame(MsgType.Kline, { key: keys.slice(0, 40), period: 1440, count: 300, type: 1, timestamp: true }),
  );
  c.send(frame(MsgType.StockSnapshot, { key: keys, level: 2, sections: ['dyna', 'tick'], timestamp: true }));
  await new Promise((r) => setTimeout(r, 5));
  c.ws.terminate();
}
