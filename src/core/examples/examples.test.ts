import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../shared/circuit/circuit-state';
import { EXAMPLES } from '../../shared/examples';
import { compile } from '../simulation';
import type { EngineKind } from '../simulation';
import { validateBlueprint } from '../validation/validate';
import { exampleLibrary, exampleState } from '../../shared/test-support/example-state';
import { runTests } from '../testcases/run-tests';
import { built } from './handlers';

describe('the shipped examples', () => {
  it('are exactly these twelve, with 59 checked steps in all', () => {
    expect(EXAMPLES.map((e) => e.id)).toEqual([
      'half-adder',
      'full-adder',
      'decoder',
      'tristate-bus',
      'sr-latch',
      'clock-divider',
      'counter',
      'adder-4bit',
      'register-8bit',
      'alu-4bit',
      'register-file',
      'tiny-cpu',
    ]);
    expect(EXAMPLES.reduce((n, e) => n + e.checks.length, 0)).toBe(59);
    expect(new Set(EXAMPLES.map((e) => e.name)).size).toBe(EXAMPLES.length);
  });

  describe.each(EXAMPLES.map((e) => [e.id, e] as const))('%s', (_id, example) => {
    it('validates without a single error or warning (its subcircuits too)', () => {
      expect(validateBlueprint(example.blueprint)).toEqual({ valid: true, issues: [] });
      for (const sub of example.subcircuits ?? []) {
        expect(validateBlueprint(sub.blueprint), sub.name).toEqual({ valid: true, issues: [] });
      }
    });

    it('loads as a circuit that obeys every rule', () => {
      const state = exampleState(example);
      expect(state.componentCount).toBe(example.blueprint.components.length);
      expect(state.wireCount).toBe(example.blueprint.wires.length);
      expect(CircuitState.fromCircuit(state.toJSON()).success).toBe(true);
    });

    it.each<EngineKind>(['event', 'fast'])('passes its checks on the %s engine', (engine) => {
      const library = exampleLibrary(example);
      const simulation = compile(exampleState(example).toJSON(), { engine, library: (id) => library[id] });
      expect(simulation.success).toBe(true);
      if (!simulation.success) return;
      const sim = simulation.data;
      example.checks.forEach((step, index) => {
        for (const [label, on] of Object.entries(step.set ?? {}))
          expect(sim.setInput(label, on).success, label).toBe(true);
        for (const [label, value] of Object.entries(step.values ?? {}))
          expect(sim.setValue(label, value).success, label).toBe(true);
        const outcome = step.cycles ? sim.tick(step.cycles) : sim.settle();
        expect(outcome.oscillating, `step ${index + 1}`).toBeUndefined();
        for (const [label, expected] of Object.entries(step.expect)) {
          const state = sim.componentState(label);
          for (const [key, value] of Object.entries(expected)) {
            expect(state?.[key as keyof typeof state], `step ${index + 1}: ${label}.${key}`).toEqual(value);
          }
        }
      });
      expect(sim.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    });

    it('passes the tests it is shipped with, and so do its subcircuits', () => {
      expect(example.tests.length).toBeGreaterThan(0);
      const library = exampleLibrary(example);
      const report = runTests(exampleState(example).toJSON(), (id) => library[id], example.tests);
      if ('error' in report) throw new Error(report.error);
      for (const test of report.tests) {
        expect(test.error, `${test.name}: ${test.error?.message} (line ${test.error?.line})`).toBeUndefined();
        expect(test.failures, test.name).toEqual([]);
        expect(test.rows, test.name).toBeGreaterThan(0);
      }
      for (const sub of example.subcircuits ?? []) {
        const own = runTests(library[sub.id]!.circuit, (id) => library[id], sub.tests ?? []);
        if ('error' in own) throw new Error(own.error);
        expect(own.passed, sub.name).toBe(true);
      }
    });

    it('opens with its tests, which fail once the circuit is broken', () => {
      const opened = built(example.blueprint, example.tests);
      if (!opened.success) throw new Error(opened.error);
      expect(opened.data.tests?.map((t) => t.name)).toEqual(example.tests.map((t) => t.name));
      // Every wire removed: no test of an example can still pass.
      const library = exampleLibrary(example);
      const broken = runTests({ ...opened.data, wires: [] }, (id) => library[id], example.tests);
      if ('error' in broken) throw new Error(broken.error);
      expect(broken.passed).toBe(false);
    });
  });
});
