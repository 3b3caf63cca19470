import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FastEngine } from './fast/fast-engine';
import type { Simulation } from './simulation';
import type { Circuit } from '../../shared/circuit/types';
import { jkMasterSlave, norLatch } from './test-support/gate-latches';
import { randomCircuit } from './test-support/random-circuits';
import { simulate } from './test-support/simulate';

const SEED = 7340033;
function observable(sim: Simulation) {
  const { wires, components, diagnostics } = sim.snapshot();
  return {
    wires,
    components,
    diagnostics: diagnostics.map((d) => `${d.code}:${[...d.components].sort().join(',')}`).sort(),
  };
}

describe('event and fast engines agree', () => {
  it.each([
    ['with floating inputs and tri-state buses (four-valued code)', false],
    ['fully driven, so the fast engine compiles two-valued code', true],
  ])('on random delay-independent circuits %s, under random switch presses and clock steps', (_, complete) => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 40, maxLength: 120 }),
        fc.array(fc.tuple(fc.nat(5), fc.nat()), { minLength: 1, maxLength: 30 }),
        (choices, actions) => {
          const { circuit, switches } = randomCircuit(choices, complete);
          const event = simulate(circuit, 'event');
          const fast = simulate(circuit, 'fast');
          if (complete) expect((fast.core as FastEngine).plan.rails).toBe(1);
          expect(observable(fast), 'at power-on').toEqual(observable(event));
          actions.forEach(([what, which], step) => {
            for (const sim of [event, fast]) {
              if (what < 3) {
                const label = switches[which % switches.length]!;
                sim.setInput(label, sim.componentState(label)?.on !== true);
                sim.settle();
              } else sim.step(what - 2);
            }
            expect(observable(fast), `after action ${step}`).toEqual(observable(event));
          });
        },
      ),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('on random circuits whose asynchronous controls power-on resets drive, at power-on, after steps and after reset()', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 40, maxLength: 120 }),
        fc.array(fc.tuple(fc.nat(5), fc.nat()), { minLength: 1, maxLength: 20 }),
        (choices, actions) => {
          const { circuit, switches } = randomCircuit(choices, false, false, true);
          const event = simulate(circuit, 'event');
          const fast = simulate(circuit, 'fast');
          expect(observable(fast), 'at power-on').toEqual(observable(event));
          actions.forEach(([what, which], step) => {
            for (const sim of [event, fast]) {
              if (what < 2) {
                const label = switches[which % switches.length]!;
                sim.setInput(label, sim.componentState(label)?.on !== true);
                sim.settle();
              } else if (what === 2) sim.reset();
              else sim.step(what - 2);
            }
            expect(observable(fast), `after action ${step}`).toEqual(observable(event));
          });
        },
      ),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('on random circuits with a ROM and a RAM (random contents, addresses from switches, logic and flip-flops), cycle by cycle', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 40, maxLength: 120 }),
        fc.array(fc.tuple(fc.nat(5), fc.nat()), { minLength: 1, maxLength: 40 }),
        (choices, actions) => {
          const { circuit, switches } = randomCircuit(choices, false, true);
          const event = simulate(circuit, 'event');
          const fast = simulate(circuit, 'fast');
          expect(fast.core.kind).toBe('fast');
          const state = (sim: Simulation) => ({ ...observable(sim), ram: [...(sim.memory('RAM')?.used() ?? [])] });
          expect(state(fast), 'at power-on').toEqual(state(event));
          actions.forEach(([what, which], step) => {
            for (const sim of [event, fast]) {
              if (what < 2) {
                const label = switches[which % switches.length]!;
                sim.setInput(label, sim.componentState(label)?.on !== true);
                sim.settle();
              } else sim.step(what - 1);
            }
            expect(state(fast), `after action ${step}`).toEqual(state(event));
          });
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
  });

  it.each([
    ['with power-on resets', false, true],
    ['with a ROM and a RAM', true, false],
  ])(
    "on random circuits powering on from 0 (`powerOn: 'zero'`) %s, with NOR latches and a gate-level JK flip-flop, at power-on, after presses, steps and reset()",
    (_, memories, resets) => {
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { minLength: 40, maxLength: 120 }),
          fc.array(fc.tuple(fc.nat(5), fc.nat()), { minLength: 1, maxLength: 30 }),
          (choices, actions) => {
            const random = randomCircuit(choices, false, memories, resets);
            const loops = jkMasterSlave('JK', norLatch('L2', norLatch('L1'))).build();
            const circuit: Circuit = {
              components: [...random.circuit.components, ...loops.components],
              wires: [...random.circuit.wires, ...loops.wires.map((w) => ({ ...w, id: `z${w.id}` }))],
              powerOn: 'zero',
            };
            const switches = [...random.switches, 'L1S', 'L1R', 'L2S', 'L2R', 'JKJ', 'JKK', 'JKC'];
            const event = simulate(circuit, 'event');
            const fast = simulate(circuit, 'fast');
            expect(fast.core.kind).toBe('fast');
            const state = (sim: Simulation) => ({ ...observable(sim), ram: [...(sim.memory('RAM')?.used() ?? [])] });
            expect(state(fast), 'at power-on').toEqual(state(event));
            // The loops come up definite: no X on them.
            expect(['L1GQ', 'L2GQ', 'JKQ'].map((label) => event.pinValue(label, 'out'))).not.toContainEqual({
              success: true,
              data: 'X',
            });
            actions.forEach(([what, which], step) => {
              for (const sim of [event, fast]) {
                if (what < 3) {
                  const label = switches[which % switches.length]!;
                  sim.setInput(label, sim.componentState(label)?.on !== true);
                  sim.settle();
                } else if (what === 3) sim.reset();
                else sim.step(what - 3);
              }
              expect(state(fast), `after action ${step}`).toEqual(state(event));
            });
          },
        ),
        { seed: SEED, numRuns: 100 },
      );
    },
  );
});
