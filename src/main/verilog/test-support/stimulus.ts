import { EXHAUSTIVE_BITS, inputBits, type Design } from './designs';

/**
 * What both simulators are driven with: one vector per step, the data input ports' bits
 * concatenated in header order, most significant first (as Verilog's `{a, b, cin}`). A clocked
 * step observes the outputs twice: after the inputs settle, and after one clock cycle.
 */
export interface Stimulus {
  readonly vectors: readonly string[];
  /** Observations per step: 3 with a clock (inputs applied, clock risen, clock fallen), else 1. */
  readonly perStep: 1 | 3;
  /** Steps before this one are not compared (the design is not yet in a known state). */
  readonly compareFrom: number;
  readonly exhaustive: boolean;
}

/** mulberry32: a small seeded generator, the same numbers on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from a design's name, so that adding a design does not change the others' vectors. */
export function seedOf(name: string, base = 20_260_416): number {
  let hash = base >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

const bits = (value: number, width: number) => value.toString(2).padStart(width, '0').slice(-width);

export function stimulusOf(design: Design): Stimulus {
  const n = inputBits(design);
  const next = random(seedOf(design.file));
  const randomBits = (width: number) => Array.from({ length: width }, () => (next() < 0.5 ? '0' : '1')).join('');
  if (design.stimulus === 'combinational') {
    if (n <= EXHAUSTIVE_BITS) {
      return {
        vectors: Array.from({ length: 2 ** n }, (_, v) => bits(v, n)),
        perStep: 1,
        compareFrom: 0,
        exhaustive: true,
      };
    }
    return {
      vectors: Array.from({ length: design.cycles }, () => randomBits(n)),
      perStep: 1,
      compareFrom: 0,
      exhaustive: false,
    };
  }
  const reset = design.reset;
  const steps = design.warmup + design.cycles;
  const vectors: string[] = [];
  for (let step = 0; step < steps; step++) {
    // With a `@separate` input, a step after the warm-up changes that input alone, or the others.
    const alone = design.separate === undefined || step < design.warmup ? undefined : next() < 0.5;
    const previous = vectors[step - 1];
    let at = 0;
    const parts = design.inputs.map((port) => {
      const kept = previous?.slice(at, at + port.width);
      at += port.width;
      if (kept !== undefined && alone !== undefined && alone !== (port.name === design.separate)) return kept;
      if (port.name !== reset?.port) return randomBits(port.width);
      const active = step < reset.cycles || next() < reset.probability;
      return String(active ? reset.value : 1 - reset.value);
    });
    vectors.push(parts.join(''));
  }
  return { vectors, perStep: design.clock === undefined ? 1 : 3, compareFrom: design.warmup, exhaustive: false };
}

/** The value of each input port in one vector, as "a=1010 b=0011 cin=1". */
export function describeVector(design: Design, vector: string): string {
  let at = 0;
  return design.inputs
    .map((port) => {
      const value = vector.slice(at, at + port.width);
      at += port.width;
      return `${port.name}=${value}`;
    })
    .join(' ');
}
