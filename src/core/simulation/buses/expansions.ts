import type { ComponentInstance } from '../../../shared/circuit/types';
import { parseRanges, rangePinName } from '../../../shared/components/bus-ranges';
import { BUS_CAPABLE_PINS, widthOf } from '../../../shared/components/buses';
import { portWidth } from '../../../shared/components/subcircuit-interface';
import { ARITHMETIC_TYPES, expandArithmetic } from './arithmetic';
import { expandDotMatrix } from './dot-matrix';
import type { BitPin, Expansion, PartView } from './expansion-types';

export type { BitPin, Expansion, PartView } from './expansion-types';

const bitKey = (pin: string, i: number) => `${pin}#${i}`;

/** Types that are only joins of nets: they vanish from the one-bit circuit. */
export const JOIN_TYPES: ReadonlySet<string> = new Set(['SPLITTER', 'MERGER', 'TUNNEL']);

/** True when a part must be expanded (its pins are wider than one bit, or it only joins nets). */
export function needsExpansion(c: ComponentInstance): boolean {
  if (JOIN_TYPES.has(c.type) || ARITHMETIC_TYPES.has(c.type)) return true;
  switch (c.type) {
    case 'CONST_VALUE':
    case 'REGISTER':
    case 'COUNTER':
    case 'DOT_MATRIX':
      return true;
    case 'PORT_IN':
    case 'PORT_OUT':
      return portWidth(c.properties) > 1;
    default:
      return BUS_CAPABLE_PINS[c.type] !== undefined && widthOf(c.properties) > 1;
  }
}

/** The expansion of one part (see {@link needsExpansion}). */
export function expand(c: ComponentInstance): Expansion {
  if (c.type === 'SPLITTER' || c.type === 'MERGER') return fan(c);
  if (c.type === 'TUNNEL') return { parts: [], wires: [], bits: new Map(), joins: [] };
  if (c.type === 'CONST_VALUE') return constant(c);
  if (c.type === 'REGISTER') return register(c);
  if (c.type === 'COUNTER') return counter(c);
  if (c.type === 'PORT_IN' || c.type === 'PORT_OUT') return port(c);
  if (ARITHMETIC_TYPES.has(c.type)) return expandArithmetic(c);
  if (c.type === 'DOT_MATRIX') return expandDotMatrix(c);
  return bitwise(c);
}

function oneBit(c: ComponentInstance, suffix: string, type: string, properties: ComponentInstance['properties']) {
  return {
    id: `${c.id}#${suffix}`,
    type,
    label: `${c.label}#${suffix}`,
    x: c.x,
    y: c.y,
    rotation: c.rotation,
    properties,
  };
}

function withoutWidth(properties: ComponentInstance['properties']): ComponentInstance['properties'] {
  const rest = { ...properties };
  delete rest.width;
  delete rest.format;
  return rest;
}

/** A bus-capable one-bit type at width W: W copies, data pins bit by bit, the other pins shared. */
function bitwise(c: ComponentInstance): Expansion {
  const width = widthOf(c.properties);
  const data = new Set(BUS_CAPABLE_PINS[c.type]);
  const parts: ComponentInstance[] = [];
  const bits = new Map<string, BitPin[]>();
  const add = (key: string, pin: BitPin) => {
    const list = bits.get(key);
    if (list) list.push(pin);
    else bits.set(key, [pin]);
  };
  const pins = sharedAndData(c.type);
  for (let i = 0; i < width; i++) {
    const part = oneBit(c, String(i), c.type, withoutWidth(c.properties));
    parts.push(part);
    for (const name of pins) add(data.has(name) ? bitKey(name, i) : bitKey(name, 0), { component: part.id, pin: name });
  }
  const view: PartView | undefined =
    c.type === 'PROBE' ? { kind: 'value', pin: 'in', width } : { kind: 'value', pin: outputOf(c.type), width };
  return { parts, wires: [], bits, joins: [], view };
}

