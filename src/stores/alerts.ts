/**
 * 股价提醒 (beyond the spec: docs/watchlist-and-alerts.md): the user's alerts and the inbox of
 * firings, kept by the server. The form's input is checked with the server's own rule
 * (contract/alert-rules.ts) before it is sent, so the user reads the same message either way; a
 * refusal shows the server's message as it comes. Every reply is the whole list (or inbox), which
 * replaces the store's; a reply that arrives after the user changed is dropped.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AlertInboxEntry, PriceAlert } from '../../contract/alerts.schema';
import type { AlertTransport } from '../services/alerts';
import { draftOf, type AlertForm } from '../lib/alert-form';

export type { AlertForm };

export const ALERT_FAILED_MSG = '网络异常，请稍后重试';

type Envelope<T> = { code: number; msg?: string; data?: T };

export class AlertsStore {
  alerts: PriceAlert[] = [];
  inbox: AlertInboxEntry[] = [];
  /** The last refusal's message (shown by the form or page), null when none. */
  error: string | null = null;
  alertsLoaded = false;
  inboxLoaded = false;
  busy = false;
  /** The last alert pushed as fired on this page, and how many so far (the toast follows it). */
  lastFired: AlertInboxEntry | null = null;
  firedCount = 0;

  constructor(
    private readonly transport: AlertTransport,
    private readonly getToken: () => string,
  ) {
    makeObservable<AlertsStore, 'setAlerts' | 'setInbox' | 'fail'>(this, {
      alerts: observable,
      inbox: observable,
      error: observable,
      alertsLoaded: observable,
      inboxLoaded: observable,
      busy: observable,
      lastFired: observable,
      firedCount: observable,
      fired: action,
      unread: computed,
      setAlerts: action,
      setInbox: action,
      fail: action,
      clearError: action,
      reset: action,
    });
  }

  get unread(): number {
    return this.inbox.reduce((n, e) => n + (e.read ? 0 : 1), 0);
  }

  clearError(): void {
    this.error = null;
  }

  /** Logout: nothing of the last user's stays. */
  reset(): void {
    this.alerts = [];
    this.inbox = [];
    this.alertsLoaded = false;
    this.inboxLoaded = false;
    this.error = null;
  }

  /** A fired alert pushed over the quote channel: shown (toast), and the inbox and list re-read. */
  fired(entry: AlertInboxEntry): void {
    this.lastFired = entry;
    this.firedCount += 1;
    void this.loadInbox();
    // A once alert is gone now; the list says so.
    if (this.alertsLoaded) void this.loadAlerts();
  }

  loadAlerts(): Promise<boolean> {
    return this.call(
      (t) => this.transport.list(t),
      (d) => this.setAlerts(d),
    );
  }

  loadInbox(): Promise<boolean> {
    return this.call(
      (t) => this.transport.inbox(t),
      (d) => this.setInbox(d),
    );
  }

  /** The form: checked here with the server's rule, then sent. True once the server has it. */
  async create(form: AlertForm): Promise<boolean> {
    const draft = draftOf(form);
    if (typeof draft === 'string') {
      this.fail(draft);
      return false;
    }
    runInAction(() => {
      this.busy = true;
    });
    try {
      return await this.call(
        (t) => this.transport.create(t, draft),
        (d) => this.setAlerts(d),
      );
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  remove(alertId: number): Promise<boolean> {
    return this.call(
      (t) => this.transport.remove(t, alertId),
      (d) => this.setAlerts(d),
    );
  }

  /** Marks the given inbox entries read (those already read are not sent). */
  markRead(ids: number[]): Promise<boolean> {
    const unread = new Set(this.inbox.filter((e) => !e.read).map((e) => e.id));
    const send = ids.filter((id) => unread.has(id)).slice(0, 100);
    if (send.length === 0) return Promise.resolve(true);
    return this.call(
      (t) => this.transport.markRead(t, send),
      (d) => this.setInbox(d),
    );
  }

  /** 全部已读: the unread among the inbox the page shows (at most 100, the inbox's length). */
  markAllRead(): Promise<boolean> {
    return this.markRead(this.inbox.map((e) => e.id));
  }

  private setAlerts(data: PriceAlert[]): void {
    this.alerts = data;
    this.alertsLoaded = true;
  }

  private setInbox(data: AlertInboxEntry[]): void {
    this.inbox = data;
    this.inboxLoaded = true;
  }

  private fail(msg: string): void {
    this.error = msg;
  }

  private async call<T>(
    run: (token: string) => Promise<Envelope<T>>,
    apply: (data: T) => void,
  ): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    let res: Envelope<T> | null;
    try {
      res = await run(token);
    } catch {
      res = null;
    }
    if (token !== this.getToken()) return false; // the user changed meanwhile: not their reply
    if (res && res.code === 1 && res.data !== undefined) {
      runInAction(() => apply(res.data as T));
      return true;
    }
    this.fail(res?.msg || ALERT_FAILED_MSG);
    return false;
  }
}
