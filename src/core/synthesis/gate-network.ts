import type { Blueprint } from '../../shared/circuit/blueprint';

/** A signal: the wire end that carries it, "LABEL:pin". */
export type Signal = string;

const PIN_NAMES = ['a', 'b', 'c', 'd'] as const;

/**
 * Grows the gate part of a blueprint. Identical gates (same type, same inputs in any order) are
 * built once, so product terms and inverters shared by several outputs cost nothing extra.
 * Labels come from `label(prefix)`, which the caller keeps clear of every taken label.
 */
export class GateNetwork {
  readonly components: Blueprint['components'] = [];
  readonly wires: Blueprint['wires'] = [];
  readonly counts = new Map<string, number>();
  private readonly built = new Map<string, Signal>();
  private readonly inverse = new Map<Signal, Signal>();
  private readonly constants = new Map<0 | 1, Signal>();

  constructor(
    private readonly label: (prefix: string) => string,
    readonly style: 'sum_of_products' | 'nand_only',
  ) {}

  /** Number of logic gates built (constants excluded). */
  get gateCount(): number {
    let total = 0;
    for (const count of this.counts.values()) total += count;
    return total;
  }

  /** A CONST_LOW or CONST_HIGH part, one of each at most. */
  constant(value: 0 | 1): Signal {
    let signal = this.constants.get(value);
    if (!signal) {
      const label = this.label(value === 1 ? 'HI' : 'LO');
      this.components.push({ label, type: value === 1 ? 'CONST_HIGH' : 'CONST_LOW' });
      signal = `${label}:out`;
      this.constants.set(value, signal);
    }
    return signal;
  }

  /** The complement of a signal: NOT, or a NAND_2 with both inputs on it; ¬¬x is x again. */
  invert(x: Signal): Signal {
    const known = this.inverse.get(x);
    if (known) return known;
    const out = this.style === 'nand_only' ? this.gate('NAND_2', 'INV', [x, x]) : this.gate('NOT', 'INV', [x]);
    this.inverse.set(x, out);
    this.inverse.set(out, x);
    return out;
  }

  /** AND of the signals (one signal is itself). */
  and(xs: readonly Signal[]): Signal {
    if (xs.length === 1) return xs[0]!;
    if (this.style === 'nand_only') return this.invert(this.nand(xs));
    return this.tree(xs, 'AND');
  }

  /** OR of the signals (one signal is itself). */
  or(xs: readonly Signal[]): Signal {
    if (xs.length === 1) return xs[0]!;
    // De Morgan: x + y = ¬(¬x · ¬y).
    if (this.style === 'nand_only') return this.nand(xs.map((x) => this.invert(x)));
    return this.tree(xs, 'OR');
  }

  /** NAND of the signals, from NAND_2 and NAND_3 only (wider: NAND of ANDs of groups of three). */
  nand(xs: readonly Signal[]): Signal {
    if (xs.length === 1) return this.invert(xs[0]!);
    if (xs.length <= 3) return this.gate(`NAND_${xs.length}`, 'NAND', xs);
    const groups = chunk(xs, 3);
    return this.nand(groups.map((g) => this.and(g)));
  }

  /** A two-level sum of products: the OR of the ANDs of each term's literals. */
  sumOfProducts(terms: readonly (readonly Signal[])[]): Signal {
    if (terms.length === 0) return this.constant(0);
    if (terms.some((t) => t.length === 0)) return this.constant(1);
    if (this.style === 'nand_only' && terms.length > 1) {
      // NAND–NAND: F = NAND(NAND(term 1), NAND(term 2), …), no inverter between the levels.
      return this.nand(terms.map((t) => this.nand(t)));
    }
    return this.or(terms.map((t) => this.and(t)));
  }

  /** AND or OR of any width from gates of 2 to 4 inputs, four at a time. */
  private tree(xs: readonly Signal[], family: 'AND' | 'OR'): Signal {
    let level = [...xs];
    while (level.length > 1) {
      level = chunk(level, 4).map((g) => (g.length === 1 ? g[0]! : this.gate(`${family}_${g.length}`, family, g)));
    }
    return level[0]!;
  }

  private gate(type: string, prefix: string, inputs: readonly Signal[]): Signal {
    // Inputs of these gates commute, so the sorted list identifies the gate.
    const key = `${type}(${[...inputs].sort().join(',')})`;
    const existing = this.built.get(key);
    if (existing) return existing;
    const label = this.label(prefix);
    this.components.push({ label, type });
    if (type === 'NOT') this.wires.push({ from: inputs[0]!, to: `${label}:in` });
    else inputs.forEach((x, i) => this.wires.push({ from: x, to: `${label}:${PIN_NAMES[i]!}` }));
    this.counts.set(type, (this.counts.get(type) ?? 0) + 1);
    const out = `${label}:out`;
    this.built.set(key, out);
    return out;
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
