import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulation/test-support/simulate';
import { circFile, comp, pinOut, readCirc, valid, wire } from './test-support/circ-xml';

/**
 * Our imported counters clocked side by side with Logisim 2.7.1's own. With a Clock in the circuit,
 * Logisim's `-tty table` ticks it and prints the output pins (by place: y, then x) each time they
 * change, until a pin labelled "halt" is 1. Our copy of the same file has an input pin where the
 * Clock was, ticked by the test. Runs only where Logisim is installed (`apt-get install logisim`).
 */
const JAR = '/usr/share/logisim/logisim.jar';
const HAVE_LOGISIM = existsSync(JAR) && spawnSync('java', ['-version']).status === 0;

const CLOCK_AT = [40, 600] as const;

/**
 * The counter under test (4 bits, max 11, `ongoal`) at (700,300), its controls from other counters
 * so that every mix of them comes up: LD the carry of a counter to 2 (1 every third tick), D a 4-bit
 * counter counting down (its LD tied to 1), CT the carry of a counter to 4 through a NOT (0 every
 * fifth tick), CLR the carry of a counter to 12. A 6-bit timer T is printed and halts Logisim at 63.
 * All share the clock; wires only cross, never touch, except where they end.
 */
function bench(ongoal: string, clock: 'Clock' | 'Pin'): string {
  const counter = (x: number, y: number, width: number, max: number, extra: Record<string, string> = {}) =>
    comp(4, 'Counter', x, y, { width, max: `0x${max.toString(16)}`, ...extra });
  const [cx, cy] = CLOCK_AT;
  const drivers: (readonly [number, number])[] = [
    [100, 60],
    [160, 150],
    [220, 200],
    [280, 240],
  ];
  const bus = [cx, ...drivers.map(([x]) => x - 20), 280, 680];
  return circFile(
    '2.7.1',
    [
      clock === 'Clock'
        ? `<comp lib="0" loc="(${cx},${cy})" name="Clock"/>`
        : `<comp lib="0" loc="(${cx},${cy})" name="Pin"><a name="label" val="CK"/></comp>`,
      counter(100, 60, 6, 63),
      pinOut('T', 900, 60, 6),
      wire(100, 60, 900, 60),
      pinOut('halt', 900, 70),
      wire(100, 70, 900, 70),
      counter(160, 150, 2, 2),
      counter(220, 200, 4, 15),
      `<comp lib="0" loc="(150,190)" name="Constant"/>`,
      wire(150, 190, 190, 190),
      counter(280, 240, 3, 4),
      `<comp lib="1" loc="(340,250)" name="NOT Gate"/>`,
      wire(280, 250, 310, 250),
      counter(300, 640, 4, 12),
      counter(700, 300, 4, 11, { ongoal }),
      // LD, D and CT: along to their own column, down, and in.
      ...[
        [160, 160, 560, 290],
        [220, 200, 540, 300],
        [340, 250, 520, 310],
      ].flatMap(([x, y, column, to]) => [
        wire(x!, y!, column!, y!),
        wire(column!, y!, column!, to!),
        wire(column!, to!, 670, to!),
      ]),
      // CLR from below; the clock: a bus at y 600 and a branch to each counter.
      wire(300, 650, 690, 650),
      wire(690, 320, 690, 650),
      wire(680, 320, 680, 600),
      ...bus.slice(1).map((x, i) => wire(bus[i]!, 600, x, 600)),
      ...drivers.map(([x, y]) => wire(x - 20, y + 20, x - 20, 600)),
      wire(280, 600, 280, 660),
      pinOut('Q', 900, 300, 4),
      wire(700, 300, 900, 300),
      pinOut('C', 900, 310),
      wire(700, 310, 900, 310),
    ].join('\n'),
  );
}

/** Logisim's rows (bits only) for the bench. */
function logisimRows(ongoal: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'circ-counter-'));
  try {
    const file = join(dir, 'bench.circ');
    writeFileSync(file, bench(ongoal, 'Clock'));
    const run = spawnSync('java', ['-Djava.awt.headless=true', '-jar', JAR, file, '-tty', 'table'], {
      timeout: 60_000,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`Logisim could not run the bench: ${run.stderr}`);
    return run.stdout
      .split('\n')
      .map((line) => line.replace(/\s/g, ''))
      .filter((line) => line.length > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Ours: T, Q and C after power-on and after each rising edge, until T is 63. */
function ourRows(ongoal: string): string[] {
  const { circuit, report } = readCirc(bench(ongoal, 'Pin'));
  expect(report.unsupported).toEqual([]);
  const sim = simulate(valid(circuit), 'event');
  const row = () => {
    const carry = sim.pinValue('C', 'in');
    if (!carry.success) throw new Error(carry.error);
    return `${sim.componentState('T')?.bus}${sim.componentState('Q')?.bus}${carry.data}`;
  };
  sim.settle();
  const rows = [row()];
  while (rows.length < 64) {
    sim.setValue('CK', 1);
    sim.settle();
    rows.push(row());
    sim.setValue('CK', 0);
    sim.settle();
  }
  return rows;
}

describe.skipIf(!HAVE_LOGISIM)('readLogisim: Counter against Logisim 2.7.1, clocked', () => {
  const printed = new Map<string, string>();
  it.each(['wrap', 'stay', 'load', 'continue'])(
    'ongoal %s: 64 ticks of load, count up and down, clear and carry as Logisim prints them',
    (ongoal) => {
      const theirs = logisimRows(ongoal);
      printed.set(ongoal, theirs.join('\n'));
      expect(theirs).toHaveLength(64);
      expect(ourRows(ongoal)).toEqual(theirs);
    },
    120_000,
  );

  it('the bench reaches the goal: the four on-goal modes print four different runs', () => {
    expect(new Set(printed.values()).size).toBe(4);
  });
});
