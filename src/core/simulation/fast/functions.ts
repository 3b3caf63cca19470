import type { TypeLayout } from '../layout';

/** A product term: the variables in `care` must have the bits of `value`. */
export interface Cube {
  readonly care: number;
  readonly value: number;
}

/**
 * Both rails of one boolean function: `one` lists every prime implicant of f, `zero` every prime
 * implicant of not-f. Evaluating them on known-1 / known-0 lane words gives f's exact three-valued
 * extension: a term fires only when all its literals are known, and a set of completions lies in
 * f's on-set exactly when it lies inside one prime implicant.
 */
export interface DualRail {
  readonly one: readonly Cube[];
  readonly zero: readonly Cube[];
}

/**
 * The functions the fast engine compiles for a block or storage type. Variables are numbered as in
 * the models: inputs first (input `i` is variable `i`), then stored bits.
 */
export interface CompiledFunctions {
  readonly variables: number;
  /** Outputs of the combinational node: `out(inp, next(inp, st, no edge))`. */
  readonly outputs: readonly DualRail[];
  /** Stored bits after the combinational node (latches, asynchronous set and clear). */
  readonly levelNext: readonly DualRail[];
  /** Stored bits after a clock edge. */
  readonly edgeNext: readonly DualRail[];
}

const cache = new Map<string, CompiledFunctions>();

/** The dual-rail functions of a block or storage type (computed once per type). */
export function compiledFunctions(layout: TypeLayout): CompiledFunctions {
  let result = cache.get(layout.type);
  if (!result) {
    result = compile(layout);
    cache.set(layout.type, result);
  }
  return result;
}

function compile(layout: TypeLayout): CompiledFunctions {
  const model = layout.model;
  const nIn = model.inputs.length;
  const nSt = model.stateBits;
  const n = nIn + nSt;
  const inMask = (1 << nIn) - 1;
  const next = (vars: number, edge: boolean) => (model.next ? model.next(vars & inMask, vars >>> nIn, edge) : 0);
  const bit = (fn: (vars: number) => number, b: number) => (vars: number) => ((fn(vars) >>> b) & 1) === 1;
  const out = (vars: number) => model.out!(vars & inMask, next(vars, false));
  return {
    variables: n,
    outputs: model.outputs.map((_, j) => dualRail(n, bit(out, j))),
    levelNext: Array.from({ length: nSt }, (_, b) =>
      dualRail(
        n,
        bit((vars) => next(vars, false), b),
      ),
    ),
    edgeNext: Array.from({ length: nSt }, (_, b) =>
      dualRail(
        n,
        bit((vars) => next(vars, true), b),
      ),
    ),
  };
}

function dualRail(n: number, f: (vars: number) => boolean): DualRail {
  const support: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let vars = 0; vars < 1 << n; vars++) {
      if (f(vars) !== f(vars ^ (1 << i))) {
        support.push(i);
        break;
      }
    }
  }
  // Enumerate only the support, then map the cubes back to the full variable numbering.
  const expand = (local: number) => support.reduce((acc, v, k) => acc | (((local >>> k) & 1) << v), 0);
  const on = (local: number) => f(expand(local));
  const toFull = (cube: Cube): Cube => ({ care: expand(cube.care), value: expand(cube.value) });
  return {
    one: primeImplicants(support.length, on).map(toFull),
    zero: primeImplicants(support.length, (m) => !on(m)).map(toFull),
  };
}

/** Every prime implicant of the function over `n` variables whose on-set is `on` (Quine–McCluskey). */
export function primeImplicants(n: number, on: (minterm: number) => boolean): Cube[] {
  const full = (1 << n) - 1;
  let level: Cube[] = [];
  for (let m = 0; m <= full; m++) if (on(m)) level.push({ care: full, value: m });
  const primes: Cube[] = [];
  while (level.length > 0) {
    const key = (c: Cube) => c.care * (full + 1) + c.value;
    const present = new Set(level.map(key));
    const merged = new Map<number, Cube>();
    const used = new Set<number>();
    for (const cube of level) {
      for (let b = 0; b < n; b++) {
        const bitMask = 1 << b;
        if (!(cube.care & bitMask) || cube.value & bitMask) continue;
        const partner = { care: cube.care, value: cube.value | bitMask };
        if (!present.has(key(partner))) continue;
        used.add(key(cube));
        used.add(key(partner));
        const joined = { care: cube.care & ~bitMask, value: cube.value };
        merged.set(key(joined), joined);
      }
    }
    for (const cube of level) if (!used.has(key(cube))) primes.push(cube);
    level = [...merged.values()];
  }
  return primes;
}
