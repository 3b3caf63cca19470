import { describe, expect, it } from 'vitest';
import { LabelBook, identifier } from './labels';
import { joinRenames, renameSignals } from './test-signals';

describe('identifier', () => {
  it("writes Digital's names as ours", () => {
    expect(identifier('~Q')).toBe('nQ');
    expect(identifier('C_{i-1}')).toBe('C_i_1');
    expect(identifier('P<Q')).toBe('PltQ');
    expect(identifier('=')).toBe('eq');
    expect(identifier('1A')).toBe('N1A');
    expect(identifier('  ')).toBeUndefined();
    expect(identifier('x'.repeat(40))).toHaveLength(32);
  });
});

describe('LabelBook', () => {
  it('keeps wanted labels while free (ignoring case) and numbers the rest', () => {
    const book = new LabelBook();
    expect(book.take('A', 'IN')).toBe('A');
    expect(book.take('a', 'IN')).toBe('a_2');
    expect(book.take(undefined, 'G')).toBe('G1');
    expect(book.take('G2', 'G')).toBe('G2');
    expect(book.take(undefined, 'G')).toBe('G3');
  });
});

describe('renameSignals', () => {
  it('renames the header only', () => {
    const renames = new Map([['~Q', 'nQ']]);
    expect(renameSignals('# comment\n\nC ~Q  Q\n1 ~Q 0\n', renames)).toBe('# comment\n\nC nQ  Q\n1 ~Q 0\n');
    expect(renameSignals('~Q ~Q_out Q_out\n', renames)).toBe('nQ nQ_out Q_out\n');
  });

  it('renames the register an init names and the memory a memory statement names, not their values', () => {
    const renames = new Map([
      ['PC', 'PC_2'],
      ['mem', 'RAM1'],
    ]);
    const source = 'Clk R0\n\ninit PC=20;\n  init  PC = PC;\nmemory mem(3) = 7;\n0 PC\n';
    expect(renameSignals(source, renames)).toBe(
      'Clk R0\n\ninit PC_2=20;\n  init  PC_2 = PC;\nmemory RAM1(3) = 7;\n0 PC\n',
    );
  });
});

describe('joinRenames', () => {
  it('keeps a name renamed in one subcircuit, and drops one renamed in two (it names no single part)', () => {
    const a = new Map([
      ['PC', 'PC_2'],
      ['~Q', 'nQ'],
    ]);
    const b = new Map([['~Q', 'nQ']]);
    expect([...joinRenames([a, b, b])]).toEqual([['PC', 'PC_2']]);
    expect([...joinRenames([a])]).toEqual([...a]);
  });
});
