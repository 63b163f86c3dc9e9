/**
 * §4 (states and transitions) like toggle: isSupport 0 calls support, 1 calls unsupport; on code 1 the flag flips and the
 * count moves by one. An action lock per item blocks concurrent taps and is released only on
 * success (§4 (states and transitions)); after a failure (§8 (the error catalogue) "code not 1: nothing happens") the item stays locked until its
 * list reloads (`clear`). One exception: code 6 (conflict: already liked / not liked, e.g. from
 * another session) carries the server's state, which is applied and the lock released, so the
 * button shows the truth and works again.
 */
import { CommunityCode, type SupportResponse } from '../../../contract/community';

export interface Likeable {
  isSupport: 0 | 1;
  supportCount: number;
}

export type LikeOutcome = 'done' | 'locked' | 'failed';

export class LikeLock {
  private readonly held = new Set<string>();

  isLocked(key: string): boolean {
    return this.held.has(key);
  }

  /** Forget every lock (the list was reloaded). */
  clear(): void {
    this.held.clear();
  }

  /**
   * Toggles `current` through `call(on)` and hands the next state to `apply`.
   * Resolves 'locked' when a toggle of the same item is still held.
   */
  async toggle(
    key: string,
    current: Likeable,
    call: (on: boolean) => Promise<SupportResponse>,
    apply: (next: Likeable) => void,
  ): Promise<LikeOutcome> {
    if (this.held.has(key)) return 'locked';
    this.held.add(key);
    const on = current.isSupport !== 1;
    let res: SupportResponse;
    try {
      res = await call(on);
    } catch {
      return 'failed';
    }
    if (res.code === CommunityCode.Ok) {
      apply({ isSupport: on ? 1 : 0, supportCount: Math.max(0, current.supportCount + (on ? 1 : -1)) });
    } else if (res.code === CommunityCode.Conflict && res.data) {
      apply({ isSupport: res.data.isSupport, supportCount: res.data.supportCount });
    } else {
      return 'failed';
    }
    this.held.delete(key);
    return 'done';
  }
}
