import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulation/test-support/simulate';
import { demultiplexerPoints } from './demux';
import type { Facing, Point } from './geometry';
import { circFile, comp, pinIn, pinOut, readCirc, valid } from './test-support/circ-xml';

interface Options {
  readonly select: number;
  readonly width: number;
  readonly facing: Facing;
  readonly selloc: 'bl' | 'tr';
  readonly tristate: boolean;
  /** The enable input wired to a pin EN. */
  readonly enable: boolean;
  readonly disabledZero: boolean;
}

const AT = { x: 400, y: 400 };

/** A Logisim-evolution Demultiplexer at (400,400) with a pin on each of its points (D, S, EN, Y0…). */
function file(o: Options): string {
  const p = demultiplexerPoints(o.facing, o.select, o.selloc === 'bl');
  const at = (q: Point) => ({ x: AT.x + q.x, y: AT.y + q.y });
  const s = at(p.select);
  const en = at(p.enable);
  return circFile(
    '3.8.0',
    [
      comp(2, 'Demultiplexer', AT.x, AT.y, {
        facing: o.facing,
        select: o.select,
        width: o.width,
        selloc: o.selloc,
        tristate: String(o.tristate),
        enable: String(o.enable),
        disabled: o.disabledZero ? '0' : 'Z',
      }),
      pinIn('D', AT.x, AT.y, o.width),
      pinIn('S', s.x, s.y, o.select),
      ...(o.enable ? [pinIn('EN', en.x, en.y)] : []),
      ...p.outputs.map((q, i) => pinOut(`Y${i}`, at(q).x, at(q).y, o.width)),
    ].join('\n'),
  );
}

/** Logisim's Demultiplexer (its `propagate`): the outputs for data d, select s and enable e. */
function expected(o: Options, d: number, s: number, e: number): string[] {
  const n = 1 << o.select;
  const bits = (v: number) => v.toString(2).padStart(o.width, '0');
  const z = 'Z'.repeat(o.width);
  if (o.enable && e === 0) return Array.from({ length: n }, () => (o.disabledZero ? bits(0) : z));
  return Array.from({ length: n }, (_, k) => (k === s ? bits(d) : o.tristate ? z : bits(0)));
}

const options = fc.record({
  select: fc.integer({ min: 1, max: 5 }),
  width: fc.integer({ min: 1, max: 8 }),
  facing: fc.constantFrom<Facing>('east', 'west', 'north', 'south'),
  selloc: fc.constantFrom<'bl' | 'tr'>('bl', 'tr'),
  tristate: fc.boolean(),
  enable: fc.boolean(),
  disabledZero: fc.boolean(),
});

describe('readLogisim: Demultiplexer', () => {
  it('the selected output carries the data, the others 0 or floating; a 0 enable sets them all (property)', () => {
    fc.assert(
      fc.property(
        options.filter((o) => !(o.tristate && o.disabledZero && o.enable)),
        fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
        (o, raw) => {
          const data = readCirc(file(o));
          expect(data.report.unsupported).toEqual([]);
          const sim = simulate(valid(data.circuit), 'event');
          const n = 1 << o.select;
          const read = () =>
            Array.from({ length: n }, (_, i) => {
              const state = sim.componentState(`Y${i}`);
              return state?.bus ?? state?.value;
            });
          for (const e of o.enable ? [1, 0] : [1]) {
            if (o.enable) sim.setValue('EN', e);
            for (const d of raw.map((r) => r % 2 ** o.width)) {
              sim.setValue('D', d);
              for (const s of new Set([0, n - 1, d % n, (d >> 1) % n])) {
                sim.setValue('S', s);
                sim.settle();
                expect(read()).toEqual(expected(o, d, s, e));
              }
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('three-state with disabled outputs 0 and the enable wired stays a placeholder, with the reason', () => {
    const o: Options = {
      select: 2,
      width: 1,
      facing: 'east',
      selloc: 'bl',
      tristate: true,
      enable: true,
      disabledZero: true,
    };
    const data = readCirc(file(o));
    expect(data.report.unsupported.map((u) => u.name)).toEqual(['Demultiplexer']);
    expect(data.report.warnings.join(' ')).toContain('three-state with its disabled outputs 0');
  });
});
