// Digital's own examples of its test language (the texts and what Digital makes of them, read from
// its parser tests: ParserTest, ParserLoopTest, ParserLetTest, ParserExpressionTest), run through our
// parser and row emission.
import { describe, expect, it } from 'vitest';
import { evaluate, type Scope } from './expression';
import { parseTest } from './parser';
import type { TestProgram, TestValue } from './program';
import { emitRows, type SignalReader } from './rows';

function parsed(text: string): TestProgram {
  const result = parseTest(text);
  if (!result.success) throw new Error(result.error);
  return result.data;
}

const noSignals: SignalReader = { read: () => undefined, random: () => 0n, resetRandom: () => {} };

/** Every row of a test, as Digital's LineCollector gathers them: numbers as numbers, X/Z/C as letters. */
function rows(text: string, signals: SignalReader = noSignals): (number | string)[][] {
  return [...emitRows(parsed(text), signals)].map((row) => row.values.map(plain));
}

function plain(v: TestValue): number | string {
  return v.kind === 'number' ? Number(v.value) : v.kind === 'x' ? 'X' : v.kind === 'z' ? 'Z' : 'C';
}

/** The value of an expression (Digital's `new Parser(text).getValue(context)`), through a one-row test. */
function value(expr: string, vars: Record<string, number> = {}): bigint {
  const row = parsed(`A\n(${expr})`).body[0];
  if (row?.kind !== 'row' || row.cells[0]?.kind !== 'expr') throw new Error('not an expression row');
  const scope: Scope = {
    get: (name) => {
      const v = vars[name];
      if (v === undefined) throw new Error(`no ${name}`);
      return BigInt(v);
    },
    random: () => 0n,
  };
  return evaluate(row.cells[0].expr, scope);
}

