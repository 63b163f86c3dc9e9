/**
 * The native message channel: posts `{ id, method, params }` to the host's injected object and
 * matches the replies the host passes to `window.WapBridge.receive`. Also fans out host events.
 */
import { BridgeError } from './errors';
import type { BridgeWindow, Platform, RequestMessage, WapBridgeReceiver } from './types';
import { BRIDGE_VERSION } from './version';

type Handler = (message: unknown) => void;

interface Pending {
  method: string;
  resolve: (result: unknown) => void;
  reject: (err: BridgeError) => void;
  timer?: ReturnType<typeof setTimeout>;
}

/** The receiver installed as window.WapBridge; several channels on one window share it. */
interface SharedReceiver extends WapBridgeReceiver {
  handlers: Set<Handler>;
}

function installReceiver(win: BridgeWindow, handler: Handler): () => void {
  let receiver = win.WapBridge as SharedReceiver | undefined;
  if (!receiver || !(receiver.handlers instanceof Set)) {
    const handlers = new Set<Handler>();
    receiver = {
      version: BRIDGE_VERSION,
      handlers,
      receive(message: unknown) {
        for (const h of [...handlers]) h(message);
      },
    };
    win.WapBridge = receiver;
  }
  const { handlers } = receiver;
  handlers.add(handler);
  return () => void handlers.delete(handler);
}

/**
 * First callback id: random, so that replies meant for a page that has since reloaded (the host
 * may answer late) cannot match a call of the new page. Kept below 2^30 so ids stay positive
 * 32-bit integers for the host's sake however many calls follow.
 */
export function randomStartId(win: BridgeWindow | undefined): number {
  const buf = new Uint32Array(1);
  const cryptoSource = win?.crypto ?? (typeof crypto !== 'undefined' ? crypto : undefined);
  if (cryptoSource) cryptoSource.getRandomValues(buf);
  else buf[0] = Math.floor(Math.random() * 2 ** 32);
  return (buf[0] % 2 ** 30) + 1;
}

function parse(message: unknown): Record<string, unknown> | null {
  let value = message;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

export class NativeChannel {
  private nextId: number;
  private readonly pending = new Map<number, Pending>();
  private readonly uninstall: () => void;

  constructor(
    private readonly win: BridgeWindow,
    private readonly platform: Exclude<Platform, 'web'>,
    /** Called for every `{ event, data }` the host sends. */
    private readonly onEvent: (event: string, data: unknown) => void,
  ) {
    this.nextId = randomStartId(win);
    this.uninstall = installReceiver(win, (m) => this.receive(m));
  }

  /** Sends one request; `timeoutMs` ≤ 0 waits for ever (host UI flows). */
  send(method: string, params: object, timeoutMs: number): Promise<unknown> {
    const id = this.nextId++;
    const message: RequestMessage = { id, method, params };
    return new Promise<unknown>((resolve, reject) => {
      const entry: Pending = { method, resolve, reject };
      if (timeoutMs > 0) {
        entry.timer = setTimeout(() => {
          this.pending.delete(id);
          reject(
            new BridgeError('TIMEOUT', `${method}: no reply from the host within ${timeoutMs} ms`, method),
          );
        }, timeoutMs);
      }
      this.pending.set(id, entry);
      try {
        this.post(message);
      } catch (err) {
        this.settle(id);
        reject(new BridgeError('UNAVAILABLE', `${method}: the host channel failed: ${String(err)}`, method));
      }
    });
  }

  private post(message: RequestMessage): void {
    if (this.platform === 'ios') {
      const handler = this.win.webkit?.messageHandlers?.wapBridge;
      if (!handler) throw new Error('webkit.messageHandlers.wapBridge is missing');
      // WKScriptMessage bodies are converted to NSDictionary; a plain object is what Swift expects.
      handler.postMessage(message);
    } else {
      const iface = this.win.WapBridgeAndroid;
      if (!iface) throw new Error('WapBridgeAndroid is missing');
      // addJavascriptInterface methods only take primitives: the request travels as JSON text.
      iface.postMessage(JSON.stringify(message));
    }
  }

  /** Entry point for everything the host sends (through window.WapBridge.receive). */
  receive(raw: unknown): void {
    const msg = parse(raw);
    if (!msg) return;
    if (typeof msg.event === 'string') {
      this.onEvent(msg.event, msg.data ?? {});
      return;
    }
    const id = typeof msg.id === 'number' ? msg.id : typeof msg.id === 'string' ? Number(msg.id) : NaN;
    const entry = this.settle(id);
    // Unknown ids are replies to calls of an earlier page load or to timed-out calls: ignored.
    if (!entry) return;
    if (msg.ok === true) entry.resolve(msg.result ?? {});
    else entry.reject(BridgeError.fromHost(entry.method, msg.error));
  }

  private settle(id: number): Pending | undefined {
    const entry = this.pending.get(id);
    if (!entry) return undefined;
    this.pending.delete(id);
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    return entry;
  }

  /** Number of calls still waiting for a reply (for tests and diagnostics). */
  get pendingCount(): number {
    return this.pending.size;
  }

  dispose(): void {
    this.uninstall();
    for (const [id, entry] of [...this.pending]) {
      this.settle(id);
      entry.reject(new BridgeError('DISPOSED', `${entry.method}: the bridge was disposed`, entry.method));
    }
  }
}
