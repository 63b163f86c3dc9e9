/**
 * The one per-source, per-day cache of generated content lists (announcements, research reports,
 * news): a list is built once per content source, instrument key and trading day, and built again
 * when the day moves on. Keyed weakly by source, so a test's source and its lists go together.
 */
export class DayCache<T> {
  private readonly bySource = new WeakMap<object, Map<string, { day: number; value: T }>>();

  /** The value kept for this source and key on this day, or undefined. */
  get(source: object, key: string, day: number): T | undefined {
    const hit = this.bySource.get(source)?.get(key);
    return hit && hit.day === day ? hit.value : undefined;
  }

  /** Keeps the day's value (replacing an earlier day's) and returns it. */
  set(source: object, key: string, day: number, value: T): T {
    let entries = this.bySource.get(source);
    if (!entries) {
      entries = new Map();
      this.bySource.set(source, entries);
    }
    entries.set(key, { day, value });
    return value;
  }
}
