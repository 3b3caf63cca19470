import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../circuit/circuit-state';
import type { ComponentInstance } from '../circuit/types';
import { bodyGeometry } from '../layout/geometry';
import { definitionFor, shapeKey } from './registry';
import { formatInterface, interfaceOf, parseInterface, type SubcircuitInterface } from './subcircuit-interface';
import { GRID } from './builders';

const part = (
  id: string,
  type: string,
  label: string,
  properties: ComponentInstance['properties'] = {},
  x = 0,
  y = 0,
) => ({ id, type, label, x, y, rotation: 0, properties }) satisfies ComponentInstance;

describe('the interface of a subcircuit', () => {
  it('reads and writes the text an instance carries', () => {
    expect(parseInterface('A,B:4>S,C')).toEqual({
      success: true,
      data: {
        inputs: [
          { name: 'A', width: 1 },
          { name: 'B', width: 4 },
        ],
        outputs: [
          { name: 'S', width: 1 },
          { name: 'C', width: 1 },
        ],
      },
    });
    expect(parseInterface('')).toEqual({ success: true, data: { inputs: [], outputs: [] } });
    expect(parseInterface('>Y')).toMatchObject({ success: true, data: { inputs: [], outputs: [{ name: 'Y' }] } });
  });

  it.each([
    ['A,B', 'not an interface'],
    ['A>B>C', 'not an interface'],
    ['1A>B', 'is not a port'],
    ['A:0>B', 'width "0"'],
    ['A:33>B', 'width "33"'],
    ['A:2.5>B', 'width "2.5"'],
    ['A>a', 'named twice'],
  ])('refuses %s, saying what is wrong', (text, words) => {
    const parsed = parseInterface(text);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error).toContain(words);
  });

  it('round-trips any interface (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
    const port = fc.record({ name, width: fc.integer({ min: 1, max: 32 }) });
    fc.assert(
      fc.property(fc.array(port, { maxLength: 6 }), fc.array(port, { maxLength: 6 }), (inputs, outputs) => {
        const seen = new Set<string>();
        const unique = (ports: typeof inputs) =>
          ports.filter((p) => !seen.has(p.name.toLowerCase()) && seen.add(p.name.toLowerCase()));
        const iface: SubcircuitInterface = { inputs: unique(inputs), outputs: unique(outputs) };
        expect(parseInterface(formatInterface(iface))).toEqual({ success: true, data: iface });
      }),
    );
  });

  it("orders a circuit's ports as on its canvas: top to bottom, then left to right", () => {
    const iface = interfaceOf([
      part('1', 'PORT_IN', 'B', {}, 0, 100),
      part('2', 'PORT_IN', 'A', { width: 4 }, 0, 20),
      part('3', 'PORT_OUT', 'S', {}, 300, 60),
      part('4', 'AND_2', 'G1', {}, 100, 0),
      part('5', 'PORT_OUT', 'C', {}, 200, 60),
    ]);
    expect(formatInterface(iface)).toBe('A:4,B>C,S');
  });
});

describe('parts whose pins follow their properties', () => {
  it("gives an instance its interface's pins: inputs left, outputs right, 20 apart, on the grid", () => {
    const u = definitionFor({ type: 'SUBCIRCUIT', properties: { ports: 'A,B,CIN>S,COUT' } })!;
    expect(u.pins.map((p) => [p.name, p.direction, p.side, p.y])).toEqual([
      ['A', 'input', 'left', 20],
      ['B', 'input', 'left', 40],
      ['CIN', 'input', 'left', 60],
      ['S', 'output', 'right', 20],
      ['COUT', 'output', 'right', 40],
    ]);
    expect(u.height).toBe(80);
    for (const p of u.pins) {
      expect(p.x % GRID).toBe(0);
      expect(p.x === 0 || p.x === u.width).toBe(true);
    }
    // Parts that agree on their interface share one definition and one geometry.
    expect(definitionFor({ type: 'SUBCIRCUIT', properties: { ports: 'A,B,CIN>S,COUT', title: 'x' } })).toBe(u);
    expect(shapeKey({ type: 'SUBCIRCUIT', properties: { ports: 'A>B' } })).not.toBe(
      shapeKey({ type: 'SUBCIRCUIT', properties: { ports: 'A>C' } }),
    );
    expect(bodyGeometry({ type: 'SUBCIRCUIT', properties: { ports: 'A>B' } }, 90)?.width).toBe(40);
  });

  it('gives a port the width of its property', () => {
    expect(definitionFor({ type: 'PORT_IN', properties: { width: 8 } })!.pins[0]!.width).toBe(8);
    expect(definitionFor({ type: 'PORT_OUT', properties: {} })!.pins[0]!.width).toBe(1);
  });
});

