import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../shared/circuit/types';
import { CircuitBuilder } from '../simulation/test-support/circuit-builder';
import { randomCircuit } from '../simulation/test-support/random-circuits';
import { simulate } from '../simulation/test-support/simulate';
import { runTests, type TestReport, type TestsReport } from './run-tests';

const SEED = 20261126;
const noLibrary = () => undefined;

function run(circuit: Circuit, source: string, options: Parameters<typeof runTests>[3] = {}): TestsReport {
  const report = runTests(circuit, noLibrary, [{ name: 'test', source }], options);
  if ('error' in report) throw new Error(report.error);
  return report;
}
const only = (report: TestsReport): TestReport => report.tests[0]!;

/** A half adder: switches A and B, probes S and C. */
const HALF_ADDER = new CircuitBuilder()
  .add('A', 'SWITCH_TOGGLE')
  .add('B', 'SWITCH_TOGGLE')
  .add('X1', 'XOR_2')
  .add('G1', 'AND_2')
  .add('S', 'PROBE')
  .add('C', 'PROBE')
  .fanOut('A.out', 'X1.a', 'G1.a')
  .fanOut('B.out', 'X1.b', 'G1.b')
  .wire('X1.out', 'S.in')
  .wire('G1.out', 'C.in')
  .build();

/** A 4-bit counter clocked by CLK, with a clear switch, its bits on LEDs and its value by its label CNT. */
const COUNTER = new CircuitBuilder()
  .add('CLK', 'CLOCK')
  .add('CLR', 'SWITCH_TOGGLE')
  .add('CNT', 'COUNTER_4')
  .add('L0', 'LED_RED')
  .add('Q3', 'PROBE')
  .wire('CLK.out', 'CNT.CLK')
  .wire('CLR.out', 'CNT.CLR')
  .wire('CNT.Q0', 'L0.anode')
  .wire('CNT.Q3', 'Q3.in')
  .build();

/** 8-bit input ports A and B, their AND on an 8-bit output port Y. */
const BUS_AND = new CircuitBuilder()
  .add('A', 'PORT_IN', { width: 8 })
  .add('B', 'PORT_IN', { width: 8 })
  .add('G', 'AND_2', { width: 8 })
  .add('Y', 'PORT_OUT', { width: 8 })
  .wire('A.out', 'G.a')
  .wire('B.out', 'G.b')
  .wire('G.out', 'Y.in')
  .build();

