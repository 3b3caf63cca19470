import type { ComponentInstance } from '../../../shared/circuit/types';
import type { BitPin, Expansion, PartView } from './expansion-types';

/** A signal inside an expansion: a bit of one of the part's own pins (`pin#i`), or an internal output. */
export type Signal = { readonly ext: string } | BitPin;

const isExt = (s: Signal): s is { readonly ext: string } => 'ext' in s;

/** Collects the one-bit parts of an expansion, their wires and which pins carry the part's bits. */
export class ExpansionBuilder {
  readonly parts: ComponentInstance[] = [];
  readonly wires: [BitPin, BitPin][] = [];
  readonly bits = new Map<string, BitPin[]>();
  private zero: BitPin | undefined;
  private one: BitPin | undefined;
  private readonly delay: ComponentInstance['properties'];

  constructor(private readonly c: ComponentInstance) {
    this.delay = typeof c.properties.delay === 'number' ? { delay: c.properties.delay } : {};
  }

  /** Adds a one-bit part (`<id>#<suffix>`) with the part's delay; its id. */
  add(suffix: string, type: string): string {
    const { c } = this;
    const id = `${c.id}#${suffix}`;
    const properties = type === 'CONST_LOW' || type === 'CONST_HIGH' ? {} : { ...this.delay };
    this.parts.push({ id, type, label: `${c.label}#${suffix}`, x: c.x, y: c.y, rotation: c.rotation, properties });
    return id;
  }

  /** Drives input `pin` of internal part `component` from a signal. */
  feed(signal: Signal, component: string, pin: string): void {
    const to = { component, pin };
    if (!isExt(signal)) {
      this.wires.push([signal, to]);
      return;
    }
    const list = this.bits.get(signal.ext);
    if (list) list.push(to);
    else this.bits.set(signal.ext, [to]);
  }

  /** Makes an internal output the part's own output bit `key`. */
  drive(key: string, signal: BitPin): void {
    this.bits.set(key, [signal]);
  }

  /** A gate of `type` over the signals (pins a, b, c, d); its output. */
  gate(suffix: string, type: string, inputs: readonly Signal[]): BitPin {
    const id = this.add(suffix, type);
    inputs.forEach((s, i) => this.feed(s, id, 'abcd'[i]!));
    return { component: id, pin: 'out' };
  }

  not(suffix: string, input: Signal): BitPin {
    const id = this.add(suffix, 'NOT');
    this.feed(input, id, 'in');
    return { component: id, pin: 'out' };
  }

  /** One constant 0 shared by the whole part. */
  low(): BitPin {
    this.zero ??= { component: this.add('zero', 'CONST_LOW'), pin: 'out' };
    return this.zero;
  }

  /** One constant 1 shared by the whole part. */
  high(): BitPin {
    this.one ??= { component: this.add('one', 'CONST_HIGH'), pin: 'out' };
    return this.one;
  }

  /** The OR of signals as a tree of 4-, 3- and 2-input gates (0 for none; a single term is itself). */
  or<T extends Signal>(suffix: string, terms: readonly T[]): T | BitPin {
    if (terms.length === 0) return this.low();
    let level: (T | BitPin)[] = [...terms];
    let round = 0;
    while (level.length > 1) {
      const next: (T | BitPin)[] = [];
      for (let i = 0; i < level.length; i += 4) {
        const group = level.slice(i, i + 4);
        next.push(
          group.length === 1 ? group[0]! : this.gate(`${suffix}${round}_${i / 4}`, `OR_${group.length}`, group),
        );
      }
      level = next;
      round++;
    }
    return level[0]!;
  }

  expansion(view: PartView | undefined, defaults?: ReadonlyMap<string, 0 | 1 | BitPin>): Expansion {
    return {
      parts: this.parts,
      wires: this.wires,
      bits: this.bits,
      joins: [],
      ...(view ? { view } : {}),
      ...(defaults ? { defaults } : {}),
    };
  }
}

export const ext = (pin: string, i = 0): Signal => ({ ext: `${pin}#${i}` });
