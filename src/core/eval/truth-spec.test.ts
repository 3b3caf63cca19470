import { describe, expect, it } from 'vitest';
import { DONT_CARE, compileTruthSpec, describeRow } from './truth-spec';
import type { CombinationalSpec } from './task';

const spec = (fields: Partial<CombinationalSpec>): CombinationalSpec => ({
  kind: 'combinational',
  inputs: ['A', 'B'],
  outputs: ['Y'],
  ...fields,
});

function values(s: CombinationalSpec): number[] {
  const table = compileTruthSpec(s);
  if (!table.success) throw new Error(table.error);
  return [...table.data.values];
}

function problems(s: CombinationalSpec): string {
  const table = compileTruthSpec(s);
  return table.success ? '(valid)' : table.error;
}

describe('compileTruthSpec', () => {
  it('evaluates expressions on every row, the first input most significant', () => {
    expect(values(spec({ expressions: { Y: 'A and not B' } }))).toEqual([0, 0, 1, 0]);
    expect(describeRow(['A', 'B', 'C'], 6)).toBe('A=1 B=1 C=0');
  });

  it('matches labels of inputs and outputs ignoring case', () => {
    expect(values(spec({ expressions: { y: 'a xor b' } }))).toEqual([0, 1, 1, 0]);
  });

  it('takes rows with "-" patterns, "-" outputs and dontCare patterns as don’t care', () => {
    const s = spec({
      outputs: ['Y', 'Z'],
      rows: [
        { in: '0-', out: '1-' },
        { in: '10', out: '01' },
      ],
      dontCare: ['11'],
    });
    const d = DONT_CARE;
    expect(values(s)).toEqual([1, d, 1, d, 0, 1, d, d]);
  });

  it('lets rows and expressions share the work, when they agree', () => {
    const s = spec({ outputs: ['Y', 'Z'], expressions: { Y: 'A' }, rows: [{ in: '--', out: '-1' }] });
    expect(values(s)).toEqual([0, 1, 0, 1, 1, 1, 1, 1]);
  });

  it('refuses a row that contradicts an expression, naming the row', () => {
    expect(problems(spec({ expressions: { Y: 'A or B' }, rows: [{ in: '01', out: '0' }] }))).toContain(
      'rows[0] gives Y=0 at A=0 B=1, but another row or its expression gives 1',
    );
  });

  it('refuses a spec that leaves rows without a value', () => {
    expect(problems(spec({ rows: [{ in: '00', out: '1' }] }))).toContain('nothing gives Y at A=0 B=1: add a row');
  });

  it('refuses unknown names, bad expressions and wrong lengths, all at once', () => {
    const message = problems(
      spec({
        outputs: ['Y', 'Z'],
        expressions: { Y: 'A and C', Z: 'A or', W: 'A' },
        rows: [{ in: '0', out: '11' }],
        dontCare: ['111'],
      }),
    );
    expect(message).toContain('the expression for "W" names no output');
    expect(message).toContain('Z: Unexpected the end at column 5');
    expect(message).toContain('rows[0].in has 1 characters, not 2');
    expect(message).toContain('dontCare[0] has 3 characters, not 2');
  });

  it('refuses an expression over a name that is not an input', () => {
    expect(problems(spec({ expressions: { Y: 'A and C' } }))).toContain('Y uses "C", which is not an input (A, B)');
  });

  it('refuses inputs listed twice or named like an operator', () => {
    expect(problems(spec({ inputs: ['A', 'a'], expressions: { Y: 'A' } }))).toContain('an input is listed twice');
    expect(problems(spec({ inputs: ['XOR'], expressions: { Y: '1' } }))).toContain(
      'the input "XOR" is an operator word',
    );
  });
});
