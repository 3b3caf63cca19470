import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../shared/circuit/types';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { CircuitBuilder } from '../simulation/test-support/circuit-builder';
import { runTests, type TestReport } from './run-tests';

/** An accumulator: an 8-bit register ACC loading D on C's rising edge, and a probe of its low bit, BIT0. */
const ACCUMULATOR = new CircuitBuilder()
  .add('D', 'PORT_IN', { width: 8 })
  .add('C', 'PORT_IN')
  .add('ACC', 'REGISTER', { width: 8 })
  .add('SPLIT', 'SPLITTER', { width: 8 })
  .add('BIT0', 'PROBE')
  .add('Q', 'PORT_OUT', { width: 8 })
  .wire('D.out', 'ACC.D')
  .wire('C.out', 'ACC.CLK')
  .wire('ACC.Q', 'Q.in')
  .wire('ACC.Q', 'SPLIT.in')
  .wire('SPLIT.b0', 'BIT0.in')
  .build();

/** A 4-word ROM (M) read at A onto D. */
const LOOKUP = new CircuitBuilder()
  .add('A', 'PORT_IN', { width: 2 })
  .add('M', 'ROM', { addressBits: 2, dataBits: 8, contents: '1 2 3 4' })
  .add('D', 'PORT_OUT', { width: 8 })
  .wire('A.out', 'M.A')
  .wire('M.D', 'D.in')
  .build();

/** A level between the top and the accumulator: the accumulator two levels down. */
const CORE = new CircuitBuilder()
  .add('D', 'PORT_IN', { width: 8 })
  .add('C', 'PORT_IN')
  .add('U', 'SUBCIRCUIT', { circuit: 'acc', ports: 'D:8,C>Q:8' })
  .add('Q', 'PORT_OUT', { width: 8 })
  .wire('D.out', 'U.D')
  .wire('C.out', 'U.C')
  .wire('U.Q', 'Q.in')
  .build();

/** The lookup with its ROM set as program memory (Digital's setting). */
const PROGRAMMED: Circuit = {
  ...LOOKUP,
  components: LOOKUP.components.map((c) =>
    c.type === 'ROM' ? { ...c, properties: { ...c.properties, program: true } } : c,
  ),
};

const definitions: Record<string, { name: string; circuit: Circuit }> = {
  acc: { name: 'Accumulator', circuit: ACCUMULATOR },
  programmed: { name: 'Programmed', circuit: PROGRAMMED },
  core: { name: 'Core', circuit: CORE },
  lookup: { name: 'Lookup', circuit: LOOKUP },
};
const library: SubcircuitLibrary = (id) => definitions[id];

/** The top: input X, clock CLK, `instances` cores (CPU1, CPU2…) fed from X, and the lookup ROM. */
function top(instances = 1): Circuit {
  const builder = new CircuitBuilder()
    .add('X', 'PORT_IN', { width: 8 })
    .add('CLK', 'CLOCK')
    .add('A', 'PORT_IN', { width: 2 })
    .add('LUT', 'SUBCIRCUIT', { circuit: 'lookup', ports: 'A:2>D:8' })
    .add('Y', 'PORT_OUT', { width: 8 })
    .wire('A.out', 'LUT.A')
    .wire('LUT.D', 'Y.in');
  for (let i = 1; i <= instances; i++)
    builder
      .add(`CPU${i}`, 'SUBCIRCUIT', { circuit: 'core', ports: 'D:8,C>Q:8' })
      .wire('X.out', `CPU${i}.D`)
      .wire('CLK.out', `CPU${i}.C`);
  return builder.build();
}

function run(circuit: Circuit, source: string): TestReport {
  const report = runTests(circuit, library, [{ name: 'test', source }]);
  if ('error' in report) throw new Error(report.error);
  return report.tests[0]!;
}

