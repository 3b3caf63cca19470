import type { Circuit } from '../../../shared/circuit/types';
import { CircuitBuilder } from './circuit-builder';

/** A multi-bit port of a benchmark circuit: the labels of its bits, least significant first. */
export interface Bus {
  readonly name: string;
  readonly bits: readonly string[];
}

/**
 * One of the gate-level benchmark circuits of the peer measurements (the peer benchmark set's generator),
 * built in our circuit model: switches for input bits, probes for output bits, 2-input gates,
 * D flip-flops, a CLOCK labelled clk and an enable switch labelled en for the counters.
 */
export interface BenchCircuit {
  readonly name: string;
  readonly kind: 'comb' | 'seq';
  readonly circuit: Circuit;
  readonly inputs: readonly Bus[];
  readonly outputs: readonly Bus[];
  readonly gates: number;
  readonly flipFlops: number;
}

class NetlistBuilder {
  readonly builder = new CircuitBuilder();
  gates = 0;
  flipFlops = 0;
  readonly inputs: Bus[] = [];
  readonly outputs: Bus[] = [];

  input(name: string, width: number): string[] {
    const bits = width === 1 ? [name] : Array.from({ length: width }, (_, i) => `${name}${i}`);
    for (const bit of bits) this.builder.add(bit, 'SWITCH_TOGGLE');
    this.inputs.push({ name, bits });
    return bits.map((b) => `${b}.out`);
  }

  /** Registers output bits; probes are attached by {@link probe}. */
  output(name: string, width: number): string[] {
    const bits = width === 1 ? [name] : Array.from({ length: width }, (_, i) => `${name}${i}`);
    for (const bit of bits) this.builder.add(bit, 'PROBE');
    this.outputs.push({ name, bits });
    return bits;
  }

  probe(probeLabel: string, pin: string): void {
    this.builder.wire(pin, `${probeLabel}.in`);
  }

  gate(type: 'AND_2' | 'OR_2' | 'XOR_2', a: string, b: string): string {
    const label = `G${this.gates++}`;
    this.builder.add(label, type).wire(a, `${label}.a`).wire(b, `${label}.b`);
    return `${label}.out`;
  }

  fullAdder(a: string, b: string, c: string): { s: string; c: string } {
    const x1 = this.gate('XOR_2', a, b);
    const s = this.gate('XOR_2', x1, c);
    const a1 = this.gate('AND_2', a, b);
    const a2 = this.gate('AND_2', x1, c);
    return { s, c: this.gate('OR_2', a1, a2) };
  }

  halfAdder(a: string, b: string): { s: string; c: string } {
    return { s: this.gate('XOR_2', a, b), c: this.gate('AND_2', a, b) };
  }

  finish(name: string, kind: 'comb' | 'seq'): BenchCircuit {
    return {
      name,
      kind,
      circuit: this.builder.build(),
      inputs: this.inputs,
      outputs: this.outputs,
      gates: this.gates,
      flipFlops: this.flipFlops,
    };
  }
}

/** N-bit ripple-carry adder: 5 gates per full adder; inputs a, b, cin; outputs s, cout. */
export function rippleCarryAdder(n: number): BenchCircuit {
  const nl = new NetlistBuilder();
  const a = nl.input('a', n);
  const b = nl.input('b', n);
  let carry = nl.input('cin', 1)[0]!;
  const s = nl.output('s', n);
  const cout = nl.output('cout', 1)[0]!;
  for (let i = 0; i < n; i++) {
    const fa = nl.fullAdder(a[i]!, b[i]!, carry);
    nl.probe(s[i]!, fa.s);
    carry = fa.c;
  }
  nl.probe(cout, carry);
  return nl.finish(`c1_rca${n}`, 'comb');
}

/** N-bit synchronous counter: per bit d = q ^ t, t' = q & t, t0 = en; outputs q, cout. */
export function synchronousCounter(n: number): BenchCircuit {
  const nl = new NetlistBuilder();
  nl.builder.add('clk', 'CLOCK').add('en', 'SWITCH_TOGGLE', { initial: true });
  const q = nl.output('q', n);
  const cout = nl.output('cout', 1)[0]!;
  let t = 'en.out';
  for (let i = 0; i < n; i++) {
    const ff = `F${nl.flipFlops++}`;
    nl.builder.add(ff, 'D_FLIPFLOP').wire('clk.out', `${ff}.CLK`);
    const d = nl.gate('XOR_2', `${ff}.Q`, t);
    nl.builder.wire(d, `${ff}.D`);
    nl.probe(q[i]!, `${ff}.Q`);
    t = nl.gate('AND_2', `${ff}.Q`, t);
  }
  nl.probe(cout, t);
  return nl.finish(`c2_cnt${n}`, 'seq');
}

/** N×N unsigned array multiplier: N² AND partial products and ripple rows of half and full adders. */
export function arrayMultiplier(n: number): BenchCircuit {
  const nl = new NetlistBuilder();
  const a = nl.input('a', n);
  const b = nl.input('b', n);
  const p = nl.output('p', 2 * n);
  const pp = Array.from({ length: n }, (_, j) => Array.from({ length: n }, (_, i) => nl.gate('AND_2', a[i]!, b[j]!)));
  nl.probe(p[0]!, pp[0]![0]!);
  let acc = pp[0]!.slice(1);
  for (let j = 1; j < n; j++) {
    const last = j === n - 1;
    const y = pp[j]!;
    const sums: string[] = [];
    const first = nl.halfAdder(acc[0]!, y[0]!);
    nl.probe(p[j]!, first.s);
    let carry = first.c;
    for (let k = 1; k < n; k++) {
      const added = k < acc.length ? nl.fullAdder(acc[k]!, y[k]!, carry) : nl.halfAdder(y[k]!, carry);
      if (last) nl.probe(p[j + k]!, added.s);
      sums.push(added.s);
      carry = added.c;
    }
    if (last) nl.probe(p[2 * n - 1]!, carry);
    acc = [...sums, carry];
  }
  return nl.finish(`c3_mul${n}`, 'comb');
}

/** The six circuits of the peer measurements, by name. */
export const BENCH_CIRCUITS: Readonly<Record<string, () => BenchCircuit>> = {
  c1_rca32: () => rippleCarryAdder(32),
  c1_rca256: () => rippleCarryAdder(256),
  c2_cnt16: () => synchronousCounter(16),
  c2_cnt64: () => synchronousCounter(64),
  c3_mul8: () => arrayMultiplier(8),
  c3_mul16: () => arrayMultiplier(16),
};
