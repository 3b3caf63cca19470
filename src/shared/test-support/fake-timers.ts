/** Timers that only move when a test says so: `now`, `setTimeout` and `clearTimeout` as hosts take them. */
export class FakeTimers {
  time = 0;
  private queue: { at: number; callback: () => void; handle: number }[] = [];
  private nextHandle = 1;
  now = () => this.time;
  setTimeout = (callback: () => void, ms: number) => {
    const handle = this.nextHandle++;
    this.queue.push({ at: this.time + ms, callback, handle });
    return handle;
  };
  clearTimeout = (handle: unknown) => {
    this.queue = this.queue.filter((t) => t.handle !== handle);
  };
  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at);
      const next = this.queue[0];
      if (!next || next.at > end) break;
      this.queue.shift();
      this.time = next.at;
      next.callback();
    }
    this.time = end;
  }
}
