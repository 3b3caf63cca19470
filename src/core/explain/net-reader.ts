import type { Simulation } from '../simulation';
import type { Logic } from '../simulation/logic';
import type { Expr } from '../synthesis/expression';
import { Cone } from './cone';
import type { CircuitGraph, Leaf } from './graph';
import { readTable, type TableReading } from './table';

/** Above this many leaves an expression is structural instead of minimised from a table. */
export const MAX_TABLE_SUPPORT = 8;

/** What is known of one net. */
export type NetReading =
  | { readonly kind: 'table'; readonly reading: TableReading; readonly leaves: Leaf[] }
  | { readonly kind: 'structural'; readonly expr: Expr; readonly leaves: Leaf[] }
  | { readonly kind: 'undriven' };

const LOGIC: Readonly<Record<string, Logic>> = { '0': 0, '1': 1, X: 2, Z: 3 };

// One collator for every comparison: localeCompare with options builds a new one per call.
const NATURAL = new Intl.Collator('en', { numeric: true });

/** Natural order of leaves by name: A, B, CIN; A0, A1, A10. */
export const byName = (a: Leaf, b: Leaf): number => NATURAL.compare(a.name, b.name);

/**
 * Reads nets as tables over their support. Where every leaf is a switch or a push button, the
 * simulator computes the table (it is the reference); where the support holds stored bits, loop
 * outputs or clocks, which the simulator cannot set freely, the cone is evaluated with the same
 * rules. Beyond {@link MAX_TABLE_SUPPORT} leaves the expression is the structure, depth-capped.
 */
export class NetReader {
  readonly cone: Cone;

  constructor(
    private readonly graph: CircuitGraph,
    private readonly simulation: Simulation | undefined,
  ) {
    this.cone = new Cone(graph);
  }

  /** Reads the net of `pin` (a global pin number on it: the simulator names the net by it). */
  read(pin: number): NetReading {
    const net = this.graph.netOf(pin);
    // An unwired optional input reads its default (a decoder's EN reads 1).
    const fallback = this.graph.defaultOf(pin);
    if (!this.graph.isWired(pin) && fallback >= 0) {
      return { kind: 'table', reading: readTable([], [fallback as Logic]), leaves: [] };
    }
    if (this.graph.drivers(net).length === 0) return { kind: 'undriven' };
    const leaves = [...this.cone.support(net).values()].sort(byName);
    if (leaves.length > MAX_TABLE_SUPPORT) return { kind: 'structural', expr: this.cone.structural(net), leaves };
    const values = this.fromSimulator(pin, leaves) ?? this.fromStructure(net, leaves);
    return {
      kind: 'table',
      reading: readTable(
        leaves.map((l) => l.name),
        values,
      ),
      leaves,
    };
  }

  private fromSimulator(pin: number, leaves: readonly Leaf[]): Logic[] | undefined {
    if (!this.simulation || leaves.length === 0 || leaves.some((l) => l.kind !== 'input')) return undefined;
    const table = this.simulation.truthTable(
      leaves.map((l) => l.name),
      [this.graph.pinName(pin)],
    );
    return table.success ? table.data.rows.map((row) => LOGIC[row.outputs[0]!]!) : undefined;
  }

  private fromStructure(net: number, leaves: readonly Leaf[]): Logic[] {
    const n = leaves.length;
    const values: Logic[] = [];
    for (let r = 0; r < 1 << n; r++) {
      const assignment = new Map(leaves.map((l, i) => [l.name, ((r >>> (n - 1 - i)) & 1) as 0 | 1]));
      values.push(this.cone.value(net, assignment));
    }
    return values;
  }
}