describe('running tests against circuits', () => {
  it('passes a right truth table and fails a wrong row at exactly that row, saying what was expected and found', () => {
    const right = 'A B S C\n0 0 0 0\n0 1 1 0\n1 0 1 0\n1 1 0 1\n';
    expect(only(run(HALF_ADDER, right))).toMatchObject({ passed: true, rows: 4, failedRows: 0, failures: [] });
    const wrong = only(run(HALF_ADDER, 'A B S C\n0 0 0 0\n0 1 1 0\n1 0 1 1\n1 1 0 1\n'));
    expect(wrong).toMatchObject({ passed: false, rows: 4, failedRows: 1 });
    expect(wrong.failures).toEqual([{ line: 4, row: 3, signal: 'C', expected: '1', actual: '0' }]);
  });

  it('X on an input runs both values, X on an output accepts anything', () => {
    const report = only(run(HALF_ADDER, 'A B S C\nX 0 X 0\n1 X X X\n'));
    expect(report).toMatchObject({ passed: true, rows: 4 });
  });

  it('counts with C pulses, reads a counter by its label and an LED by its input, and loops', () => {
    const source =
      'CLR CLK CNT L0 Q3\n0 0 0 0 0\nloop(i, 20)\n0 C ((i+1)&15) ((i+1)&1) (((i+1)>>3)&1)\nend loop\n1 0 0 0 0\n';
    const report = only(run(COUNTER, source));
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ passed: true, rows: 22 });
    const off = only(run(COUNTER, 'CLK CNT\nrepeat(5) C (n+1)\nC 7\n'));
    expect(off.failures).toEqual([{ line: 3, row: 6, signal: 'CNT', expected: '0x7 (7)', actual: '0x6 (6)' }]);
  });

  it('takes numbers for wide ports, runs 65,536 rows, and names the loop variables of a failing row', () => {
    const all = only(run(BUS_AND, 'A B Y\nrepeat(1<<16) (n>>8) (n&255) ((n>>8)&(n&255))\n'));
    expect(all).toMatchObject({ passed: true, rows: 65_536 });
    const off = only(run(BUS_AND, 'A B Y\nloop(i, 4)\n(i) 0xFF (i|1)\nend loop\n'));
    expect(off.failures).toEqual([
      { line: 3, row: 1, signal: 'Y', expected: '0x1 (1)', actual: '0x0 (0)', variables: 'i=0' },
      { line: 3, row: 3, signal: 'Y', expected: '0x3 (3)', actual: '0x2 (2)', variables: 'i=2' },
    ]);
  });

  it('takes a computed value modulo the width, as Digital does, without a note', () => {
    // 0x1FF AND 0xFF is 0xFF: the expression (A+B) = 0x1FF compares its low 8 bits; (A+256) sets A to 0xFF.
    const report = only(
      run(BUS_AND, 'A B Y\n0xFF 0xFF ((0xFF)+(0x100))\n((0xFF)+256) 0xFF (0xFF)\n0x0F 0xFF (0x10F)\n'),
    );
    expect([report.error, report.passed, report.notes]).toEqual([undefined, true, undefined]);
    expect(only(run(BUS_AND, 'A B Y\n0x0F 0xFF (0x10E)\n')).failedRows).toBe(1);
  });

  it('cuts a number wider than its signal to its low bits, as Digital does, and says so with the line', () => {
    // 300 on 8 bits is 44 (0x2C); 0x1FF expected of 8 bits is 0xFF.
    const input = only(run(BUS_AND, 'A B Y\n0 0 0\n300 0xFF 44\n'));
    expect([input.error, input.passed]).toEqual([undefined, true]);
    expect(input.notes).toEqual([
      { line: 3, message: '300 is wider than the 8 bits of A; its low 8 bits, 44, were used.' },
    ]);
    const output = only(run(BUS_AND, 'A B Y\n0xFF 0xFF 0x1FF\n0xFF 0x0F 0x10F\n'));
    expect([output.passed, output.notes?.map((n) => n.line)]).toEqual([true, [2, 3]]);
    expect(output.notes?.[0]?.message).toBe('511 is wider than the 8 bits of Y; its low 8 bits, 255, were used.');
    // A cut expected value compares its low bits only: 0x1FE is 0xFE, which 0xFF AND 0xFF is not.
    const off = only(run(BUS_AND, 'A B Y\n0xFF 0xFF 0x1FE\n'));
    expect(off.failures).toEqual([{ line: 2, row: 1, signal: 'Y', expected: '0xFE (254)', actual: '0xFF (255)' }]);
    expect(off.notes).toHaveLength(1);
    // One bit: "its low bit".
    expect(only(run(HALF_ADDER, 'A B S C\n1 0 3 0\n')).notes).toEqual([
      { line: 2, message: '3 is wider than the 1 bit of S; its low bit, 1, was used.' },
    ]);
    // A row repeated notes once; computed values are cut without a note.
    const looped = only(
      run(BUS_AND, 'A B Y\nrepeat(3) 256 0 0\nrepeat(30) (n+256) 0 0\nloop(i, 30)\n(i) 0xFF (i+256)\nend loop\n'),
    );
    expect(looped.passed).toBe(true);
    expect(looped.notes).toEqual([
      { line: 2, message: '256 is wider than the 8 bits of A; its low 8 bits, 0, were used.' },
    ]);
  });

  it('says which name is unknown (with the nearest) and what cannot be set', () => {
    expect(only(run(HALF_ADDER, 'A B Sum C\n0 0 0 0\n')).error).toEqual({
      message: 'No part is labelled Sum. Did you mean S?',
      line: 1,
      column: 5,
    });
    expect(only(run(HALF_ADDER, 'A X1 S\n0 0 0\n')).error?.message).toContain('X1 is a XOR_2 part');
    expect(only(run(COUNTER, 'CLK Q3\nZ 0\n')).error?.message).toContain('Z cannot be set on CLK');
    expect(only(run(HALF_ADDER, 'A B S C\n0 0 0 0\n1\n')).error).toEqual({
      message: 'this row has 1 value, but the header names 4 signals.',
      line: 3,
      column: 0,
    });
  });

  it('leaves an input floating on a Z (on the event engine), until a row sets it again', () => {
    // Two tri-state buffers onto one bus; an input port set to Z lets the bus float, or lets the
    // other buffer drive it alone; a floating input into a gate reads Z, so the gate gives X.
    const bus = new CircuitBuilder()
      .add('A', 'PORT_IN')
      .add('EA', 'PORT_IN')
      .add('B', 'PORT_IN', { width: 4 })
      .add('T', 'TRISTATE_BUFFER')
      .add('N', 'NOT')
      .add('Y', 'PORT_OUT')
      .add('NY', 'PORT_OUT')
      .add('W', 'PORT_OUT', { width: 4 })
      .wire('A.out', 'T.in')
      .wire('EA.out', 'T.en')
      .wire('T.out', 'Y.in')
      .wire('A.out', 'N.in')
      .wire('N.out', 'NY.in')
      .wire('B.out', 'W.in')
      .build();
    const report = run(bus, 'A EA B Y NY W\n1 1 5 1 0 5\nZ 1 Z X X Z\n0 Z 3 X 1 3\n1 0 Z Z 0 Z\n0 1 0 0 1 0\n');
    expect(report.engine).toBe('event');
    expect(only(report)).toMatchObject({ passed: true, rows: 5, failedRows: 0 });
    // A wrong expectation on a floating input's net is a failure, not an error.
    const wrong = only(run(bus, 'A EA B Y NY W\nZ 1 0 1 X 0\n'));
    expect(wrong.failures).toEqual([{ line: 2, row: 1, signal: 'Y', expected: '1', actual: 'X' }]);
  });

  it('reads back the line an input sets as NAME_out, as Digital reads a bidirectional pin', () => {
    // A pull-up on the line of A: while A floats the line reads 1; a 4-bit port reads back its value.
    const pulled = new CircuitBuilder()
      .add('A', 'PORT_IN')
      .add('B', 'PORT_IN', { width: 4 })
      .add('P', 'PULL_UP')
      .add('Y', 'PORT_OUT')
      .add('W', 'PORT_OUT', { width: 4 })
      .wire('A.out', 'P.out')
      .wire('A.out', 'Y.in')
      .wire('B.out', 'W.in')
      .build();
    const report = run(pulled, 'A B A_out b_OUT Y\n0 3 0 3 0\nZ 9 1 9 1\n1 0 1 0 1\n');
    expect(only(report)).toMatchObject({ passed: true, rows: 3, failedRows: 0 });
    const wrong = only(run(pulled, 'A A_out\nZ 0\n'));
    expect(wrong.failures).toEqual([{ line: 2, row: 1, signal: 'A_out', expected: '0', actual: '1' }]);
    // Only an input reads back: an output's NAME_out names nothing.
    expect(only(run(pulled, 'A Y_out\n0 0\n')).error?.message).toMatch(/No part is labelled Y_out/);
  });

  it('presets a register with init, and reads outputs in while and declare', () => {
    const preset = only(run(COUNTER, 'CLK CNT\ninit CNT = 9;\n0 9\nC 10\n'));
    expect(preset).toMatchObject({ passed: true, rows: 2 });
    const until = only(run(COUNTER, 'CLK CNT\nwhile (CNT != 5)\nC X\nend while\n0 5\n'));
    expect(until).toMatchObject({ passed: true, rows: 6 });
    const declared = only(run(HALF_ADDER, 'A B SUM\ndeclare SUM = S + 2*C;\n1 1 2\n1 0 1\n0 0 1\n'));
    expect(declared.failures).toEqual([{ line: 5, row: 3, signal: 'SUM', expected: '0x1 (1)', actual: '0x0 (0)' }]);
  });

  describe('memory and program lines', () => {
    /** A ROM read at address A (4 bits) onto D (8 bits), and a RAM at the same address onto Q. */
    const MEMORIES = new CircuitBuilder()
      .add('A', 'PORT_IN', { width: 4 })
      .add('PROGRAM', 'ROM', { addressBits: 4, dataBits: 8, contents: '11 22' })
      .add('RAM', 'RAM', { addressBits: 4, dataBits: 8 })
      .add('D', 'PORT_OUT', { width: 8 })
      .add('Q', 'PORT_OUT', { width: 8 })
      .fanOut('A.out', 'PROGRAM.A', 'RAM.A')
      .wire('PROGRAM.D', 'D.in')
      .wire('RAM.Q', 'Q.in')
      .build();

    it('write words before the first row: program fills the program ROM, memory one word of a RAM', () => {
      const report = only(
        run(MEMORIES, 'A D Q\nprogram(0x33, 0x44, 5)\nmemory RAM(2) = 0x99;\n0 0x33 0\n1 0x44 0\n2 5 0x99\n3 0 0\n'),
      );
      expect(report).toMatchObject({ passed: true, rows: 4 });
      // Each test starts from power-on: the ROM's own contents again.
      expect(only(run(MEMORIES, 'A D Q\n0 0x11 0\n1 0x22 0\n'))).toMatchObject({ passed: true });
    });

    it('say what is wrong with their line: not a memory, too wide, past the end, no program memory', () => {
      expect(only(run(MEMORIES, 'A D\nmemory D(0) = 1;\n0 0\n')).error).toMatchObject({
        message: 'memory needs the label of a ROM or RAM: D is not one.',
        line: 2,
      });
      expect(only(run(MEMORIES, 'A D\nmemory RAM(0) = 256;\n0 0\n')).error?.message).toBe(
        '256 does not fit in a word of RAM (8 bits).',
      );
      expect(only(run(MEMORIES, 'A D\nmemory RAM(16) = 1;\n0 0\n')).error?.message).toBe(
        'RAM has addresses 0 to 15; 16 is not one of them.',
      );
      expect(only(run(COUNTER, 'CLK CNT\nprogram(1, 2)\n0 0\n')).error).toMatchObject({
        message:
          'program(…) fills the program memory, and this circuit has no ROM. Set Program memory on the ROM or RAM it fills.',
        line: 2,
      });
    });
  });

  it('runs delay-dependent circuits (a latch of gates) on the event engine, the rest on the fast one', () => {
    const latch = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE')
      .add('R', 'SWITCH_TOGGLE')
      .add('N1', 'NOR_2')
      .add('N2', 'NOR_2')
      .add('Q', 'PROBE')
      .wire('R.out', 'N1.a')
      .wire('N2.out', 'N1.b')
      .wire('S.out', 'N2.a')
      .wire('N1.out', 'N2.b')
      .wire('N1.out', 'Q.in')
      .build();
    const report = run(latch, 'S R Q\n1 0 1\n0 0 1\n0 1 0\n0 0 0\n');
    expect(report.engine).toBe('event');
    expect(only(report)).toMatchObject({ passed: true, rows: 4 });
    expect(run(HALF_ADDER, 'A B S C\n0 0 0 0\n').engine).toBe('fast');
  });

  it('runs memories on the fast engine, unless a RAM is clocked through logic or a read loops back to an address', () => {
    const ram = (clockThroughGate: boolean) => {
      const builder = new CircuitBuilder()
        .add('A', 'SWITCH_TOGGLE')
        .add('WE', 'SWITCH_TOGGLE')
        .add('CLK', 'SWITCH_TOGGLE')
        .add('RAM', 'RAM', { addressBits: 1, dataBits: 1 })
        .add('INV', 'NOT')
        .add('Q', 'PROBE')
        .wire('A.out', 'RAM.A')
        .wire('WE.out', 'RAM.WE')
        // Q back to D through a gate: read at the edge only, so no loop.
        .wire('RAM.Q', 'INV.in')
        .wire('INV.out', 'RAM.D')
        .wire('RAM.Q', 'Q.in');
      if (!clockThroughGate) return builder.wire('CLK.out', 'RAM.CLK').build();
      return builder.add('B', 'BUFFER').wire('CLK.out', 'B.in').wire('B.out', 'RAM.CLK').build();
    };
    const toggle = 'A WE CLK Q\n0 1 0 0\n0 1 1 1\n0 1 0 1\n0 1 1 0\n1 1 1 0\n';
    for (const [circuit, engine] of [
      [ram(false), 'fast'],
      [ram(true), 'event'],
    ] as const) {
      const report = run(circuit, toggle);
      expect(report.engine).toBe(engine);
      expect(only(report)).toMatchObject({ passed: true, rows: 5 });
    }
    const romLoop = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE')
      .add('G', 'OR_2')
      .add('ROM', 'ROM', { addressBits: 1, dataBits: 1, contents: '1 1' })
      .add('P', 'PROBE')
      .wire('S.out', 'G.a')
      .wire('ROM.D', 'G.b')
      .wire('G.out', 'ROM.A')
      .wire('ROM.D', 'P.in')
      .build();
    expect(run(romLoop, 'S P\n1 1\n0 1\n').engine).toBe('event');
  });

  it('records every step and writes them as VCD, each test a scope after the one before', () => {
    const report = runTests(
      HALF_ADDER,
      noLibrary,
      [
        { name: 'first', source: 'A B S\n0 1 1\n1 1 0\n' },
        { name: 'second', source: 'A C\n1 0\n' },
      ],
      { vcd: true, vcdDate: 'fixed' },
    );
    if ('error' in report) throw new Error(report.error);
    expect(report.tests[0]!.trace?.steps.map((s) => s.values)).toEqual([
      ['0', '1', '1'],
      ['1', '1', '0'],
    ]);
    expect(report.vcd).toContain('$scope module first $end');
    expect(report.vcd).toContain('$var wire 1 ! A $end');
    expect(report.vcd).toContain('$scope module second $end');
    expect(report.vcd).toMatch(/#0\n\$dumpvars\n0!\n1"\n1#\n/);
  });
});