const PIN_NAMES: Readonly<Record<string, readonly string[]>> = {
  TRISTATE_BUFFER: ['in', 'en', 'out'],
  MUX_2: ['I0', 'I1', 'S', 'Y'],
  MUX_4: ['I0', 'I1', 'I2', 'I3', 'S0', 'S1', 'Y'],
};

function sharedAndData(type: string): readonly string[] {
  return PIN_NAMES[type] ?? BUS_CAPABLE_PINS[type]!;
}

function outputOf(type: string): string {
  return type.startsWith('MUX') ? 'Y' : 'out';
}

function fan(c: ComponentInstance): Expansion {
  const width = widthOf(c.properties, 4);
  const parsed = parseRanges(typeof c.properties.ranges === 'string' ? c.properties.ranges : '', width);
  const ranges = parsed.success ? parsed.data : [];
  const bus = c.type === 'SPLITTER' ? 'in' : 'out';
  const joins: [string, string][] = [];
  for (const range of ranges) {
    for (let bit = range.lo; bit <= range.hi; bit++)
      joins.push([bitKey(bus, bit), bitKey(rangePinName(range), bit - range.lo)]);
  }
  return { parts: [], wires: [], bits: new Map(), joins };
}

function constant(c: ComponentInstance): Expansion {
  const width = widthOf(c.properties, 8);
  const value = typeof c.properties.value === 'number' ? c.properties.value : 0;
  const parts: ComponentInstance[] = [];
  const bits = new Map<string, BitPin[]>();
  for (let i = 0; i < width; i++) {
    const part = oneBit(c, String(i), Math.floor(value / 2 ** i) % 2 === 1 ? 'CONST_HIGH' : 'CONST_LOW', {});
    parts.push(part);
    bits.set(bitKey('out', i), [{ component: part.id, pin: 'out' }]);
  }
  return { parts, wires: [], bits, joins: [], view: { kind: 'value', pin: 'out', width } };
}

/** A wide port (at the top level): one one-bit port per bit; an input port's bits start at its initial value. */
function port(c: ComponentInstance): Expansion {
  const width = portWidth(c.properties);
  const input = c.type === 'PORT_IN';
  const initial = typeof c.properties.initial === 'number' ? c.properties.initial : 0;
  const parts: ComponentInstance[] = [];
  const bits = new Map<string, BitPin[]>();
  for (let i = 0; i < width; i++) {
    const properties: ComponentInstance['properties'] = input ? { initial: Math.floor(initial / 2 ** i) % 2 } : {};
    const part = oneBit(c, String(i), c.type, properties);
    parts.push(part);
    bits.set(bitKey(input ? 'out' : 'in', i), [{ component: part.id, pin: input ? 'out' : 'in' }]);
  }
  return {
    parts,
    wires: [],
    bits,
    joins: [],
    view: input ? { kind: 'source', parts: parts.map((p) => p.id) } : { kind: 'value', pin: 'in', width },
  };
}

/** A W-bit register: per bit a D flip-flop (starting at its bit of the power-on value) fed by a multiplexer that keeps Q while EN is 0. */
function register(c: ComponentInstance): Expansion {
  const width = widthOf(c.properties, 8);
  const delay: ComponentInstance['properties'] =
    typeof c.properties.delay === 'number' ? { delay: c.properties.delay } : {};
  const parts: ComponentInstance[] = [];
  const wires: [BitPin, BitPin][] = [];
  const bits = new Map<string, BitPin[]>([
    ['CLK#0', []],
    ['EN#0', []],
    ['CLR#0', []],
  ]);
  const flops: string[] = [];
  const initial = typeof c.properties.initial === 'number' ? c.properties.initial : 0;
  for (let i = 0; i < width; i++) {
    const on: ComponentInstance['properties'] = Math.floor(initial / 2 ** i) % 2 === 1 ? { initial: 1 } : {};
    const ff = oneBit(c, String(i), 'D_FLIPFLOP', { ...delay, ...on });
    const mux = oneBit(c, `${i}m`, 'MUX_2', { delay: 0 });
    parts.push(ff, mux);
    flops.push(ff.id);
    wires.push([
      { component: mux.id, pin: 'Y' },
      { component: ff.id, pin: 'D' },
    ]);
    wires.push([
      { component: ff.id, pin: 'Q' },
      { component: mux.id, pin: 'I0' },
    ]);
    bits.set(bitKey('D', i), [{ component: mux.id, pin: 'I1' }]);
    bits.set(bitKey('Q', i), [{ component: ff.id, pin: 'Q' }]);
    bits.get('CLK#0')!.push({ component: ff.id, pin: 'CLK' });
    bits.get('CLR#0')!.push({ component: ff.id, pin: 'CLR' });
    bits.get('EN#0')!.push({ component: mux.id, pin: 'S' });
  }
  const defaults = new Map<string, 0 | 1>([
    ['EN#0', 1],
    ['CLR#0', 0],
  ]);
  return { parts, wires, bits, joins: [], view: { kind: 'stored', parts: flops }, defaults };
}

