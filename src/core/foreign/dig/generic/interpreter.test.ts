import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GenericArgs } from './args';
import { Interpreter, Scope } from './evaluate';
import { bitsNeededFor, builtins, format, seededRandom } from './functions';
import { DataFiles } from '../rom-files';
import { Budget, HgsError, HgsLimitError } from './limits';
import { parse } from './parser';
import { show, type Value } from './values';

/** Runs code in a fresh scope (with `args` when given) and returns its top-level variables as text. */
function run(code: string, args?: Record<string, Value>, budget = new Budget()): Record<string, string> {
  const scope = new Scope(undefined, builtins(seededRandom()));
  if (args) scope.declare('args', new GenericArgs(new Map(Object.entries(args))));
  new Interpreter(budget).run(parse(code), scope);
  const out: Record<string, string> = {};
  for (const [k, v] of scope.own()) if (k !== 'args') out[k] = show(v);
  return out;
}

/** The value of one expression, as text. */
const value = (expr: string) => run(`x := ${expr};`).x;

/** The message of the error running code gives (with its line). */
function error(code: string, budget?: Budget): string {
  try {
    run(code, undefined, budget);
  } catch (e) {
    if (e instanceof HgsError) return e.describe();
    throw e;
  }
  throw new Error('no error');
}

describe('generic code: expressions', () => {
  it('binds operators as Digital does (| lowest, then ^ & = comparisons shifts + *)', () => {
    expect(value('1+2*3')).toBe('7');
    expect(value('(1+2)*3')).toBe('9');
    expect(value('1<<2+1')).toBe('8');
    expect(value('1+2=3')).toBe('true');
    expect(value('2<3=true')).toBe('true');
    expect(value('6&3|8')).toBe('10');
    expect(value('6^3')).toBe('5');
    expect(value('-2*3')).toBe('-6');
    expect(value('!0')).toBe('-1');
    expect(value('!false')).toBe('true');
    expect(value('~5')).toBe('-6');
  });

  it('divides integers towards zero, keeps decimals apart, joins texts', () => {
    expect(value('-7/2')).toBe('-3');
    expect(value('-7%3')).toBe('-1');
    expect(value('7.0/2')).toBe('3.5');
    expect(value('1.0*2')).toBe('2.0');
    expect(value('"w"+8')).toBe('w8');
    expect(value('""+(3-1)+","+1')).toBe('2,1');
    expect(value('"a"<"b"')).toBe('true');
    expect(value('2=2.0')).toBe('false');
    expect(value('"2"=2')).toBe('true');
  });

  it('reads numbers as Digital does: hex, binary, octal', () => {
    expect(value('0x00ff00')).toBe('65280');
    expect(value('0b101')).toBe('5');
    expect(value('017')).toBe('15');
    expect(error('x := 08;')).toBe('line 1: "08" is not a number');
  });

  it('wraps integers at 64 bits and shifts as Java does (>> without sign)', () => {
    expect(value('0x7fffffffffffffff+1')).toBe('-9223372036854775808');
    expect(value('1<<64')).toBe('1');
    expect(value('-1>>60')).toBe('15');
  });

  it('builds arrays and records, and grows an array by declaring its next item', () => {
    expect(run('a := [1, 2]; a[2] := 3; n := sizeOf(a); r := {p: 1, q: "z"}; r.s := a[1];')).toEqual({
      a: '[1, 2, 3]',
      n: '3',
      r: '{p=1, q=z, s=2}',
    });
  });
});

describe('generic code: statements', () => {
  it('runs if, else, for, while, repeat and i++', () => {
    const vars = run(`
      c := 0;
      for (i := 0; i < 10; i++) { if ((i & 1) = 1) c++; else c = c + 10; }
      w := 0; while (w < 3) w = w + 1;
      r := 5; repeat r--; until r = 2;
    `);
    expect(vars).toEqual({ c: '55', w: '3', r: '2' });
  });

  it('scopes a variable declared in an if or a loop to it; export declares at the top', () => {
    expect(run('if (true) { export a := 1; b := 2; }')).toEqual({ a: '1' });
    expect(error('if (true) { b := 2; } c := b;')).toBe(
      "line 1: the variable 'b' is not declared (declare it with b := …)",
    );
  });

  it('defines functions that recurse, capture their scope and are values', () => {
    expect(run('func fib(n) { if (n < 2) return n; return fib(n-1) + fib(n-2); } f := fib(15);').f).toBe('610');
    expect(run('k := 3; m := func(x) { return x * k; }; y := m(4);').y).toBe('12');
  });

  it('reads args, falling back to the arguments they were given', () => {
    const parent = new GenericArgs(
      new Map<string, Value>([
        ['bits', 8n],
        ['name', 'p'],
      ]),
    );
    const args = new GenericArgs(new Map<string, Value>([['bits', 4n]]), parent);
    const scope = new Scope(undefined, builtins(seededRandom()));
    scope.declare('args', args);
    new Interpreter(new Budget()).run(parse('x := args.bits + "" + args.name;'), scope);
    expect(show(scope.get('x'))).toBe('4p');
    expect(args.key()).toBe('bits=4n;name="p"');
    expect(args.summary()).toBe('bits=4, name=p');
  });
});