describe('a circuit with ports and subcircuits', () => {
  const build = () => {
    const state = CircuitState.fromCircuit({
      components: [
        part('a', 'PORT_IN', 'A', { width: 4 }),
        part('u', 'SUBCIRCUIT', 'U1', { circuit: 'half', ports: 'A,B>S,C' }),
        part('v', 'SUBCIRCUIT', 'U2', { circuit: 'half', ports: 'A,B>S,C' }),
        part('sw', 'SWITCH_TOGGLE', 'SW1'),
        part('y', 'PORT_OUT', 'Y'),
      ],
      wires: [
        { id: 'w1', from: { component: 'sw', pin: 'out' }, to: { component: 'u', pin: 'A' } },
        { id: 'w2', from: { component: 'u', pin: 'S' }, to: { component: 'y', pin: 'in' } },
      ],
    });
    if (!state.success) throw new Error(state.error);
    return state.data;
  };

  it('knows its interface and the circuits it uses, and keeps them in step with edits', () => {
    const state = build();
    expect(formatInterface(state.interface())).toBe('A:4>Y');
    expect([...state.uses()]).toEqual([['half', 2]]);
    const removed = state.apply([{ op: 'removeComponent', id: 'v' }]);
    expect([...state.uses()]).toEqual([['half', 1]]);
    state.apply([{ op: 'updateComponent', id: 'a', set: { label: 'DATA' } }]);
    expect(formatInterface(state.interface())).toBe('DATA:4>Y');
    if (removed.success) state.apply(removed.data.inverse);
    expect([...state.uses()]).toEqual([['half', 2]]);
  });

  it('refuses a wire between pins of different widths, naming both', () => {
    const state = build();
    const refused = state.checkWire({ component: 'a', pin: 'out' }, { component: 'u', pin: 'B' });
    expect(refused).toMatchObject({ success: false, code: 'CONNECTION_REFUSED' });
    if (!refused.success)
      expect(refused.error).toBe('Cannot connect A.out to U1.B: A.out carries 4 bits and U1.B 1 bit.');
  });

  it('refuses a new interface or width that would strand wires, and takes one that keeps them', () => {
    const state = build();
    const lost = state.apply([{ op: 'updateComponent', id: 'u', set: { properties: { ports: 'B>C' } } }]);
    expect(lost.success).toBe(false);
    if (!lost.success) expect(lost.error).toContain('U1.A, U1.S');
    const wider = state.apply([{ op: 'updateComponent', id: 'y', set: { properties: { width: 2 } } }]);
    expect(wider.success).toBe(false);
    if (!wider.success) expect(wider.error).toContain('Y.in (2 bits) to U1.S (1 bit)');
    const kept = state.apply([{ op: 'updateComponent', id: 'u', set: { properties: { ports: 'A,B,CIN>S,COUT' } } }]);
    expect(kept.success).toBe(true);
    expect(
      state
        .wiresOf('u')
        .map((w) => w.id)
        .sort(),
    ).toEqual(['w1', 'w2']);
  });
});