describe("Digital's test language: its own examples", () => {
  it('reads the header and rows, X in either case', () => {
    const program = parsed('A B\n0 1\n1 0\nX x');
    expect(program.names.map((n) => n.name)).toEqual(['A', 'B']);
    expect(rows('A B\n0 1\n1 0\nX x')).toEqual([
      [0, 1],
      [1, 0],
      ['X', 'X'],
    ]);
  });

  it('reads numbers: hex, binary, fixed point, float and double bits, octal', () => {
    expect(rows('A B\n0 0xff')).toEqual([[0, 255]]);
    expect(rows('A B\n0 0b11111111')).toEqual([[0, 255]]);
    expect(rows('A B\n0 0.5:4')).toEqual([[0, 8]]);
    expect(rows('A B\n0 0.5')).toEqual([[0, 0x3f000000]]); // Float.floatToIntBits(0.5f)
    const double = [...emitRows(parsed('A B\n0 0.5d'), noSignals)][0]!.values[1];
    expect(double).toEqual({ kind: 'number', value: 0x3fe0000000000000n }); // Double.doubleToLongBits(0.5)
    expect(rows('A B\n0 010')).toEqual([[0, 8]]);
  });

  it('refuses a row with a value missing (when it runs) and a word that is not a value', () => {
    expect(() => rows('A B\n0 0\n1')).toThrow(/this row has 1 value, but the header names 2 signals/);
    const invalid = parseTest('A B\n0 0\n1 u');
    expect(invalid).toMatchObject({ success: false, error: 'Line 3, column 3: "u" is not a value.' });
  });

  it('reads C as a clock pulse', () => {
    expect(rows('A B\nC 1\nC 0')).toEqual([
      ['C', 1],
      ['C', 0],
    ]);
  });

  it('repeats a row with n counting, and bits(k, expr) gives k values, most significant first', () => {
    expect(rows('A B\nrepeat(10) C (n*2)\n')).toEqual(Array.from({ length: 10 }, (_, i) => ['C', i * 2]));
    expect(rows('A B C D \nrepeat(8) X bits(3,n)\n')).toEqual(
      Array.from({ length: 8 }, (_, i) => ['X', (i >> 2) & 1, (i >> 1) & 1, i & 1]),
    );
  });

  it('skips comments, spaces, tabs and empty lines; header names are anything between spaces', () => {
    expect(rows('#test\nA B\n1 1')).toEqual([[1, 1]]);
    expect(parsed('A   B     C  D\n1 1 1 1').names).toHaveLength(4);
    expect(parsed('A\tB\tC \t D\n1\t1\t1\t1').names.map((n) => n.name)).toEqual(['A', 'B', 'C', 'D']);
    const adder = parsed(
      'A_i B_i C_i-1 C_i S_i\n 0   0   0     0   0\n 0   0   1     0   1\n 0   1   0     0   1\n\n 0   1   1     1   0\n 1   0   0     0   1\n\n 1   0   1     1   0\n 1   1   0     1   0\n 1   1   1     1   1\n',
    );
    expect(adder.names.map((n) => n.name).slice(0, 3)).toEqual(['A_i', 'B_i', 'C_i-1']);
    expect([...emitRows(adder, noSignals)]).toHaveLength(8);
    expect(rows('A B Y\n1 1 1\n#test')).toEqual([[1, 1, 1]]);
  });

  it('runs 65,536 rows of repeat(1<<16) with shifts and masks', () => {
    const all = rows('C_i-1 A B    C   S\nrepeat(1<<16) 0 (n>>8) (n&255) ((n>>8)*(n&255)) 0');
    expect(all).toHaveLength(1 << 16);
    expect(all[257]).toEqual([0, 1, 1, 1, 0]);
  });

  it('reads an output of the circuit in let (let a=A+B)', () => {
    const signals: SignalReader = { ...noSignals, read: (name) => ({ A: 2n, B: 3n })[name] };
    const program = parsed('A B Y\nlet a=A+B;\n(a) 1 1\n#test');
    expect([...emitRows(program, signals)].map((r) => r.values.map(plain))).toEqual([[5, 1, 1]]);
  });

  it('loops, nested loops, several rows in a loop, and let inside loops', () => {
    expect(rows('A B\nloop(n,10)\n C (n*2)\nend loop')).toEqual(Array.from({ length: 10 }, (_, i) => ['C', i * 2]));
    expect(rows('A B\nloop(i,10)\nloop(j,10)\n C (i+j*2)\nend loop\nend loop')).toEqual(
      Array.from({ length: 100 }, (_, k) => ['C', Math.floor(k / 10) + (k % 10) * 2]),
    );
    expect(rows('A B\nloop(i,10)\n C (i*2)\n C (i*2+1)\nend loop')).toEqual(
      Array.from({ length: 20 }, (_, k) => ['C', k]),
    );
    expect(rows('A B\nloop(n,10)\n let a=n*2; let b = a * 2;\nC (b)\nend loop')).toEqual(
      Array.from({ length: 10 }, (_, i) => ['C', i * 4]),
    );
    expect(rows('A B\nloop(n,10)\n let n=n*2;\nC (n)\nend loop')).toEqual(
      Array.from({ length: 10 }, (_, i) => ['C', i * 2]),
    );
    expect(
      rows('A B\nloop(n,3)\n  let a=n*2;\n  loop(m,3)\n    let b=m*3+a;\n    (a) (b)\n  end loop\nend loop'),
    ).toEqual([0, 1, 2].flatMap((n) => [0, 1, 2].map((m) => [n * 2, m * 3 + n * 2])));
  });

  it('refuses loops that do not end, and an end with no loop', () => {
    expect(parseTest('A B\nloop(i,10) C (i)')).toMatchObject({ success: false });
    expect(parseTest('A B\n C 1\nend loop')).toMatchObject({ success: false });
    expect(parseTest('A B\n C 1\nend')).toMatchObject({ success: false });
  });

  it('evaluates expressions as Digital does', () => {
    const cases: [string, number, Record<string, number>?][] = [
      ['2+5', 7],
      ['9-2', 7],
      ['2*n', 6, { n: 3 }],
      ['2*n+1', 7, { n: 3 }],
      ['1+2*n', 7, { n: 3 }],
      ['2*(1+n)', 8, { n: 3 }],
      ['2*(n-1)', 4, { n: 3 }],
      ['(2*n)/3', 2, { n: 3 }],
      ['-1', -1],
      ['-1-1', -2],
      ['7%8', 7],
      ['8%8', 0],
      ['9%8', 1],
      ['1<<3', 8],
      ['8>>2', 2],
      ['1<3', 1],
      ['3<1', 0],
      ['3>1', 1],
      ['1>3', 0],
      ['1=3', 0],
      ['3=3', 1],
      ['1!=2', 1],
      ['2!=2', 0],
      ['1<=3', 1],
      ['3<=3', 1],
      ['4<=3', 0],
      ['3>=1', 1],
      ['3>=3', 1],
      ['3>=4', 0],
      ['3|4', 7],
      ['7&2', 2],
      ['7^2', 5],
      ['~0', -1],
      ['~1', -2],
      ['!0', 1],
      ['!1', 0],
      ['!2', 0],
      ['(n>>8)*(n&255)', 1, { n: 257 }],
      ['0x10+1', 0x11],
      ['0b10+1', 0b11],
      ['a*b', 6, { a: 2, b: 3 }],
      ['signExt(4,15)', -1],
      ['signExt(4,14)', -2],
      ['signExt(4,1)', 1],
      ['signExt(4,2)', 2],
      ['ite(1=1,8,0)', 8],
      ['ite(1=0,8,2)', 2],
      ['ite(1<1,8,2)', 2],
      ['ite(1>0,8,2)', 8],
    ];
    for (const [expr, expected, vars] of cases) expect(value(expr, vars), expr).toBe(BigInt(expected));
  });

  it('wraps as a 64-bit long, as Java does', () => {
    expect(value('1<<63')).toBe(-(2n ** 63n));
    expect(value('(1<<62)*4')).toBe(0n);
    expect(value('-7/2')).toBe(-3n);
    expect(value('-7%2')).toBe(-1n);
  });
});

describe('what our messages say', () => {
  it('names the line and column, and what was expected', () => {
    expect(parseTest('A B\n0 1\n1 (2+')).toMatchObject({
      success: false,
      error: 'Line 3, column 6: expected a number, a name or "(", found the end of the test.',
    });
    expect(parseTest('A A\n0 1')).toMatchObject({
      success: false,
      error: 'Line 1, column 3: the signal A is named twice in the header.',
    });
    const empty = parseTest('\n\n');
    expect(!empty.success && empty.error).toContain('no header');
    expect(parseTest('A B\nloop(i, k)\n0 1\nend loop')).toMatchObject({
      success: false,
      error: 'Line 2, column 9: the count of loop must be a constant; k is a variable.',
    });
    const unknown = parseTest('A\n(foo(1))');
    expect(!unknown.success && unknown.error).toContain('no function foo');
  });
});
