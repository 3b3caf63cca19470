import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDigital, type DigitalFile } from './read-digital';
import { importChecked, testFailures } from './test-support/run-imported';
import { dig, input, output, testcase } from './test-support/dig-fixture';

/** The failing rows of the main file's own tests; every circuit checked by our rules first. */
const failures = (main: DigitalFile, others: readonly DigitalFile[] = []): string[] =>
  testFailures(importChecked(main, others, { noWarnings: true }));

const floating = (label: string, x: number, y: number) => ({
  ...input(label, x, y),
  attrs: { Label: label, isHighZ: true },
});

describe('drivers Digital puts on one net', () => {
  it('two inputs that may float on one net share it as bidirectional ports: one drives, or neither', () => {
    const text = dig(
      [
        floating('A', 20, 0),
        floating('B', 20, 40),
        output('Y', 120, 0),
        testcase('Net', 'A B Y\n0 Z 0\n1 Z 1\nZ 1 1\nZ 0 0\nZ Z Z\n'),
      ],
      [
        [20, 0, 80, 0],
        [80, 0, 120, 0],
        [20, 40, 80, 40],
        [80, 40, 80, 0],
      ],
    );
    expect(failures({ name: 'top.dig', text })).toEqual([]);
    const read = readDigital({ main: { name: 'top.dig', text }, others: [] });
    expect(read.success && read.data.circuit.components.map((c) => [c.type, c.properties]).sort()).toEqual([
      ['PORT_IN', { width: 1, bidirectional: true }],
      ['PORT_IN', { width: 1, bidirectional: true }],
      ['PORT_OUT', { width: 1 }],
    ]);
  });

  it('two gate outputs on one net are still left apart, with the warning', () => {
    const text = dig(
      [input('A', 20, 0), { name: 'Not', x: 60, y: 0 }, { name: 'Not', x: 60, y: 40 }, output('Y', 160, 0)],
      [
        [20, 0, 60, 0],
        [20, 0, 20, 40],
        [20, 40, 60, 40],
        [100, 0, 130, 0],
        [130, 0, 160, 0],
        [100, 40, 130, 40],
        [130, 40, 130, 0],
      ],
    );
    const read = readDigital({ main: { name: 'top.dig', text }, others: [] });
    expect(read.success && read.data.report.warnings.join(' ')).toContain('two outputs drive one net');
  });

  it('refuses a subcircuit two of whose pins have one label, as Digital does', () => {
    const sub = dig([input('A', 0, 0), input('A', 0, 40), output('Y', 100, 0)], [[0, 0, 100, 0]]);
    const top = dig([{ name: 'sub.dig', x: 100, y: 100 }], []);
    const result = readDigital({ main: { name: 'top.dig', text: top }, others: [{ name: 'sub.dig', text: sub }] });
    expect(result).toMatchObject({ success: false, code: 'INVALID_FILE' });
    expect(!result.success && result.error).toContain("Pin 'A' of the subcircuit sub.dig exists twice");
    // Opened on its own it is not a subcircuit: read as usual.
    expect(readDigital({ main: { name: 'sub.dig', text: sub }, others: [] }).success).toBe(true);
  });
});

/** Digital's own tests of nets through subcircuits, when a copy of its repository is on this machine (CI has none). */
const TESTS = join(process.env.DIGITAL_SRC ?? '/work/scratch/digital-src', 'src/test/resources/dig/test');
const CORPUS = ['transp/crossTest', 'transp/pulltest2', 'weak/weak'];

describe.skipIf(!existsSync(TESTS))("Digital's tests of nets through subcircuits", () => {
  it.each(CORPUS)('%s.dig imports without a placeholder and passes its own tests', (name) => {
    const folder = join(TESTS, name.split('/')[0]!);
    const read = (file: string): DigitalFile => ({ name: file, text: readFileSync(join(folder, file), 'utf8') });
    const others = name.startsWith('weak') ? ['w1.dig'] : ['cross.dig', 'pull.dig'];
    expect(failures(read(`${name.split('/')[1]}.dig`), others.map(read))).toEqual([]);
  });

  it("refuses crossTestError.dig, whose subcircuit has pin 'A' twice, as Digital does", () => {
    const folder = join(TESTS, 'transp');
    const read = (file: string): DigitalFile => ({ name: file, text: readFileSync(join(folder, file), 'utf8') });
    expect(readDigital({ main: read('crossTestError.dig'), others: [read('crossE.dig')] })).toMatchObject({
      success: false,
    });
  });
});
