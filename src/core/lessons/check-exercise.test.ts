import { describe, expect, it } from 'vitest';
import { emptyCircuit, type Circuit } from '../../shared/circuit/types';
import { ExerciseSchema, type Exercise } from '../../shared/lessons/types';
import { CircuitBuilder } from '../simulation/test-support/circuit-builder';
import { halfAdder, TRUTH_TABLE } from './test-support/lesson-fixtures';
import { checkExercise, validateExercise } from './check-exercise';

const noLibrary = () => undefined;

function exercise(hidden = false): Exercise {
  return ExerciseSchema.parse({
    id: 'half-adder',
    title: 'A half adder',
    statement: 'Add two bits: S is their sum, C the carry.',
    start: halfAdder('AND_2'),
    reference: halfAdder('XOR_2'),
    tests: [
      { id: 'sum', name: 'Sum and carry', source: TRUTH_TABLE, hidden },
      { id: 'carry', name: 'Carry only', source: 'A B C\n1 1 1\n0 1 0\n', hidden: true },
    ],
    hints: ['S is 1 when exactly one input is 1.'],
  });
}

describe('checking an exercise', () => {
  it("fails a wrong circuit at its first wrong row, in the student's words", () => {
    const check = checkExercise(halfAdder('AND_2'), exercise(), noLibrary);
    expect(check.passed).toBe(false);
    expect(check.message).toBe('With A = 0 and B = 1, S should be 1 but is 0.');
    expect(check.failure).toMatchObject({
      testId: 'sum',
      row: 2,
      line: 3,
      signal: 'S',
      expected: '1',
      actual: '0',
      pulsed: [],
    });
    expect(check.failure?.inputs).toEqual([
      { name: 'A', value: '0' },
      { name: 'B', value: '1' },
    ]);
    expect(check.tests).toEqual([
      { id: 'sum', name: 'Sum and carry', hidden: false, passed: false, rows: 4, failedRows: 3 },
      { id: 'carry', name: 'Hidden test 1', hidden: true, passed: true },
    ]);
  });

  it('says the row of an OR where an XOR belongs: both inputs 1', () => {
    const check = checkExercise(halfAdder('OR_2'), exercise(), noLibrary);
    expect(check.message).toBe('With A = 1 and B = 1, S should be 0 but is 1.');
  });

  it('passes the reference solution', () => {
    const check = checkExercise(halfAdder('XOR_2'), exercise(), noLibrary);
    expect(check).toEqual({
      passed: true,
      message: 'All 2 tests pass.',
      tests: [
        { id: 'sum', name: 'Sum and carry', hidden: false, passed: true, rows: 4, failedRows: 0 },
        { id: 'carry', name: 'Hidden test 1', hidden: true, passed: true },
      ],
    });
  });

  it('says only that a hidden test failed, never its rows, values or name', () => {
    const check = checkExercise(halfAdder('AND_2'), exercise(true), noLibrary);
    expect(check.passed).toBe(false);
    expect(check.failure).toBeUndefined();
    expect(check.message).toBe(
      'Hidden test 1 fails: your circuit does not yet do what the exercise asks in every case.',
    );
    expect(JSON.stringify(check)).not.toContain('Sum and carry');
    expect(check.tests[0]).toEqual({ id: 'sum', name: 'Hidden test 1', hidden: true, passed: false });
  });

  it('tells a visible failure before a hidden one, whatever their order', () => {
    const both = ExerciseSchema.parse({
      ...exercise(),
      tests: [
        { id: 'both', name: 'Both 1', source: 'A B S\n1 1 0\n', hidden: true },
        { id: 'sum', name: 'Sum and carry', source: TRUTH_TABLE, hidden: false },
      ],
    });
    const check = checkExercise(halfAdder('OR_2'), both, noLibrary);
    expect(check.tests.map((t) => [t.name, t.passed])).toEqual([
      ['Hidden test 1', false],
      ['Sum and carry', false],
    ]);
    expect(check.message).toBe('With A = 1 and B = 1, S should be 0 but is 1.');
  });

  it('names a test that cannot run, and a circuit that cannot be simulated', () => {
    const broken = ExerciseSchema.parse({
      ...exercise(),
      tests: [{ id: 't', name: 'Sum', source: 'A B Sum\n0 0 0\n', hidden: false }],
    });
    const check = checkExercise(halfAdder('XOR_2'), broken, noLibrary);
    expect(check.passed).toBe(false);
    expect(check.message).toMatch(/^The test "Sum" cannot run: .*Sum.*\(line 1\)\.$/);
    const unknown: Circuit = {
      ...emptyCircuit(),
      components: [{ id: 'p', type: 'NO_SUCH_PART', label: 'P', x: 0, y: 0, rotation: 0, properties: {} }],
    };
    const cannot = checkExercise(unknown, exercise(), noLibrary);
    expect(cannot.passed).toBe(false);
    expect(cannot.message).toMatch(/^Your circuit cannot be simulated yet: /);
  });
});

describe('validating an exercise (what CI checks)', () => {
  it('accepts a reference that passes and a start that fails', () => {
    expect(validateExercise(exercise(), noLibrary)).toEqual([]);
  });

  it('refuses a start that already passes, and a reference that fails, saying where', () => {
    const swapped = { ...exercise(), start: halfAdder('XOR_2'), reference: halfAdder('OR_2') };
    expect(validateExercise(swapped, noLibrary)).toEqual([
      'The reference solution of exercise half-adder fails the test "Sum and carry": in row 4 (line 5) S should be 0 but is 1.',
      'The starting circuit of exercise half-adder already passes every test: there is nothing left to do.',
    ]);
  });

  it('refuses an exercise without tests', () => {
    expect(validateExercise({ ...exercise(), tests: [] }, noLibrary)).toEqual(['Exercise half-adder has no tests.']);
  });
});

describe('checking a sequential exercise', () => {
  /** D into a flip-flop clocked by CLK, Q on a probe; `inverted` puts a NOT before D (the mistake). */
  function register(inverted: boolean): Circuit {
    const b = new CircuitBuilder()
      .add('D', 'SWITCH_TOGGLE')
      .add('CLK', 'CLOCK')
      .add('FF', 'D_FLIPFLOP')
      .add('Q', 'PROBE');
    if (inverted) b.add('N', 'NOT').wire('D.out', 'N.in').wire('N.out', 'FF.D');
    else b.wire('D.out', 'FF.D');
    return b.wire('CLK.out', 'FF.CLK').wire('FF.Q', 'Q.in').build();
  }

  it('says which clock was pulsed and the other inputs of the row', () => {
    const store = ExerciseSchema.parse({
      ...exercise(),
      start: register(true),
      reference: register(false),
      tests: [{ id: 'd', name: 'Stores D', source: 'D CLK Q\n1 C 1\n0 C 0\n', hidden: false }],
    });
    expect(checkExercise(register(false), store, noLibrary).passed).toBe(true);
    const check = checkExercise(register(true), store, noLibrary);
    expect(check.message).toBe('After a clock pulse on CLK, with D = 1, Q should be 1 but is 0.');
    expect(check.failure).toMatchObject({ inputs: [{ name: 'D', value: '1' }], pulsed: ['CLK'] });
    expect(validateExercise(store, noLibrary)).toEqual([]);
  });
});
