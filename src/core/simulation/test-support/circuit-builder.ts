import type { Circuit, ComponentInstance, PropertyValue, Wire } from '../../../shared/circuit/types';

/**
 * Builds circuits in tests and benchmarks: components are named by label (the id is the label),
 * wires by "LABEL.pin" ends.
 *
 * @example new CircuitBuilder().add('SW1', 'SWITCH_TOGGLE').add('G1', 'NOT').wire('SW1.out', 'G1.in').build()
 */
export class CircuitBuilder {
  private readonly components: ComponentInstance[] = [];
  private readonly wires: Wire[] = [];

  add(label: string, type: string, properties: Record<string, PropertyValue> = {}): this {
    const n = this.components.length;
    this.components.push({
      id: label,
      type,
      label,
      x: (n % 100) * 100,
      y: Math.floor(n / 100) * 100,
      rotation: 0,
      properties,
    });
    return this;
  }

  /** Joins two pins written "LABEL.pin". */
  wire(from: string, to: string): this {
    this.wires.push({ id: `w${this.wires.length + 1}`, from: pinRef(from), to: pinRef(to) });
    return this;
  }

  /** Joins `from` to every pin in `to`. */
  fanOut(from: string, ...to: string[]): this {
    for (const end of to) this.wire(from, end);
    return this;
  }

  build(): Circuit {
    return { components: [...this.components], wires: [...this.wires] };
  }
}

function pinRef(end: string): { component: string; pin: string } {
  const dot = end.lastIndexOf('.');
  if (dot < 0) throw new Error(`pin "${end}" must be written LABEL.pin`);
  return { component: end.slice(0, dot), pin: end.slice(dot + 1) };
}