describe('generic code: functions', () => {
  it('has Digital built-in functions', () => {
    expect(value('bitsNeededFor(7)')).toBe('3');
    expect(value('bitsNeededFor(8)')).toBe('4');
    expect(value('bitsNeededFor(0)')).toBe('1');
    expect(value('int(2.7)')).toBe('2');
    expect(value('ceil(2.1)')).toBe('3');
    expect(value('floor(-2.1)')).toBe('-3');
    expect(value('round(2.5)')).toBe('3');
    expect(value('min(3, 1, 2)')).toBe('1');
    expect(value('max(3, 1.5)')).toBe('3.0');
    expect(value('abs(-4)')).toBe('4');
    expect(value('float(1)')).toBe('1.0');
    expect(value('identifier("3 a-b")')).toBe('n3ab');
    expect(value('splitString("a, b;c")')).toBe('[a, b, c]');
    expect(value('startsWith("abc", "ab")')).toBe('true');
    expect(value('format("%04x|%-3d|%s", 255, 7, "k")')).toBe('00ff|7  |k');
    expect(value('isPresent(nothing)')).toBe('false');
    expect(value('isPresent(1)')).toBe('true');
  });

  it('gives the same random numbers on every import, below the bound', () => {
    const a = run('x := [random(10), random(10), random(10)];').x;
    expect(run('x := [random(10), random(10), random(10)];').x).toBe(a);
    const r = seededRandom(1);
    for (let i = 0; i < 1000; i++) expect(r(7)).toBeLessThan(7);
  });

  it('stops at panic with its message, and refuses to read files it was not given', () => {
    expect(error('if (1 < 2) {\n panic("needs at least two bits!");\n}')).toBe(
      'line 2: the code stops: needs at least two bits!',
    );
    expect(error('x := loadHex("a.hex", 8);')).toBe(
      'line 1: loadHex("a.hex") reads the file "a.hex", which was not opened with the circuit: open it together with the circuit',
    );
    expect(error('x := loadFile("a.txt");')).toBe(
      'line 1: loadFile("a.txt") reads a file from the disk, which an import cannot do',
    );
  });

  it('loadHex reads a hex file given with the import by its name (trailing zeros left out, words whole as Digital keeps them); one not given is told and gives no words', () => {
    const files = new DataFiles([{ name: 'lut.hex', text: 'v2.0 raw\n1 2*ff 0 0\n' }]);
    const missing: string[] = [];
    const scope = new Scope(
      undefined,
      builtins(seededRandom(), files, (name) => missing.push(name)),
    );
    new Interpreter(new Budget()).run(
      parse('a := loadHex("/home/x/lut.hex", 8); b := loadHex("LUT.HEX", 4); c := loadHex("gone.hex", 8);'),
      scope,
    );
    expect(['a', 'b', 'c'].map((k) => show(scope.get(k)))).toEqual(['[1, 255, 255]', '[1, 255, 255]', '[]']);
    expect(missing).toEqual(['gone.hex']);
  });

  it('agrees with bitsNeededFor as Digital counts (bits for 0…n)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 62n }), (n) => {
        const bits = bitsNeededFor(n);
        expect(n < 1n << bits).toBe(true);
        if (bits > 1n) expect(n >= 1n << (bits - 1n)).toBe(true);
      }),
    );
  });
});

