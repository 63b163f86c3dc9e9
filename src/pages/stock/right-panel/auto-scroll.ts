/**
 * §2 (screens and routes) tick list: it follows the newest trade (scrolls to the bottom) unless the user has scrolled it
 * by hand more than 20 times. Scrolls the list makes itself are not counted.
 */
export const MANUAL_SCROLL_LIMIT = 20;

export class AutoScrollRule {
  private manual = 0;
  private expectingOwn = 0;

  /** Call before scrolling programmatically: the next scroll event is ours. */
  willScroll(): void {
    // Scroll events are coalesced per frame: several programmatic scrolls yield one event.
    this.expectingOwn = 1;
  }

  /** Call on every scroll event of the list. */
  onScroll(): void {
    if (this.expectingOwn > 0) {
      this.expectingOwn -= 1;
      return;
    }
    this.manual += 1;
  }

  get manualScrolls(): number {
    return this.manual;
  }

  get follows(): boolean {
    return this.manual <= MANUAL_SCROLL_LIMIT;
  }
}
