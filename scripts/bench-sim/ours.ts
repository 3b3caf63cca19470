import type { FastEngine } from '../../src/core/simulation/fast/fast-engine';
import { compile, type Simulation } from '../../src/core/simulation/simulation';
import type { BenchCircuit } from '../../src/core/simulation/test-support/bench-circuits';
import { SEED, fold, hex, transpose32, xorshift } from './stimulus';

/** Buses words this narrow are gathered bit by bit instead of transposed. */
const NARROW = 2;

/** One measured run: the checksum over K vectors (or cycles) and the seconds the loop took. */
export interface Run {
  readonly k: number;
  readonly chk: string;
  readonly seconds: number;
}

function compileOrThrow(bench: BenchCircuit, engine: 'event' | 'fast'): Simulation {
  const result = compile(bench.circuit, { engine });
  if (!result.success) throw new Error(`${bench.name}: ${result.error}`);
  return result.data;
}

function outputNets(sim: Simulation, bench: BenchCircuit): number[] {
  return bench.outputs.flatMap((bus) => bus.bits.map((label) => sim.core.pinNet(sim.find(label), 0)));
}

/** A compiled circuit ready to run the stimulus any number of times (each run starts from reset). */
export type Harness = (k: number) => Run;

/**
 * The fast engine on a combinational circuit, 32 vectors per pass: each pass generates 32 vectors
 * of the common stimulus, transposes them into 32-lane words, settles once and transposes the
 * outputs back into per-vector words for the checksum. All of that is inside the timed loop.
 */
function fastCombinational(bench: BenchCircuit): Harness {
  const sim = compileOrThrow(bench, 'fast');
  const engine = sim.core as FastEngine;
  const inputs = bench.inputs.flatMap((bus) => bus.bits.map((label) => sim.find(label)));
  const setInputs = engine.inputPort(inputs);
  const nets = outputNets(sim, bench);
  const readOutputs = engine.outputPort(nets);
  // One row block per 32-bit word of every input bus, in stimulus order.
  const blocks: { first: number; bits: number; mask: number }[] = [];
  let bit = 0;
  for (const bus of bench.inputs) {
    for (let lo = 0; lo < bus.bits.length; lo += 32) {
      const bits = Math.min(32, bus.bits.length - lo);
      blocks.push({ first: bit + lo, bits, mask: bits === 32 ? -1 : (1 << bits) - 1 });
    }
    bit += bus.bits.length;
  }
  const rows = blocks.map(() => new Int32Array(32));
  const laneWords = new Int32Array(inputs.length);
  const outLanes = new Int32Array(nets.length);
  const outRows = Array.from({ length: Math.ceil(nets.length / 32) }, () => new Int32Array(32));
  return (k) => {
    sim.reset();
    let x = SEED;
    let chk = 0;
    const start = performance.now();
    for (let base = 0; base < k; base += 32) {
      const n = Math.min(32, k - base);
      for (let lane = 0; lane < 32; lane++) {
        for (let b = 0; b < blocks.length; b++) {
          if (lane < n) {
            x = xorshift(x);
            rows[b]![lane] = x & blocks[b]!.mask;
          } else rows[b]![lane] = 0;
        }
      }
      for (let b = 0; b < blocks.length; b++) {
        const row = rows[b]!;
        const block = blocks[b]!;
        if (block.bits <= NARROW) {
          // A word or two of a narrow bus (a carry in): gathering the bits beats a full transpose.
          for (let i = 0; i < block.bits; i++) {
            let word = 0;
            for (let lane = 0; lane < 32; lane++) word |= ((row[lane]! >>> i) & 1) << lane;
            laneWords[block.first + i] = word;
          }
        } else {
          transpose32(row);
          for (let i = 0; i < block.bits; i++) laneWords[block.first + i] = row[i]!;
        }
      }
      setInputs(laneWords);
      engine.settle();
      readOutputs.lanes(outLanes);
      for (let w = 0; w < outRows.length; w++) {
        const row = outRows[w]!;
        const bits = Math.min(32, outLanes.length - 32 * w);
        if (bits <= NARROW) {
          for (let lane = 0; lane < 32; lane++) {
            let word = 0;
            for (let i = 0; i < bits; i++) word |= ((outLanes[32 * w + i]! >>> lane) & 1) << i;
            row[lane] = word;
          }
        } else {
          for (let i = 0; i < 32; i++) row[i] = i < bits ? outLanes[32 * w + i]! : 0;
          transpose32(row);
        }
      }
      for (let lane = 0; lane < n; lane++) for (let w = 0; w < outRows.length; w++) chk = fold(chk, outRows[w]![lane]!);
    }
    return { k, chk: hex(chk), seconds: (performance.now() - start) / 1000 };
  };
}

/** A counter on the fast engine: one full clock cycle per step, lane 0 read and folded. */
function fastSequential(bench: BenchCircuit): Harness {
  const sim = compileOrThrow(bench, 'fast');
  const engine = sim.core as FastEngine;
  const readOutputs = engine.outputPort(outputNets(sim, bench));
  const words = new Int32Array(Math.ceil(outputNets(sim, bench).length / 32));
  return (k) => {
    sim.reset();
    let chk = 0;
    const start = performance.now();
    for (let i = 0; i < k; i++) {
      sim.tick();
      readOutputs.lane0(words);
      for (let w = 0; w < words.length; w++) chk = fold(chk, words[w]!);
    }
    return { k, chk: hex(chk), seconds: (performance.now() - start) / 1000 };
  };
}

/** The event engine, one vector (or cycle) at a time through the public API. */
export function eventEngine(bench: BenchCircuit, k: number): Run {
  const sim = compileOrThrow(bench, 'event');
  const inputs = bench.inputs.map((bus) => bus.bits.map((label) => sim.find(label)));
  const nets = outputNets(sim, bench);
  const words = new Int32Array(Math.ceil(nets.length / 32));
  let x = SEED;
  let chk = 0;
  const start = performance.now();
  for (let i = 0; i < k; i++) {
    if (bench.kind === 'comb') {
      for (const bits of inputs) {
        for (let lo = 0; lo < bits.length; lo += 32) {
          x = xorshift(x);
          for (let b = 0; b < Math.min(32, bits.length - lo); b++)
            sim.core.setSourceOn(bits[lo + b]!, ((x >>> b) & 1) === 1);
        }
      }
      sim.settle();
    } else sim.tick();
    words.fill(0);
    nets.forEach((net, b) => {
      if (sim.core.netValue(net) === 1) words[b >>> 5]! |= 1 << (b & 31);
    });
    for (let w = 0; w < words.length; w++) chk = fold(chk, words[w]!);
  }
  return { k, chk: hex(chk), seconds: (performance.now() - start) / 1000 };
}

/** Compiles a circuit on the fast engine once and returns its harness. */
export function fast(bench: BenchCircuit): Harness {
  return bench.kind === 'comb' ? fastCombinational(bench) : fastSequential(bench);
}