describe('generic code: integer arithmetic agrees with Java longs', () => {
  const long = (n: bigint) => BigInt.asIntN(64, n);
  const int64 = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
  it('+ - * / % & | ^ << >> as BigInt wrapped to 64 bits (division towards zero)', () => {
    fc.assert(
      fc.property(int64, int64, fc.integer({ min: 0, max: 200 }), (a, b, s) => {
        const vars = run(`a := ${a < 0n ? `0-${-a}` : a}; b := ${b < 0n ? `0-${-b}` : b};
          add := a+b; sub := a-b; mul := a*b; and := a&b; or := a|b; xor := a^b;
          shl := a<<${s}; shr := a>>${s};`);
        expect(vars.add).toBe(String(long(a + b)));
        expect(vars.sub).toBe(String(long(a - b)));
        expect(vars.mul).toBe(String(long(a * b)));
        expect(vars.and).toBe(String(a & b));
        expect(vars.or).toBe(String(a | b));
        expect(vars.xor).toBe(String(a ^ b));
        expect(vars.shl).toBe(String(long(a << BigInt(s % 64))));
        expect(vars.shr).toBe(String(long(BigInt.asUintN(64, a) >> BigInt(s % 64))));
        if (b !== 0n) {
          const div = run(`a := ${a < 0n ? `0-${-a}` : a}; b := ${b < 0n ? `0-${-b}` : b}; d := a/b; m := a%b;`);
          expect(div.d).toBe(String(long(a / b)));
          expect(div.m).toBe(String(a % b));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('small integers give what JavaScript numbers give', () => {
    const small = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(
        small,
        small.filter((n) => n !== 0),
        (a, b) => {
          const vars = run(`a := 0+(${a}); b := 0+(${b}); q := a/b; s := a+b*2;`);
          expect(Number(vars.q)).toBe(Math.trunc(a / b) + 0);
          expect(Number(vars.s)).toBe(a + b * 2);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('generic code: errors and bounds', () => {
  it('says what is wrong and on which line', () => {
    expect(error('x := ;')).toBe('line 1: ";" is not expected here');
    expect(error('a := 1;\nb := a +;')).toBe('line 2: ";" is not expected here');
    expect(error('x := "open')).toBe('line 1: a text in quotes is not closed');
    expect(error('x := 1/0;')).toBe('line 1: division by zero');
    expect(error('x := 1; x := 2;')).toBe("line 1: the variable 'x' is declared twice (assign it with x = …)");
    expect(error('x := 1; x = "a";')).toBe("line 1: the variable 'x' holds an integer; it cannot be given a text");
    expect(error('a := [1]; y := a[1];')).toBe('line 1: a[…]: index 1 is outside the array (it has 1 items)');
    expect(error('r := {p: 1}; y := r.q;')).toBe("line 1: r.q is not there: r has no 'q'");
    expect(error('return 1;')).toBe('"return" is allowed only in a function');
    expect(error('x := 5(1);')).toBe('line 1: ";" is expected, not "("');
    expect(error('x := 1 + [2];')).toBe('line 1: "+" adds numbers or joins texts, not an integer and an array');
  });

  it('ends an endless loop at the step budget', () => {
    const message = error('while (true) { }', new Budget(10_000));
    expect(message).toContain('more than 10,000 steps: it may loop forever');
    let thrown: unknown;
    try {
      run('i := 0; while (true) { i++; }', undefined, new Budget(50_000));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(HgsLimitError);
  });

  it('ends a recursion that does not end at the call depth', () => {
    expect(error('func f(n) { return f(n + 1); } x := f(0);')).toContain('more than 200 levels deep');
  });

  it('refuses huge arrays and texts', () => {
    expect(error('a := []; for (i := 0; true; i++) a[i] := i;')).toContain('more than 100,000 items');
    expect(error('s := "ab"; while (true) s = s + s;')).toContain('longer than 100,000 characters');
  });

  it('counts every text and array made against one allowance (code filling the memory)', () => {
    const code =
      's := ""; for (i := 0; i < 1000; i++) s = s + "x"; l := []; for (i := 0; i < 2000; i++) l[i] := s + i;';
    expect(error(code, new Budget(10_000_000, 200, 1_000_000))).toContain(
      'more than 1,000,000 characters of text and items of arrays',
    );
    expect(() => run(code, undefined, new Budget(10_000_000, 200, 20_000_000))).not.toThrow();
  });

  it('refuses code nested too deeply, or too long, before running it', () => {
    expect(error(`x := ${'('.repeat(500)}1${')'.repeat(500)};`)).toContain('nests more than 100 levels deep');
    expect(error(`x := 1;${' '.repeat(100_001)}`)).toContain('longer than 100,000 characters');
  });

  it('isPresent does not hide a budget that ran out', () => {
    expect(error('func f() { while (true) {} } x := isPresent(f());', new Budget(1000))).toContain('steps');
  });

  it('never throws anything but its own error, whatever the code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (code) => {
        try {
          run(code, undefined, new Budget(10_000));
        } catch (e) {
          expect(e).toBeInstanceOf(HgsError);
        }
      }),
      { numRuns: 300 },
    );
    const pieces = [
      'x',
      ':=',
      '=',
      '1',
      '"s"',
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      ';',
      '+',
      'if',
      'for',
      'func',
      ',',
      '.',
      'while',
      'return',
      'f',
      'a',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (tokens) => {
        try {
          run(tokens.join(' '), undefined, new Budget(10_000));
        } catch (e) {
          expect(e).toBeInstanceOf(HgsError);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('format', () => {
  it('pads, signs and cases as Java does', () => {
    expect(format('%5d|%-5s|%X|%+d|%%', [42n, 'ab', 255n, 3n])).toBe('   42|ab   |FF|+3|%');
  });
});
