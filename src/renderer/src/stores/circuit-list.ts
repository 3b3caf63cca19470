import type { CircuitMeta } from '../../../shared/contract';
import { call } from '../platform/api';
import type { StoreAccess } from './store-access';

/**
 * The store's list of circuits, from `circuit:list` answers and lists the main process pushes.
 * An answer and a pushed list travel apart, so an answer asked for before a list was pushed may be
 * older than it and is not shown. One per store.
 */
export class CircuitList {
  /** Lists pushed by the main process so far: a list asked for before the last one is stale. */
  private pushed = 0;

  constructor(private readonly store: StoreAccess) {}

  /** Asks for the list (again, a few times at most, while pushed lists overtake the answers). */
  async refresh(): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const pushed = this.pushed;
      const result = await call('circuit:list', {});
      if (!result.success) return;
      if (this.pushed === pushed) return this.show(result.data);
    }
  }

  /** A list the main process pushed (`circuit.listChanged`). */
  receive(circuits: readonly CircuitMeta[]): void {
    this.pushed++;
    this.show(circuits);
  }

  /** Shows a list; the open circuit's meta follows its entry (a rename, new counts). */
  private show(circuits: readonly CircuitMeta[]): void {
    const { get, set } = this.store;
    const id = get().circuitMeta?.id;
    const meta = circuits.find((c) => c.id === id);
    set({ circuits, ...(meta ? { circuitMeta: meta } : {}) });
  }
}
