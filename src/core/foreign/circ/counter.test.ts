import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Simulation } from '../../simulation';
import { simulate } from '../../simulation/test-support/simulate';
import { circFile, comp, pinIn, pinOut, readCirc, valid, wire } from './test-support/circ-xml';

type Control = 'CLR' | 'LD' | 'UD' | 'EN' | 'CT' | 'D';

/**
 * A Logisim-evolution counter (new appearance, anchor (200,100), 4 bits): CLR (200,120), LD
 * (200,130), UD (200,150), EN (200,170), CK (200,180), D (200,210) on its left; Q (390,210) and the
 * carry (390,150) on its right (Counter.configurePorts: the symbol is 150 wide at 4 bits).
 */
const EVOLUTION_4: Record<Control | 'CK' | 'Q' | 'C', readonly [number, number]> = {
  CLR: [200, 120],
  LD: [200, 130],
  UD: [200, 150],
  EN: [200, 170],
  CT: [200, 170],
  CK: [200, 180],
  D: [200, 210],
  Q: [390, 210],
  C: [390, 150],
};

/** The file: the counter with `attrs`, an input pin wired to each of `inputs`, Q and C out. */
function evolutionCounter(attrs: Record<string, string | number>, inputs: readonly Control[]): string {
  const p = EVOLUTION_4;
  return circFile(
    '3.8.0',
    [
      comp(4, 'Counter', 200, 100, { width: 4, ...attrs }),
      ...(['CK', ...inputs] as const).flatMap((name) => {
        const [x, y] = p[name];
        return [pinIn(name, x - 100, y, name === 'D' ? 4 : 1), wire(x - 100, y, x, y)];
      }),
      pinOut('Q', 500, p.Q[1], 4),
      wire(p.Q[0], p.Q[1], 500, p.Q[1]),
      pinOut('C', 500, p.C[1]),
      wire(p.C[0], p.C[1], 500, p.C[1]),
    ].join('\n'),
  );
}

/** The imported circuit, simulated: set inputs, tick the clock, read Q (a number) and the carry. */
function run(text: string) {
  const { circuit, report } = readCirc(text);
  const sim: Simulation = simulate(valid(circuit), 'event');
  const set = (name: string, value: number) => {
    const r = sim.setValue(name, value);
    if (!r.success) throw new Error(r.error);
    sim.settle();
  };
  const read = (label: string) => {
    const r = sim.pinValue(label, 'in');
    if (!r.success) throw new Error(r.error);
    return r.data;
  };
  // A bus's value as a number; a 1-bit Q as its pin reads.
  const q = () => parseInt(sim.componentState('Q')?.bus ?? read('Q'), 2);
  const carry = () => read('C');
  const tick = () => {
    set('CK', 1);
    set('CK', 0);
    return q();
  };
  const ticks = (n: number) => Array.from({ length: n }, tick);
  return { circuit, report, set, q, carry, tick, ticks };
}

