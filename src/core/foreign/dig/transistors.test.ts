import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { runTests } from '../../testcases/run-tests';
import { readDigital } from './read-digital';
import { dig, input, output, testcase } from './test-support/dig-fixture';

function imported(text: string) {
  const result = readDigital({ main: { name: 'top.dig', text }, others: [] });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  const state = CircuitState.fromCircuit(result.data.circuit);
  expect(state.success ? 'valid' : state.error).toBe('valid');
  return result.data;
}

function passes(text: string): { types: string[]; failed: number } {
  const data = imported(text);
  const report = runTests(data.circuit, () => undefined, data.circuit.tests ?? []);
  if ('error' in report) throw new Error(report.error);
  return {
    types: [...new Set(data.circuit.components.map((c) => c.type))].sort(),
    failed: report.tests.reduce((n, t) => n + t.failedRows + (t.error ? 1 : 0), 0),
  };
}

/**
 * Digital's transistor-level parts (its CMOS, NMOS and PLD examples): FETs as our transistors,
 * pull resistors as ours, one-way diodes and fuses as transistors from a rail or held on, a
 * one-way FET as a tri-state buffer. Each file's own test runs after the import.
 */
describe("Digital's transistors, diodes and pull resistors", () => {
  it('a CMOS inverter of a PFET and an NFET inverts, and floats its output while its input floats', () => {
    const text = dig(
      [
        input('A', 20, 40),
        { name: 'PFET', x: 100, y: 0 },
        { name: 'NFET', x: 100, y: 40 },
        { name: 'VDD', x: 120, y: -40 },
        { name: 'Ground', x: 120, y: 120 },
        output('Y', 200, 40),
        testcase('Inverter', 'A Y\n0 1\n1 0\nZ Z\n'),
      ],
      [
        [20, 40, 60, 40],
        [60, 40, 60, 0],
        [60, 0, 100, 0],
        [60, 40, 60, 80],
        [60, 80, 100, 80],
        [120, -40, 120, 0],
        [120, 80, 120, 120],
        [120, 40, 200, 40],
      ],
    );
    expect(passes(text)).toEqual({
      types: ['CONST_HIGH', 'CONST_LOW', 'NMOS', 'PMOS', 'PORT_IN', 'PORT_OUT'],
      failed: 0,
    });
  });

  it('a wired AND of two backward diodes and a pull-up, one diode blown or not', () => {
    const wiredAnd = (blown: boolean) =>
      dig(
        [
          input('A', 20, 200),
          input('B', 20, 260),
          { name: 'DiodeBackward', x: 100, y: 200 },
          { name: 'DiodeBackward', x: 140, y: 260, attrs: { Blown: blown } },
          { name: 'PullUp', x: 200, y: 180 },
          output('Y', 260, 180),
          testcase('And', blown ? 'A B Y\n0 0 0\n0 1 0\n1 0 1\n1 1 1\n' : 'A B Y\n0 0 0\n0 1 0\n1 0 0\n1 1 1\n'),
        ],
        [
          [20, 200, 100, 200],
          [20, 260, 140, 260],
          [100, 180, 140, 180],
          [140, 180, 140, 240],
          [140, 180, 200, 180],
          [200, 180, 260, 180],
        ],
      );
    expect(passes(wiredAnd(false))).toMatchObject({ failed: 0 });
    expect(passes(wiredAnd(true))).toMatchObject({ failed: 0 });
    expect(passes(wiredAnd(false)).types).toEqual(['CONST_LOW', 'PMOS', 'PORT_IN', 'PORT_OUT', 'PULL_UP']);
  });

  it('a one-way NFET is our transistor: it passes its source, a floating one floating; a 2-bit FET stays a placeholder', () => {
    const text = dig(
      [
        input('G', 20, 80),
        // An input that may float: the source left floating leaves the drain to its pull-down.
        { name: 'In', x: 20, y: 120, attrs: { Label: 'S', isHighZ: true } },
        { name: 'NFET', x: 100, y: 40, attrs: { unidirectional: true } },
        { name: 'PullDown', x: 180, y: 40 },
        output('D', 240, 40),
        testcase('Pass', 'G S D\n1 1 1\n1 0 0\n0 1 0\n0 0 0\n1 Z 0\n1 1 1\n'),
      ],
      [
        [20, 80, 100, 80],
        [20, 120, 120, 120],
        [120, 120, 120, 80],
        [120, 40, 180, 40],
        [180, 40, 240, 40],
      ],
    );
    expect(passes(text)).toEqual({ types: ['NMOS', 'PORT_IN', 'PORT_OUT', 'PULL_DOWN'], failed: 0 });
    const wide = imported(dig([{ name: 'NFET', x: 0, y: 0, attrs: { Bits: 2 } }], []));
    expect(wide.report.unsupported).toMatchObject([{ name: 'NFET', count: 1 }]);
  });

  it('a relay joins its contacts while its coil carries a current (or, normally closed, while it does not)', () => {
    const relay = (closed: boolean) =>
      dig(
        [
          input('C1', 20, 0),
          input('C2', 20, 80),
          input('X', 20, 160),
          { name: 'Relay', x: 100, y: 40, attrs: { relayNormallyClosed: closed } },
          { name: 'PullDown', x: 180, y: 40 },
          output('Y', 240, 40),
          testcase(
            'Relay',
            closed
              ? 'C1 C2 X Y\n0 0 1 1\n1 0 1 0\n1 1 1 1\n0 1 0 0\n'
              : 'C1 C2 X Y\n0 0 1 0\n1 0 1 1\n1 1 1 0\n0 1 0 0\n',
          ),
        ],
        [
          [20, 0, 100, 0],
          [20, 80, 160, 80],
          [160, 80, 160, 0],
          [160, 0, 140, 0],
          [20, 160, 100, 160],
          [100, 160, 100, 40],
          [140, 40, 180, 40],
          [180, 40, 240, 40],
        ],
      );
    expect(passes(relay(false))).toMatchObject({ failed: 0 });
    expect(passes(relay(true))).toMatchObject({ failed: 0 });
  });

  it('a double-throw relay joins A to B while its coil carries a current, A to C while it does not', () => {
    const text = dig(
      [
        input('C1', 20, 0),
        input('X', 20, 160),
        { name: 'RelayDT', x: 100, y: 40 },
        { name: 'Ground', x: 160, y: -20 },
        output('B', 240, 40),
        output('C', 240, 60),
        testcase('Throw', 'C1 X B C\n0 1 Z 1\n1 1 1 Z\n1 0 0 Z\n0 0 Z 0\n'),
      ],
      [
        [20, 0, 100, 0],
        [160, -20, 160, 0],
        [160, 0, 140, 0],
        [20, 160, 100, 160],
        [100, 160, 100, 40],
        [140, 40, 240, 40],
        [140, 60, 240, 60],
      ],
    );
    expect(passes(text)).toMatchObject({ failed: 0 });
  });

  it('a transmission gate joins A and B while S is 1 and ~S 0; an 8-bit one stays a placeholder', () => {
    // TransGate at (100, 0): A (100, 0), B (140, 0), S (120, -20), ~S (120, 20).
    const text = dig(
      [
        input('A', 40, 0),
        input('S', 120, -60),
        input('nS', 120, 60),
        { name: 'TransGate', x: 100, y: 0 },
        output('Y', 200, 0),
        { name: 'TransGate', x: 100, y: 300, attrs: { Bits: 8 } },
        testcase('gate', 'A S nS Y\n1 1 0 1\n0 1 0 0\n1 0 1 Z\n0 0 1 Z\n'),
      ],
      [
        [40, 0, 100, 0],
        [120, -60, 120, -20],
        [120, 60, 120, 20],
        [140, 0, 200, 0],
      ],
    );
    expect(passes(text)).toMatchObject({ failed: 0 });
    const data = imported(text);
    expect(data.circuit.components.filter((c) => c.type === 'NMOS' || c.type === 'PMOS')).toHaveLength(2);
    expect(data.report.unsupported.map((u) => u.where.join())).toEqual([
      expect.stringContaining('8-bit transmission gate'),
    ]);
  });

  it("a chip's power supply check becomes two probes on its supply pins", () => {
    const data = imported(
      dig(
        [
          { name: 'VDD', x: 0, y: 0 },
          { name: 'Ground', x: 0, y: 60 },
          { name: 'PowerSupply', x: 60, y: 0 },
        ],
        [
          [0, 0, 60, 0],
          [0, 60, 40, 60],
          [40, 60, 40, 20],
          [40, 20, 60, 20],
        ],
      ),
    );
    expect(data.report.unsupported).toEqual([]);
    expect(data.circuit.components.filter((c) => c.type === 'PROBE')).toHaveLength(2);
    expect(data.circuit.wires).toHaveLength(2);
  });
});
