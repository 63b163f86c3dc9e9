/**
 * Rows of numbers kept column by column in one Float64Array, for the simulator's per-instrument
 * series that live all day (minute bars, the tick ring, large orders, extended minutes). An array of
 * row objects costs the garbage collector one object and a boxed number per double field, all traced
 * at every full collection: at rest the minute bars and ticks of ~1,200 instruments were 2.6 million
 * of the server's 4 million heap objects. A Float64Array's contents are not traced, and a ring reuses
 * its slots instead of leaving a dead object per trade in the old generation.
 *
 * `Columns` appends rows (grows by doubling); `Ring` keeps the last `capacity` rows, the oldest
 * overwritten. Both index rows 0..length-1 oldest first. A number stored is read back the same
 * (a Float64Array holds any JS number exactly, -0 included).
 */
export class Columns {
  length = 0;
  private capacity: number;
  private data: Float64Array;

  constructor(
    readonly width: number,
    capacity = 16,
  ) {
    this.capacity = Math.max(1, capacity);
    this.data = new Float64Array(this.capacity * width);
  }

  /** Appends a row of zeros; returns its index. */
  push(): number {
    if (this.length === this.capacity) {
      const grown = new Float64Array(this.capacity * 2 * this.width);
      for (let c = 0; c < this.width; c++)
        grown.set(
          this.data.subarray(c * this.capacity, c * this.capacity + this.length),
          c * this.capacity * 2,
        );
      this.capacity *= 2;
      this.data = grown;
    }
    const k = this.length++;
    for (let c = 0; c < this.width; c++) this.data[c * this.capacity + k] = 0;
    return k;
  }

  get(k: number, column: number): number {
    return this.data[column * this.capacity + k];
  }

  set(k: number, column: number, value: number): void {
    this.data[column * this.capacity + k] = value;
  }
}

export class Ring {
  /** Rows held (at most `capacity`). */
  length = 0;
  /** Slot of the oldest row. */
  private head = 0;
  private readonly data: Float64Array;

  constructor(
    readonly width: number,
    readonly capacity: number,
  ) {
    if (!(capacity >= 1)) throw new RangeError(`a ring holds at least one row (${capacity})`);
    this.data = new Float64Array(capacity * width);
  }

  /** Appends a row of zeros, dropping the oldest when full; returns its index (length − 1). */
  push(): number {
    let slot: number;
    if (this.length < this.capacity) slot = (this.head + this.length++) % this.capacity;
    else {
      slot = this.head;
      this.head = (this.head + 1) % this.capacity;
    }
    for (let c = 0; c < this.width; c++) this.data[c * this.capacity + slot] = 0;
    return this.length - 1;
  }

  get(k: number, column: number): number {
    return this.data[column * this.capacity + ((this.head + k) % this.capacity)];
  }

  set(k: number, column: number, value: number): void {
    this.data[column * this.capacity + ((this.head + k) % this.capacity)] = value;
  }
}