describe('readLogisim: Counter (Logisim-evolution)', () => {
  it('is our parts, not a placeholder: a REGISTER counting on the rising edge, wrapping to 0 after max', () => {
    const c = run(evolutionCounter({ max: '0x5' }, []));
    expect(c.report.unsupported).toEqual([]);
    expect(c.circuit.components.some((p) => p.type === 'REGISTER')).toBe(true);
    expect(c.q()).toBe(0);
    expect(c.ticks(8)).toEqual([1, 2, 3, 4, 5, 0, 1, 2]);
  });

  it('the carry is 1 while the count is at max (counting up)', () => {
    const c = run(evolutionCounter({ max: '0x3' }, []));
    const seen = Array.from({ length: 5 }, () => [c.tick(), c.carry()]);
    expect(seen).toEqual([
      [1, '0'],
      [2, '0'],
      [3, '1'],
      [0, '0'],
      [1, '0'],
    ]);
  });

  it('ongoal "stay" holds at max; "continue" counts on past it to the top of its bits; "load" loads D at max', () => {
    expect(run(evolutionCounter({ max: '0x3', ongoal: 'stay' }, [])).ticks(6)).toEqual([1, 2, 3, 3, 3, 3]);
    const cont = run(evolutionCounter({ max: '0xd', ongoal: 'continue' }, []));
    expect(cont.ticks(17)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1]);
    const load = run(evolutionCounter({ max: '0x5', ongoal: 'load' }, ['D']));
    load.set('D', 2);
    expect(load.ticks(9)).toEqual([1, 2, 3, 4, 5, 2, 3, 4, 5]);
    // A D over max is loaded as D AND max (Logisim's `newVal.and(max)`): 14 & 5 = 4.
    load.set('D', 14);
    expect(load.ticks(2)).toEqual([4, 5]);
  });

  it('LD loads D on the edge (before counting), D over max as D AND max', () => {
    const c = run(evolutionCounter({ max: '0x9' }, ['LD', 'D']));
    c.set('D', 7);
    c.set('LD', 1);
    expect(c.q()).toBe(0);
    expect(c.tick()).toBe(7);
    expect(c.tick()).toBe(7);
    c.set('LD', 0);
    expect(c.ticks(3)).toEqual([8, 9, 0]);
    c.set('D', 12);
    c.set('LD', 1);
    expect(c.tick()).toBe(8); // 12 & 9
  });

  it('EN at 0 holds the count; CLR clears at once, without a clock, and holds the carry at 0', () => {
    const c = run(evolutionCounter({ max: '0xf' }, ['EN', 'CLR', 'UD']));
    c.set('EN', 1);
    c.set('UD', 1);
    expect(c.ticks(3)).toEqual([1, 2, 3]);
    c.set('EN', 0);
    expect(c.ticks(2)).toEqual([3, 3]);
    c.set('CLR', 1);
    expect(c.q()).toBe(0);
    c.set('UD', 0);
    // At 0 counting down is the goal, but a clear holds the carry at 0.
    expect(c.carry()).toBe('0');
    c.set('EN', 1);
    expect(c.tick()).toBe(0);
    c.set('CLR', 0);
    expect(c.carry()).toBe('1');
  });

  it('UD at 0 counts down: from 0 to max (wrap), the carry 1 at 0', () => {
    const c = run(evolutionCounter({ max: '0xa' }, ['UD']));
    c.set('UD', 0);
    expect(c.carry()).toBe('1');
    expect(c.ticks(4)).toEqual([10, 9, 8, 7]);
    expect(c.carry()).toBe('0');
    c.set('UD', 1);
    expect(c.ticks(4)).toEqual([8, 9, 10, 0]);
    c.set('UD', 0);
    expect(c.ticks(1)).toEqual([10]);
  });

  it('ongoal "stay" counting down stops at 0; "continue" goes on to all ones', () => {
    const stay = run(evolutionCounter({ max: '0x6', ongoal: 'stay' }, ['UD']));
    stay.set('UD', 0);
    expect(stay.ticks(2)).toEqual([0, 0]);
    const cont = run(evolutionCounter({ max: '0x6', ongoal: 'continue' }, ['UD']));
    cont.set('UD', 0);
    expect(cont.ticks(2)).toEqual([15, 14]);
  });

  it('a falling-edge counter counts when the clock falls', () => {
    const c = run(evolutionCounter({ trigger: 'falling' }, []));
    c.set('CK', 1);
    expect(c.q()).toBe(0);
    c.set('CK', 0);
    expect(c.q()).toBe(1);
  });

  it('a counter triggered by a level, or wider than 32 bits, is a placeholder with its pins and the reason', () => {
    const level = readCirc(evolutionCounter({ trigger: 'high' }, [])).report;
    expect(level.unsupported).toEqual([{ name: 'Counter', count: 1, where: ['main at (200,100)'] }]);
    expect(level.warnings.join(' ')).toMatch(/counts while its clock is high/);
    const wide = readCirc(
      circFile('3.8.0', [comp(4, 'Counter', 200, 100, { width: 40, max: '0xffffffffff' })].join('\n')),
    );
    const part = wide.circuit.components.find((p) => p.type === 'PLACEHOLDER')!;
    expect(part.properties.ports).toBe('D:32,D_39_32:8,CLK,CLR,LD,UD,EN>Q:32,Q_39_32:8,C');
    expect(wide.report.warnings.join(' ')).toMatch(/counts 40 bits, more than our 32/);
  });

  it('its pins where Logisim-evolution draws them at 1 and 13 bits, and in the classic appearance (UD above)', () => {
    // 1 bit: the symbol 140 wide, D and Q at y + 120; 13 bits: 160 wide, D and Q at y + 110.
    for (const [width, right, data] of [
      [1, 180, 120],
      [13, 200, 110],
    ] as const) {
      const c = run(
        circFile(
          '3.8.0',
          [
            comp(4, 'Counter', 200, 100, { width }),
            pinIn('CK', 100, 180),
            wire(100, 180, 200, 180),
            pinIn('D', 100, 100 + data, width),
            wire(100, 100 + data, 200, 100 + data),
            pinIn('LD', 100, 130),
            wire(100, 130, 200, 130),
            pinOut('Q', 500, 100 + data, width),
            wire(200 + right, 100 + data, 500, 100 + data),
            pinOut('C', 500, 150),
            wire(200 + right, 150, 500, 150),
          ].join('\n'),
        ),
      );
      c.set('D', width === 1 ? 1 : 4000);
      c.set('LD', 1);
      expect(c.tick()).toBe(width === 1 ? 1 : 4000);
      c.set('LD', 0);
      expect(c.tick()).toBe(width === 1 ? 0 : 4001);
    }
    // Classic: Q at the anchor, D 30 left, LD 30 left 10 up, EN 30 left 10 down, CK 20 left 20
    // down, CLR 10 left 20 down, UD 20 left 20 up, the carry 10 below Q.
    const classic = run(
      circFile(
        '3.8.0',
        [
          comp(4, 'Counter', 300, 200, { width: 4, appearance: 'classic', max: '0x9' }),
          pinIn('CK', 100, 300),
          wire(100, 300, 280, 300),
          wire(280, 220, 280, 300),
          pinIn('UD', 100, 100),
          wire(100, 100, 280, 100),
          wire(280, 100, 280, 180),
          ...classicOutputs(),
        ].join('\n'),
      ),
    );
    classic.set('UD', 0);
    expect(classic.ticks(3)).toEqual([9, 8, 7]);
    classic.set('UD', 1);
    expect(classic.ticks(3)).toEqual([8, 9, 0]);
  });
});