/** A W-bit counter: 4-bit counters in a synchronous chain (CARRY enables the next); CARRY of all W bits by AND. */
function counter(c: ComponentInstance): Expansion {
  const width = widthOf(c.properties, 8);
  const delay: ComponentInstance['properties'] =
    typeof c.properties.delay === 'number' ? { delay: c.properties.delay } : {};
  const parts: ComponentInstance[] = [];
  const wires: [BitPin, BitPin][] = [];
  const bits = new Map<string, BitPin[]>([
    ['CLK#0', []],
    ['CLR#0', []],
  ]);
  const chunks = Math.ceil(width / 4);
  for (let k = 0; k < chunks; k++) {
    const chunk = oneBit(c, String(k), 'COUNTER_4', delay);
    parts.push(chunk);
    bits.get('CLK#0')!.push({ component: chunk.id, pin: 'CLK' });
    bits.get('CLR#0')!.push({ component: chunk.id, pin: 'CLR' });
    if (k === 0) bits.set('EN#0', [{ component: chunk.id, pin: 'EN' }]);
    else
      wires.push([
        { component: parts[k - 1]!.id, pin: 'CARRY' },
        { component: chunk.id, pin: 'EN' },
      ]);
    for (let j = 0; j < 4 && 4 * k + j < width; j++)
      bits.set(bitKey('Q', 4 * k + j), [{ component: chunk.id, pin: `Q${j}` }]);
  }
  const last = parts[chunks - 1]!;
  const rest = width - 4 * (chunks - 1);
  if (rest === 4) {
    bits.set('CARRY#0', [{ component: last.id, pin: 'CARRY' }]);
  } else {
    // The last counter has fewer than 4 bits in use: CARRY is its low bits all 1, while it is enabled.
    const terms: BitPin[] = Array.from({ length: rest }, (_, j) => ({ component: last.id, pin: `Q${j}` }));
    const and = oneBit(c, 'carry', rest + 1 === 2 ? 'AND_2' : rest + 1 === 3 ? 'AND_3' : 'AND_4', { delay: 0 });
    parts.push(and);
    const inputs = ['a', 'b', 'c', 'd'];
    terms.forEach((term, j) => wires.push([term, { component: and.id, pin: inputs[j]! }]));
    const enable = { component: and.id, pin: inputs[rest]! };
    if (chunks > 1) wires.push([{ component: parts[chunks - 2]!.id, pin: 'CARRY' }, enable]);
    else bits.get('EN#0')!.push(enable);
    bits.set('CARRY#0', [{ component: and.id, pin: 'out' }]);
  }
  const view: PartView = { kind: 'stored', parts: parts.filter((p) => p.type === 'COUNTER_4').map((p) => p.id) };
  const defaults = new Map<string, 0 | 1>([
    ['EN#0', 1],
    ['CLR#0', 0],
  ]);
  return { parts, wires, bits, joins: [], view, defaults };
}