describe('a test names parts inside the subcircuits by their own label', () => {
  it('checks a register and a probe two levels down, and fails when they differ', () => {
    const test = 'CLK X ACC BIT0\n0 5 X X\nC 5 5 1\nC 6 6 0\n';
    expect(run(top(), test)).toMatchObject({ passed: true, rows: 3, failedRows: 0 });
    const wrong = run(top(), 'CLK X ACC\nC 5 4\n');
    expect(wrong).toMatchObject({ passed: false, failedRows: 1 });
    expect(wrong.failures[0]).toMatchObject({ signal: 'ACC', expected: '0x4 (4)', actual: '0x5 (5)' });
  });

  it('presets a register inside with init, and writes a memory inside with memory', () => {
    expect(run(top(), 'X ACC\ninit ACC=42;\n0 42\n')).toMatchObject({ passed: true });
    expect(run(top(), 'A Y\nmemory M(2)=99;\n0 1\n2 99\n')).toMatchObject({ passed: true, rows: 2 });
    expect(run(top(), 'A Y\n2 3\n')).toMatchObject({ passed: true });
  });

  it('refuses a label that several parts inside carry, saying where they are', () => {
    const report = run(top(2), 'CLK X ACC\nC 5 5\n');
    expect(report.passed).toBe(false);
    expect(report.error?.message).toBe(
      '2 parts inside the subcircuits are labelled ACC (CPU1/U/ACC, CPU2/U/ACC), so a test cannot tell which one it means. Give the one to test a label of its own.',
    );
  });

  it('never names a subcircuit port from inside, nor anything without the library', () => {
    // Q is a port of the accumulator and of the core: their interface, not a part to check.
    expect(run(top(), 'CLK X Q\nC 5 5\n').error?.message).toMatch(/^No part is labelled Q\./);
    const bare = runTests(top(), () => undefined, [{ name: 'test', source: 'CLK X ACC\nC 5 5\n' }]);
    expect('error' in bare ? bare.error : bare.tests[0]!.error?.message).toMatch(/^No part is labelled ACC\./);
  });

  it('prefers a part of the circuit itself to one inside a subcircuit', () => {
    const circuit = new CircuitBuilder()
      .add('X', 'PORT_IN', { width: 8 })
      .add('CLK', 'CLOCK')
      .add('CPU1', 'SUBCIRCUIT', { circuit: 'core', ports: 'D:8,C>Q:8' })
      .add('ACC', 'PORT_OUT', { width: 8 })
      .wire('X.out', 'CPU1.D')
      .wire('CLK.out', 'CPU1.C')
      .wire('CPU1.Q', 'ACC.in')
      .build();
    expect(run(circuit, 'CLK X ACC\nC 7 7\n')).toMatchObject({ passed: true });
  });

  it('fills the memory set as program memory with program(…), at any depth, and refuses two', () => {
    const withProgram = (copies: number): Circuit => {
      const builder = new CircuitBuilder().add('A', 'PORT_IN', { width: 2 }).add('Y', 'PORT_OUT', { width: 8 });
      for (let i = 1; i <= copies; i++) {
        builder.add(`LUT${i}`, 'SUBCIRCUIT', { circuit: 'programmed', ports: 'A:2>D:8' }).wire('A.out', `LUT${i}.A`);
      }
      return builder.wire('LUT1.D', 'Y.in').build();
    };
    expect(run(withProgram(1), 'A Y\nprogram(7, 8, 9)\n0 7\n2 9\n3 4\n')).toMatchObject({ passed: true, rows: 3 });
    // Without the setting, a ROM inside is not the program memory.
    expect(run(top(), 'A Y\nprogram(7)\n0 7\n').error?.message).toBe(
      'program(…) fills the program memory, and this circuit has no ROM. Set Program memory on the ROM or RAM it fills.',
    );
    expect(run(withProgram(2), 'A Y\nprogram(7)\n0 7\n').error?.message).toBe(
      'program(…) fills the program memory, and 2 memories inside the subcircuits are set as program memory (LUT1/M, LUT2/M): keep the setting on one.',
    );
  });
});
