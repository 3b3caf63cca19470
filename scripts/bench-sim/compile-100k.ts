// Compile time and memory of a 100,000-gate circuit (a 20,000-bit ripple-carry adder), for both
// engines. Memory is the heap retained by the compiled simulation (needs node --expose-gc).
import { EventEngine } from '../../src/core/simulation/event/event-engine';
import { FastEngine } from '../../src/core/simulation/fast/fast-engine';
import { buildNetlist } from '../../src/core/simulation/netlist';
import { rippleCarryAdder } from '../../src/core/simulation/test-support/bench-circuits';

const gc = (globalThis as { gc?: () => void }).gc;

function heap(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Prints compile time, first settle and retained memory of a 100,000-gate circuit on both engines. */
export function measureCompile(): void {
  const bench = rippleCarryAdder(20000);
  const components = bench.circuit.components.length;
  console.log(
    `\n100,000-gate circuit: ${bench.name} (${bench.gates} gates, ${components} components, ${bench.circuit.wires.length} wires)`,
  );
  for (const kind of ['fast', 'event'] as const) {
    const before = heap();
    const start = performance.now();
    const netlist = buildNetlist(bench.circuit);
    if (!netlist.success) throw new Error(netlist.error);
    const built = performance.now();
    const engine = kind === 'fast' ? new FastEngine(netlist.data) : new EventEngine(netlist.data);
    const compiled = performance.now();
    engine.settle();
    const settled = performance.now();
    const retained = heap() - before;
    const extra =
      engine instanceof FastEngine
        ? `, ${(engine.sourceSize / 1e6).toFixed(1)} M characters of generated code in ${engine.plan.chunks.length} functions`
        : '';
    console.log(
      `  ${kind} engine: netlist ${(built - start).toFixed(0)} ms + compile ${(compiled - built).toFixed(0)} ms ` +
        `(total ${(compiled - start).toFixed(0)} ms), first settle ${(settled - compiled).toFixed(0)} ms, ` +
        `retained heap ${gc ? mb(retained) : 'unknown (run node with --expose-gc)'}${extra}`,
    );
    // Keep the engine alive until after the measurement.
    if (engine.time < 0) console.log(engine.kind);
  }
}