describe('a test made from a run of the circuit (property)', () => {
  it('passes; flipping one expected bit fails at exactly that row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 40, maxLength: 120 }),
        fc.array(fc.tuple(fc.nat(7), fc.boolean()), { minLength: 1, maxLength: 25 }),
        fc.nat(),
        (choices, actions, pick) => {
          const { circuit, switches } = randomCircuit(choices, true);
          const reference = simulate(circuit, 'event');
          const probes = ['P0', 'P1', 'P2'];
          const header = [...switches, 'CLK', ...probes];
          const level = new Map(switches.map((s) => [s, reference.componentState(s)?.on === true ? 1 : 0]));
          const rows: string[][] = [];
          for (const [which, clock] of actions) {
            const label = switches[which % switches.length]!;
            level.set(label, 1 - level.get(label)!);
            reference.setInput(label, level.get(label) === 1);
            // The runner's clock pulse: settle, clock high, settle, clock low, settle.
            reference.settle();
            if (clock) {
              reference.setSourceLevel('CLK', true);
              reference.settle();
              reference.setSourceLevel('CLK', false);
              reference.settle();
            }
            const read = probes.map((p) => reference.componentState(p)?.value ?? 'X');
            rows.push([...switches.map((s) => String(level.get(s))), clock ? 'C' : '0', ...read]);
          }
          const text = (table: string[][]) => `${header.join(' ')}\n${table.map((r) => r.join(' ')).join('\n')}\n`;
          const passed = only(run(circuit, text(rows)));
          expect(passed.error).toBeUndefined();
          expect(passed.passed).toBe(true);
          const known = rows.flatMap((r, i) =>
            probes.flatMap((_, p) => {
              const column = switches.length + 1 + p;
              return r[column] === '0' || r[column] === '1' ? [[i, column] as const] : [];
            }),
          );
          if (known.length === 0) return;
          const [row, column] = known[pick % known.length]!;
          const flipped = rows.map((r) => [...r]);
          flipped[row]![column] = flipped[row]![column] === '0' ? '1' : '0';
          const failed = only(run(circuit, text(flipped)));
          expect(failed.failedRows).toBe(1);
          expect(failed.failures.map((f) => [f.row, f.signal])).toEqual([[row + 1, header[column]]]);
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
  });
});