/** Output pins Q (4 bits) and C wired to a classic-appearance counter at (300,200): Q at the anchor, the carry 10 below. */
function classicOutputs(): string[] {
  return [
    pinOut('Q', 400, 200, 4),
    wire(300, 200, 400, 200),
    pinOut('C', 400, 260),
    wire(300, 210, 350, 210),
    wire(350, 210, 350, 260),
    wire(350, 260, 400, 260),
  ];
}

/**
 * Logisim 2.7.1's counter (classic, no UD, its count enable "ct" where evolution's EN is): at (300,200)
 * Q (300,200), D (270,200), LD (270,190), CT (270,210), CK (280,220), CLR (290,220), carry (300,210).
 */
function legacyCounter(attrs: Record<string, string | number>): string {
  return circFile(
    '2.7.1',
    [
      comp(4, 'Counter', 300, 200, { width: 4, ...attrs }),
      pinIn('LD', 100, 190),
      wire(100, 190, 270, 190),
      pinIn('D', 100, 200, 4),
      wire(100, 200, 270, 200),
      pinIn('CT', 100, 210),
      wire(100, 210, 270, 210),
      pinIn('CK', 100, 300),
      wire(100, 300, 280, 300),
      wire(280, 220, 280, 300),
      pinIn('CLR', 100, 320),
      wire(100, 320, 290, 320),
      wire(290, 220, 290, 320),
      ...classicOutputs(),
    ].join('\n'),
  );
}

