import { CHUNK_PARAMETERS, compileFunction, type Program } from './codegen';
import type { MemoryRead, MemoryWrite } from './memories';

/** The arrays a settle loop works on. */
export interface SettleArrays {
  readonly v: Int32Array;
  readonly z: Int32Array;
  readonly s: Int32Array;
  readonly ll: Int32Array;
  readonly E: Int32Array;
  readonly D: Uint32Array;
  readonly N: Int32Array;
  readonly o: Int32Array;
  /** [0]: chunks run so far. */
  readonly work: Int32Array;
  /** Chunks whose internal values were not stored by their last run. */
  readonly T: Uint32Array;
  /** Memory inputs and outputs, and the read and write helpers (see `FastPlan.memories`). */
  readonly I: Int32Array;
  readonly O: Int32Array;
  readonly mr: MemoryRead;
  readonly mw: MemoryWrite;
}

/** Runs dirty chunks and clock edges until nothing is dirty; returns -1 when `bound` passes were not enough. */
export type SettleLoop = (bound: number) => number;

/** Chunks dispatched by unrolled bit tests (more are dispatched by a loop over the dirty words). */
const UNROLLED_CHUNKS = 64;
/**
 * Circuits this small (chunks, characters of code) are compiled into their settle loop. Larger
 * ones are not: V8 does not optimise a function past about 60 KB of bytecode, and a 256-bit adder
 * written into one settle loop ran five times slower than called chunk by chunk.
 */
const INLINE_CHUNKS = 8;
const INLINE_CHARACTERS = 30_000;

/**
 * Generates the settle loop of one compiled circuit: each of its call sites calls one known
 * function (V8 inlines or calls them directly), instead of a shared loop whose call sites would
 * see every circuit's functions and go megamorphic.
 */
export function generateSettle(program: Program, arrays: SettleArrays): SettleLoop {
  const n = program.chunks.length;
  const source = program.source;
  // Small circuits get the code of their chunks, edges and storage written into the loop itself:
  // no call per pass, one function V8 optimises as a whole (counters run about twice as fast).
  const inline =
    n <= INLINE_CHUNKS &&
    [...source.chunks, source.edges, ...source.storage, ...source.commit, source.writes].reduce(
      (sum, body) => sum + body.length,
      0,
    ) < INLINE_CHARACTERS;
  const runChunk = (k: number) => (inline ? `{\n${source.chunks[k]!}\n}` : `c${k}(${CHUNK_PARAMETERS.join(', ')});`);
  const lines: string[] = [];
  if (!inline) {
    lines.push(...program.chunks.map((_, k) => `const c${k} = chunks[${k}];`));
    lines.push(...program.storage.map((_, k) => `const st${k} = storage[${k}];`));
    lines.push(...program.commit.map((_, k) => `const cm${k} = commit[${k}];`));
  }
  lines.push('return function settle(bound) {', '  for (let pass = 0; ; pass++) {');
  if (n <= UNROLLED_CHUNKS) {
    for (let w = 0; w * 32 < n; w++) {
      lines.push(`    if (D[${w}] !== 0) {`);
      for (let k = w * 32; k < Math.min(n, w * 32 + 32); k++) {
        const bit = (1 << (k & 31)) | 0;
        lines.push(
          `      if ((D[${w}] & ${bit}) !== 0) { D[${w}] &= ${~bit}; T[${w}] |= ${bit}; work[0]++; ${runChunk(k)} }`,
        );
      }
      lines.push('    }');
    }
  } else {
    lines.push(
      '    for (let w = 0; w < D.length; w++) {',
      '      let bits = D[w];',
      `      while (bits !== 0) { const low = bits & -bits; bits ^= low; D[w] = bits; T[w] |= low; work[0]++; chunks[(w << 5) + 31 - Math.clz32(low)](${CHUNK_PARAMETERS.join(', ')}); }`,
      '    }',
    );
  }
  if (program.storage.length === 0 && !program.writes) lines.push('    return pass;');
  else {
    if (inline) lines.push('    let anyEdge = 0;', `    {\n${source.edges}\n}`, '    if (anyEdge === 0) return pass;');
    else lines.push('    if (!edges(v, z, ll, E)) return pass;');
    lines.push('    if (pass >= bound) return -1;');
    // RAMs write first, reading the values from before the edge as the flip-flops do.
    if (program.writes) lines.push(inline ? `    {\n${source.writes}\n}` : '    wr(v, E, I, mw);');
    if (inline) lines.push(...source.storage, ...source.commit);
    else {
      lines.push(...program.storage.map((_, k) => `    st${k}(v, z, s, E, D, N);`));
      lines.push(...program.commit.map((_, k) => `    cm${k}(v, s, E, N);`));
    }
  }
  lines.push('  }', '};');
  const factory = compileFunction<(...args: unknown[]) => SettleLoop>(
    [
      'v',
      'z',
      's',
      'll',
      'E',
      'D',
      'N',
      'o',
      'work',
      'T',
      'I',
      'O',
      'mr',
      'mw',
      'chunks',
      'edges',
      'storage',
      'commit',
      'wr',
    ],
    lines.join('\n'),
    'settle',
  );
  const { v, z, s, ll, E, D, N, o, work, T, I, O, mr, mw } = arrays;
  return factory(
    v,
    z,
    s,
    ll,
    E,
    D,
    N,
    o,
    work,
    T,
    I,
    O,
    mr,
    mw,
    program.chunks,
    program.edges,
    program.storage,
    program.commit,
    program.writes,
  );
}
