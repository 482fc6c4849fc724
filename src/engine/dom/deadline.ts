/**
 * The time budget as a value passed to long walks: `tick()` is called once per node and reads the clock only
 * every `CHECK_EVERY` calls, so a walk of 100,000 nodes pays about a hundred clock reads (test/budget/large-pages).
 */

/** Nodes between two clock reads: a power of two, small enough that a walk overshoots by well under a millisecond. */
export const CHECK_EVERY = 1024;

export class Deadline {
  private count = 0;
  private expired = false;

  /** `at` in `performance.now()` milliseconds; `Infinity` never expires. */
  constructor(readonly at: number) {}

  /** True once the deadline has passed; cheap enough to call per node. */
  tick(): boolean {
    if (this.expired) return true;
    this.count = (this.count + 1) % CHECK_EVERY;
    return this.count === 0 && this.passed();
  }

  /** Reads the clock now. */
  passed(): boolean {
    if (!this.expired && performance.now() > this.at) this.expired = true;
    return this.expired;
  }
}