describe('readLogisim: Counter (Logisim 2.7)', () => {
  it('CT counts up; LD with CT counts down (carry at 0); LD without CT loads D', () => {
    const c = run(legacyCounter({ max: '0x9' }));
    c.set('CT', 1);
    expect(c.ticks(2)).toEqual([1, 2]);
    c.set('LD', 1);
    expect(c.ticks(3)).toEqual([1, 0, 9]);
    c.set('LD', 1);
    expect(c.tick()).toBe(8);
    c.set('CT', 0);
    c.set('D', 5);
    expect(c.ticks(2)).toEqual([5, 5]);
    c.set('LD', 0);
    expect(c.ticks(2)).toEqual([5, 5]);
    c.set('CT', 1);
    c.set('LD', 1);
    c.ticks(5);
    expect(c.q()).toBe(0);
    expect(c.carry()).toBe('1');
    c.set('LD', 0);
    expect(c.carry()).toBe('0');
    c.set('CLR', 1);
    expect([c.q(), c.carry()]).toEqual([0, '0']);
  });
});

/** Logisim's Counter.propagate, step by step (the oracle for the random sequences below). */
function logisimStep(
  state: number,
  inputs: { clr: number; ld: number; en: number; ud: number; d: number },
  width: number,
  max: number,
  onGoal: string,
  legacy: boolean,
): number {
  const mask = 2 ** width - 1;
  if (inputs.clr) return 0;
  const masked = (v: number) => (v > max ? v & max : v);
  // 2.7: the port named EN here is "ct"; LD with ct counts down.
  const load = legacy ? inputs.ld && !inputs.en : inputs.ld;
  const up = legacy ? !(inputs.ld && inputs.en) : inputs.ud;
  if (load) return masked(inputs.d);
  if (!inputs.en) return state;
  const step = (up ? state + 1 : state - 1 + mask + 1) & mask;
  if (state !== (up ? max : 0)) return step;
  if (onGoal === 'wrap') return up ? 0 : max;
  if (onGoal === 'stay') return state;
  if (onGoal === 'load') return masked(inputs.d);
  return step;
}

describe('readLogisim: Counter, random sequences against Logisim’s propagate', () => {
  it('every on-goal mode, both versions, clear/load/enable/up-down at random', () => {
    const step = fc.record({
      clr: fc.integer({ min: 0, max: 7 }).map((n) => (n === 0 ? 1 : 0)),
      ld: fc.integer({ min: 0, max: 1 }),
      en: fc.integer({ min: 0, max: 1 }),
      ud: fc.integer({ min: 0, max: 1 }),
      d: fc.integer({ min: 0, max: 15 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('wrap', 'stay', 'continue', 'load'),
        fc.integer({ min: 0, max: 15 }),
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 25 }),
        (onGoal, max, legacy, steps) => {
          const c = run(
            legacy
              ? legacyCounter({ max: `0x${max.toString(16)}`, ongoal: onGoal })
              : evolutionCounter({ max: `0x${max.toString(16)}`, ongoal: onGoal }, ['CLR', 'LD', 'UD', 'EN', 'D']),
          );
          let expected = 0;
          for (const s of steps) {
            c.set('CLR', s.clr);
            c.set('LD', s.ld);
            c.set(legacy ? 'CT' : 'EN', s.en);
            if (!legacy) c.set('UD', s.ud);
            c.set('D', s.d);
            const got = c.tick();
            expected = logisimStep(expected, s, 4, max, onGoal, legacy);
            expect(got).toBe(expected);
            const up = legacy ? !(s.ld && s.en) : s.ud;
            expect(c.carry()).toBe(!s.clr && expected === (up ? max : 0) ? '1' : '0');
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
