import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DigitalFile } from './read-digital';
import { importChecked, testFailures } from './test-support/run-imported';
import { dig, input, output, testcase, type Element, type WireLine } from './test-support/dig-fixture';

function imported(text: string, others: readonly DigitalFile[] = []) {
  return importChecked({ name: 'top.dig', text }, others, { placeholders: true });
}

/** The failing rows of the file's own tests, imported with no placeholder. */
const failures = (text: string, others: readonly DigitalFile[] = []): string[] =>
  testFailures(importChecked({ name: 'top.dig', text }, others));

/** An input a test may leave floating (Digital's "high Z" input). */
const floating = (label: string, x: number, y: number): Element => ({
  ...input(label, x, y),
  attrs: { Label: label, isHighZ: true },
});

/**
 * A relay (coil in1 at (100, 0), in2 at (140, 0); contacts A1 (100, 40), B1 (140, 40)) whose coil
 * ends are the inputs C1 and C2, A1 driven by X, B1 pulled down and shown as Y.
 */
function relay(attrs: Record<string, boolean>, test: string): string {
  return dig(
    [
      floating('C1', 20, 0),
      floating('C2', 20, 80),
      input('X', 20, 160),
      { name: 'Relay', x: 100, y: 40, attrs },
      { name: 'PullDown', x: 180, y: 40 },
      output('Y', 240, 40),
      testcase('Relay', test),
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
}

describe("Digital's relays, switches and light bulbs", () => {
  it('a relay whose coil has a floating end rests, as in Digital (open, or closed when normally closed)', () => {
    expect(failures(relay({}, 'C1 C2 X Y\n1 0 1 1\nZ 0 1 0\n0 Z 1 0\nZ Z 1 0\n1 Z 1 0\n0 1 1 1\n'))).toEqual([]);
    expect(
      failures(relay({ relayNormallyClosed: true }, 'C1 C2 X Y\n1 0 1 0\nZ 0 1 1\n1 Z 1 1\nZ Z 1 1\n0 0 1 1\n')),
    ).toEqual([]);
  });

  it("the coil's ends stay as they are driven: the relay never drives or pulls them", () => {
    // C2 floats while C1 is 1: a pull inside the relay would show on C2 (Y), it stays Z.
    const text = dig(
      [
        input('C1', 20, 0),
        floating('C2', 20, 80),
        { name: 'Relay', x: 100, y: 40 },
        output('Y', 240, 80),
        testcase('Coil', 'C1 C2 Y\n1 Z Z\n0 Z Z\n1 1 1\n'),
      ],
      [
        [20, 0, 100, 0],
        [20, 80, 160, 80],
        [160, 80, 160, 0],
        [160, 0, 140, 0],
        [160, 80, 240, 80],
      ],
    );
    expect(failures(text)).toEqual([]);
  });

  /** A Switch (A1 at (100, 40), B1 at (140, 40)) between the input X and the output Y (pulled down). */
  const switched = (name: string, attrs: Record<string, string | boolean | number>, test: string, c = false) =>
    dig(
      [
        input('X', 20, 40),
        { name, x: 100, y: 40, attrs },
        { name: 'PullDown', x: 180, y: 40 },
        output('Y', 240, 40),
        ...(c ? [{ name: 'PullDown', x: 180, y: 60 }, output('C', 240, 60)] : []),
        testcase('Switch', test),
      ],
      [
        [20, 40, 100, 40],
        [140, 40, 180, 40],
        [180, 40, 240, 40],
        ...(c
          ? ([
              [140, 60, 180, 60],
              [180, 60, 240, 60],
            ] as WireLine[])
          : []),
      ],
    );

  it('a Switch is a toggle switch of ours, labelled as in Digital, joining its contacts while it is closed', () => {
    const text = switched('Switch', { Label: 'S', switchActsAsInput: true }, 'S X Y\n0 1 0\n1 1 1\n1 0 0\n0 0 0\n');
    expect(failures(text)).toEqual([]);
    const toggle = imported(text).circuit.components.find((c) => c.type === 'SWITCH_TOGGLE');
    expect(toggle).toMatchObject({ label: 'S', properties: { initial: false } });
  });

  it("a Switch starts as its 'Closed' says, and a user's click opens it", () => {
    const text = switched('Switch', { Label: 'S', Closed: true }, 'X Y\n1 1\n0 0\n');
    expect(failures(text)).toEqual([]);
    const toggle = imported(text).circuit.components.find((c) => c.type === 'SWITCH_TOGGLE');
    expect(toggle?.properties).toEqual({ initial: true });
    expect(failures(switched('Switch', { Label: 'S', Closed: true }, 'S X Y\n0 1 0\n1 1 1\n'))).toEqual([]);
  });

  it('a SwitchDT joins A to C until it is switched, then A to B', () => {
    const text = switched('SwitchDT', { Label: 'S' }, 'S X Y C\n0 1 0 1\n1 1 1 0\n1 0 0 0\n0 0 0 0\n', true);
    expect(failures(text)).toEqual([]);
  });

  it('a Switch of two poles switches both; a Switch of 2 bits stays a placeholder with the reason', () => {
    const text = dig(
      [
        input('X', 20, 40),
        input('W', 20, 80),
        { name: 'Switch', x: 100, y: 40, attrs: { Label: 'S', poles: 2 } },
        { name: 'PullDown', x: 180, y: 40 },
        { name: 'PullDown', x: 180, y: 80 },
        output('Y', 240, 40),
        output('V', 240, 80),
        testcase('Poles', 'S X W Y V\n0 1 1 0 0\n1 1 0 1 0\n1 0 1 0 1\n'),
      ],
      [
        [20, 40, 100, 40],
        [20, 80, 100, 80],
        [140, 40, 180, 40],
        [180, 40, 240, 40],
        [140, 80, 180, 80],
        [180, 80, 240, 80],
      ],
    );
    expect(failures(text)).toEqual([]);
    const wide = imported(dig([{ name: 'Switch', x: 0, y: 0, attrs: { Bits: 2 } }], []));
    expect(wide.report.unsupported).toMatchObject([{ name: 'Switch', count: 1 }]);
    expect(JSON.stringify(wide.report.unsupported)).toContain('2-bit switch');
  });

  it('a LightBulb is an LED lit while its ends are both driven and differ (a floating end: dark)', () => {
    const text = dig(
      [
        floating('A', 20, 0),
        floating('B', 20, 40),
        { name: 'LightBulb', x: 100, y: 0, attrs: { Label: 'L', Color: 'rgb(0,255,0)' } },
        testcase('Bulb', 'A B L\n0 0 0\n0 1 1\n1 0 1\n1 1 0\nZ 1 0\n1 Z 0\nZ Z 0\n'),
      ],
      [
        [20, 0, 100, 0],
        [20, 40, 100, 40],
      ],
    );
    expect(failures(text)).toEqual([]);
    const led = imported(text).circuit.components.find((c) => c.label === 'L');
    expect(led?.type).toBe('LED_GREEN');
  });
});

/** Digital's own relay and switch files, when a copy of its repository is on this machine (CI has none). */
const ROOT = process.env.DIGITAL_SRC ?? '/work/scratch/digital-src';
const SWITCH = 'src/test/resources/dig/test/switch';
const CORPUS = [
  ...['highZ', 'highZ-DT', 'inverter', 'relayFullAdder', 'selbsthaltung', 'switch_highZ', 'switchAsInput'].map(
    (name) => `${SWITCH}/${name}.dig`,
  ),
  // Four switches (two closed) choose the function of a multiplexer.
  'src/main/dig/combinatorial/LUT.dig',
];

describe.skipIf(!existsSync(join(ROOT, SWITCH)))("Digital's relay and switch files", () => {
  it.each(CORPUS)('%s imports without a placeholder and passes its own tests', (path) => {
    const folder = dirname(join(ROOT, path));
    const others = readdirSync(folder)
      .filter((n) => n.endsWith('.dig') && n !== basename(path))
      .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));
    expect(failures(readFileSync(join(ROOT, path), 'utf8'), others)).toEqual([]);
  });
});
