/** A binary min-heap of integer items keyed by numbers, in typed arrays (the router's open set). */
export class MinHeap {
  private items: Int32Array;
  private keys: Float64Array;
  private count = 0;

  constructor(capacity = 1024) {
    this.items = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.count = 0;
  }

  push(item: number, key: number): void {
    if (this.count === this.items.length) this.grow();
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.items[i] = this.items[parent]!;
      this.keys[i] = this.keys[parent]!;
      i = parent;
    }
    this.items[i] = item;
    this.keys[i] = key;
  }

  /** The item with the smallest key (the heap must not be empty). */
  pop(): number {
    const top = this.items[0]!;
    const last = --this.count;
    const item = this.items[last]!;
    const key = this.keys[last]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= key) break;
      this.items[i] = this.items[child]!;
      this.keys[i] = this.keys[child]!;
      i = child;
    }
    this.items[i] = item;
    this.keys[i] = key;
    return top;
  }

  private grow(): void {
    const items = new Int32Array(this.items.length * 2);
    items.set(this.items);
    this.items = items;
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    this.keys = keys;
  }
}
