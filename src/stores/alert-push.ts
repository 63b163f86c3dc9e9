/**
 * The page's side of the push of fired alerts (beyond the spec: docs/watchlist-and-alerts.md):
 * while a user is logged in, the quote socket is open and names the user with a UserAuth (93)
 * frame — sent again after every (re)auth, and with an empty token at logout — and each AlertFired
 * push is handed on. The login token travels only in that frame, never in a URL.
 */
import { MsgType, type AlertFiredBody } from '../../contract/quote-protocol';

/** What the link needs of the quote connection (tests pass a fake). */
export interface PushConnection {
  onReady(fn: () => void): () => void;
  onPush(type: number, fn: (body: unknown) => void): () => void;
  request(type: number, body: object): Promise<unknown>;
  connect(): void;
}

/** A push body that has the fields a firing is shown with (anything else is dropped). */
export function isFiredBody(b: unknown): b is AlertFiredBody {
  if (typeof b !== 'object' || b === null) return false;
  const o = b as Record<string, unknown>;
  return (
    typeof o.id === 'number' &&
    typeof o.instrument === 'string' &&
    (o.metric === 'price' || o.metric === 'change' || o.metric === 'speed') &&
    (o.direction === 'up' || o.direction === 'down') &&
    typeof o.level === 'number' &&
    typeof o.value === 'number' &&
    typeof o.at === 'number'
  );
}

export class AlertPushLink {
  private token = '';
  /** Whether the server may hold this socket under a user (so a logout must say so). */
  private named = false;
  private readonly offs: (() => void)[];

  constructor(
    private readonly conn: PushConnection,
    onFired: (entry: AlertFiredBody) => void,
  ) {
    this.offs = [
      conn.onReady(() => {
        // A new socket knows no user yet.
        this.named = false;
        this.send();
      }),
      conn.onPush(MsgType.AlertFired, (body) => {
        if (isFiredBody(body)) onFired(body);
      }),
    ];
  }

  setToken(token: string): void {
    if (token === this.token) return;
    this.token = token;
    if (token) this.conn.connect();
    this.send();
  }

  dispose(): void {
    for (const off of this.offs) off();
  }

  private send(): void {
    if (!this.token && !this.named) return;
    this.named = this.token !== '';
    this.conn.request(MsgType.UserAuth, { token: this.token }).catch(() => undefined);
  }
}
