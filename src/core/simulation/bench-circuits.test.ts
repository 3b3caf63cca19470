import { describe, expect, it } from 'vitest';
import { arrayMultiplier, rippleCarryAdder, synchronousCounter, type Bus } from './test-support/bench-circuits';
import { ENGINES, pin, simulate } from './test-support/simulate';

const value = (sim: ReturnType<typeof simulate>, bus: Bus) =>
  bus.bits.reduce((acc, bit, i) => acc + (pin(sim, `${bit}.in`) === '1' ? 2 ** i : 0), 0);

function setBus(sim: ReturnType<typeof simulate>, bus: Bus, n: number): void {
  bus.bits.forEach((bit, i) => sim.setInput(bit, Math.floor(n / 2 ** i) % 2 === 1));
}

describe.each(ENGINES)('benchmark circuits compute what they claim (%s engine)', (engine) => {
  it('the ripple-carry adder adds', () => {
    const bench = rippleCarryAdder(8);
    expect(bench.gates).toBe(40);
    const sim = simulate(bench.circuit, engine);
    const [a, b, cin] = bench.inputs as [Bus, Bus, Bus];
    for (const [x, y, c] of [
      [0, 0, 0],
      [255, 1, 0],
      [200, 100, 1],
      [37, 91, 1],
    ] as const) {
      setBus(sim, a, x);
      setBus(sim, b, y);
      setBus(sim, cin, c);
      sim.settle();
      const sum = value(sim, bench.outputs[0]!) + 256 * value(sim, bench.outputs[1]!);
      expect(sum).toBe(x + y + c);
    }
  });

  it('the array multiplier multiplies (every 4-bit pair)', () => {
    const bench = arrayMultiplier(4);
    const sim = simulate(bench.circuit, engine);
    for (let x = 0; x < 16; x++) {
      for (let y = 0; y < 16; y++) {
        setBus(sim, bench.inputs[0]!, x);
        setBus(sim, bench.inputs[1]!, y);
        sim.settle();
        expect(value(sim, bench.outputs[0]!), `${x}×${y}`).toBe(x * y);
      }
    }
  });

  it('the synchronous counter counts clock cycles and raises cout at its maximum', () => {
    const bench = synchronousCounter(6);
    expect([bench.gates, bench.flipFlops]).toEqual([12, 6]);
    const sim = simulate(bench.circuit, engine);
    sim.tick(63);
    expect([value(sim, bench.outputs[0]!), value(sim, bench.outputs[1]!)]).toEqual([63, 1]);
    sim.tick(2);
    expect([value(sim, bench.outputs[0]!), value(sim, bench.outputs[1]!)]).toEqual([1, 0]);
  });
});
