/**
 * The parts still to evaluate while a circuit powers on from 0 (`powerOn: 'zero'`): first in, first
 * out, each part at most once in the queue. A part whose input changes while it waits keeps its
 * place; one that changes after its turn goes to the back.
 */
export class StartQueue {
  private readonly queued: Uint8Array;
  private items: number[] = [];
  private head = 0;

  constructor(components: number) {
    this.queued = new Uint8Array(components);
  }

  push(component: number): void {
    if (this.queued[component] === 1) return;
    this.queued[component] = 1;
    this.items.push(component);
  }

  /** The next part, or -1 when none is left. */
  shift(): number {
    if (this.head === this.items.length) return -1;
    const c = this.items[this.head++]!;
    this.queued[c] = 0;
    // Drops what was taken once the list is mostly taken, so a long start-up does not grow it without end.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return c;
  }
}
