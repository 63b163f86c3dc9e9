/**
 * Test doubles for the bridge: a fake window (real jsdom document and storage, recorded
 * navigation) and a fake host that answers like the iOS or Android app, asynchronously.
 * Used by the bridge's unit tests only.
 */
import type { BridgeWindow, RequestMessage } from './types';

export interface FakeWindow extends BridgeWindow {
  assigned: string[];
  backs: number;
}

export function fakeWindow(
  url = 'https://m.example.com/wap/sh/600000.html',
  userAgent = 'Mozilla/5.0',
): FakeWindow {
  const u = new URL(url);
  const win: FakeWindow = {
    assigned: [],
    backs: 0,
    location: {
      href: u.href,
      pathname: u.pathname,
      search: u.search,
      hash: u.hash,
      assign: (next: string) => void win.assigned.push(next),
    },
    history: {
      length: 2,
      back: () => void win.backs++,
    },
    document,
    navigator: { userAgent },
    sessionStorage: window.sessionStorage,
    crypto: window.crypto,
    addEventListener: (type, fn) => window.addEventListener(type, fn),
    removeEventListener: (type, fn) => window.removeEventListener(type, fn),
  };
  return win;
}

type MethodImpl = (params: Record<string, unknown>) => unknown;

export interface FakeHostOptions {
  platform: 'ios' | 'android';
  bridgeVersion?: string;
  /** Methods the host implements (besides hello) and what they answer. */
  methods: Record<string, MethodImpl>;
  /** 'auto' replies after a macrotask; 'manual' keeps requests until replyTo() is called. */
  mode?: 'auto' | 'manual';
  /** Delay of automatic replies (ms); fake timers can step it. */
  delayMs?: number;
}

/** Host error to throw from a method implementation: becomes `{ ok: false, error }`. */
export class HostFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class FakeHost {
  /** Every request as the host received it (Android's are parsed from JSON text). */
  readonly received: RequestMessage[] = [];
  /** Raw payloads as posted (object on iOS, string on Android). */
  readonly raw: unknown[] = [];

  constructor(
    private readonly win: BridgeWindow,
    private readonly opts: FakeHostOptions,
  ) {
    if (opts.platform === 'ios') {
      win.webkit = { messageHandlers: { wapBridge: { postMessage: (m: unknown) => this.onPost(m) } } };
    } else {
      win.WapBridgeAndroid = { postMessage: (json: string) => this.onPost(json) };
    }
  }

  private onPost(payload: unknown): void {
    this.raw.push(payload);
    const msg = (typeof payload === 'string' ? JSON.parse(payload) : payload) as RequestMessage;
    this.received.push(msg);
    if ((this.opts.mode ?? 'auto') === 'auto') {
      setTimeout(() => this.replyTo(msg.id), this.opts.delayMs ?? 0);
    }
  }

  /** The reply the host would send for a received request. */
  answer(msg: RequestMessage): object {
    if (msg.method === 'hello') {
      return {
        id: msg.id,
        ok: true,
        result: {
          bridgeVersion: this.opts.bridgeVersion ?? '1.3.0',
          platform: this.opts.platform,
          methods: Object.keys(this.opts.methods),
        },
      };
    }
    const impl = this.opts.methods[msg.method];
    if (!impl) return { id: msg.id, ok: false, error: { code: 'UNSUPPORTED', message: `no ${msg.method}` } };
    try {
      return { id: msg.id, ok: true, result: impl(msg.params as Record<string, unknown>) };
    } catch (err) {
      const e = err as HostFailure;
      return { id: msg.id, ok: false, error: { code: e.code, message: e.message } };
    }
  }

  /** Sends the reply for request `id` (iOS as an object, Android as JSON text, as evaluateJavascript would). */
  replyTo(id: number): void {
    const msg = this.received.find((m) => m.id === id);
    if (!msg) throw new Error(`no request ${id}`);
    this.send({ ...this.answer(msg) });
  }

  send(message: object): void {
    const payload = this.opts.platform === 'android' ? JSON.stringify(message) : message;
    this.win.WapBridge?.receive(payload);
  }

  emit(event: string, data: unknown): void {
    this.send({ event, data });
  }

  calls(method: string): RequestMessage[] {
    return this.received.filter((m) => m.method === method);
  }
}
