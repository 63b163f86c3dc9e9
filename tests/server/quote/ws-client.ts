/** A raw `ws` test client that records every message and waits for one matching a predicate. */
import WebSocket from 'ws';
import type { Message } from '../../../contract/quote-protocol';

export class RawClient {
  readonly messages: { text: string; msg: Message<Record<string, unknown>> }[] = [];
  private waiters: {
    pred: (m: Message<Record<string, unknown>>) => boolean;
    resolve: (m: Message<Record<string, unknown>>) => void;
  }[] = [];
  readonly ws: WebSocket;
  closeCode: number | null = null;
  private seq = 0;

  private constructor(url: string, localAddress?: string) {
    this.ws = new WebSocket(url, { localAddress });
    this.ws.on('message', (data) => {
      const text = String(data);
      const msg = JSON.parse(text) as Message<Record<string, unknown>>;
      this.messages.push({ text, msg });
      for (const w of [...this.waiters]) {
        if (w.pred(msg)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(msg);
        }
      }
    });
    this.ws.on('close', (code) => (this.closeCode = code));
  }

  /** `localAddress` (127.0.0.2, …) makes the client another remote address to the server. */
  static async open(url: string, localAddress?: string): Promise<RawClient> {
    const c = new RawClient(url, localAddress);
    await new Promise<void>((resolve, reject) => {
      c.ws.once('open', () => resolve());
      c.ws.once('error', reject);
    });
    return c;
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  /** Sends { header, body } with a fresh seq and returns that seq. */
  send(type: number, body: unknown, infoFlag = 0): number {
    const seq = ++this.seq;
    this.ws.send(
      JSON.stringify({
        header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq, type, infoFlag },
        body,
      }),
    );
    return seq;
  }

  /** Sends and waits for the reply carrying the same seq. */
  async request(type: number, body: unknown, infoFlag = 0): Promise<Message<Record<string, unknown>>> {
    const seq = this.send(type, body, infoFlag);
    return this.next((m) => m.header.seq === seq);
  }

  next(
    pred: (m: Message<Record<string, unknown>>) => boolean,
    timeoutMs = 3000,
  ): Promise<Message<Record<string, unknown>>> {
    const seen = this.messages.find((m) => pred(m.msg) && !this.consumed.has(m));
    if (seen) {
      this.consumed.add(seen);
      return Promise.resolve(seen.msg);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          const rec = this.messages.find((r) => r.msg === m);
          if (rec) this.consumed.add(rec);
          resolve(m);
        },
      });
    });
  }
  private consumed = new Set<{ text: string; msg: Message<Record<string, unknown>> }>();

  pushes(type?: number): { text: string; msg: Message<Record<string, unknown>> }[] {
    return this.messages.filter(
      (m) => m.msg.header.seq === 0 && (type === undefined || m.msg.header.type === type),
    );
  }

  async closed(): Promise<number> {
    if (this.closeCode !== null) return this.closeCode;
    return new Promise((resolve) => this.ws.once('close', (code) => resolve(code)));
  }

  close(): void {
    this.ws.close();
  }
}
