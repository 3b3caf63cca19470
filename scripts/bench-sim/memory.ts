// The memory row of `npm run bench:sim`: the tiny CPU example (src/shared/examples/cpu.ts: a
// program ROM, a control ROM, an adder ROM and a RAM, a counter and a register) run for 100,000
// clock cycles on each engine from reset. The final PC, ACC and RAM words must agree.
import { TINY_CPU } from '../../src/shared/examples/cpu';
import { exampleState } from '../../src/shared/test-support/example-state';
import { compile } from '../../src/core/simulation/simulation';

const CYCLES = 100_000;

/** Cycles per second of the tiny CPU on each engine (median of `runs`), and whether their states agree. */
export function measureMemory(runs: number): { cycles: number; fast: number; event: number; agree: boolean } {
  const circuit = exampleState(TINY_CPU).toJSON();
  const result = { cycles: CYCLES, fast: 0, event: 0, agree: true };
  const states: string[] = [];
  for (const engine of ['fast', 'event'] as const) {
    const compiled = compile(circuit, { engine });
    if (!compiled.success) throw new Error(compiled.error);
    const sim = compiled.data;
    if (sim.core.kind !== engine) throw new Error(`the CPU ran on the ${sim.core.kind} engine, not the ${engine} one`);
    const rates: number[] = [];
    // One warm-up run, then the timed ones; each starts from reset.
    for (let run = 0; run <= runs; run++) {
      sim.reset();
      const start = performance.now();
      sim.tick(CYCLES);
      const seconds = (performance.now() - start) / 1000;
      if (run > 0) rates.push(CYCLES / seconds);
    }
    const state = ['PC', 'ACC'].map((label) => sim.componentState(label)?.stored);
    states.push(JSON.stringify([state, [...(sim.memory('RAM')?.used() ?? [])]]));
    result[engine] = [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)]!;
  }
  result.agree = states[0] === states[1];
  return result;
}
