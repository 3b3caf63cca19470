import { facingOf, translate, type Facing, type Point } from './geometry';
import { GATE_NAMES, mapControlledBuffer, mapGate, mapInverterOrBuffer } from './gates';
import {
  attrOf,
  fixedPlaceholder,
  intAttr,
  placeholder,
  type Mapped,
  type PartContext,
  type PartSpec,
  type PinLink,
  type InnerWire,
} from './mapped';
import { tunnelName } from './labels';
import { mapSplitter } from './splitter';
import { mapMemory } from './memory';
import { mapArithmetic } from './arithmetic';
import { mapBitExtender } from './bit-extender';
import { mapDotMatrix } from './dot-matrix';
import { mapDemultiplexer, selectionNetwork } from './demux';
import { mapLevelRegister } from './level-register';
import { mapCounter } from './counter';
import { mapTransistor, mapTransmissionGate } from './transistors';
import { LANE_BITS, byLanes, laneCount, laneWidth, withAttr } from './lanes';
import type { LogisimComp } from './xml';

/** Parts that work bit by bit: wider than ours, they become one of ours per lane. */
const LANED = new Set(['NOT Gate', 'Buffer', 'Controlled Buffer', 'Controlled Inverter', 'Register', 'Multiplexer']);

/**
 * What a Logisim part of a standard library becomes: our part(s), and which of our pins stands
 * for each of its connection points (worked out from its anchor, its facing and its attributes as
 * Logisim lays them out). Undefined for a part this reader does not know (it becomes a placeholder
 * without pins).
 */
export function mapStandardPart(comp: LogisimComp, ctx: PartContext): Mapped | undefined {
  const gate = GATE_NAMES[comp.name];
  if (gate && intAttr(comp, 'width', 1, 1, 64) <= LANE_BITS) return mapGate(comp, gate, ctx);
  const anchor = { x: comp.x, y: comp.y };
  const facing = facingOf(comp.attrs.get('facing'));
  const width = intAttr(comp, 'width', 1, 1, 64);
  // Wider than ours: one of ours per 32-bit lane (lanes.ts), when the part works bit by bit.
  if (width > LANE_BITS && (LANED.has(comp.name) || gate)) {
    const laned = byLanes(width, (w) => mapStandardPart(withAttr(comp, 'width', String(w)), ctx)!);
    if (laned) return laned;
  }
  const one = (type: string, pin: string, properties: PartSpec['properties'] = {}, f: Facing = facing): Mapped => ({
    parts: [{ type, properties }],
    links: [{ at: anchor, part: 0, pin }],
    facing: f,
  });
  if (gate) return mapGate(comp, gate, ctx);
  switch (comp.name) {
    case 'NOT Gate':
      return mapInverterOrBuffer(comp, true);
    case 'Buffer':
      return mapInverterOrBuffer(comp, false);
    case 'Controlled Buffer':
      return mapControlledBuffer(comp, false);
    case 'Controlled Inverter':
      return mapControlledBuffer(comp, true);
    case 'Pin':
      return mapPin(comp, facing, width);
    case 'Clock':
      return one('CLOCK', 'out');
    case 'Constant': {
      if (width > LANE_BITS) return wideConstant(anchor, facing, width, bigAttr(comp, 'value', 1));
      const value = intAttr(comp, 'value', 1, 0, 2 ** 32 - 1);
      return constant(comp, anchor, facing, width, value);
    }
    case 'Power':
      if (width > LANE_BITS) return wideConstant(anchor, facing, width, -1);
      return constant(comp, anchor, facing, width, 2 ** Math.min(width, 32) - 1);
    case 'Ground':
      if (width > LANE_BITS) return wideConstant(anchor, facing, width, 0);
      return constant(comp, anchor, facing, width, 0);
    case 'Pull Resistor': {
      // Pulls its net to 0 or 1 (Logisim's default: 0); an "X" pull, or a wide one, stays a placeholder.
      const pull = comp.attrs.get('pull') ?? '0';
      if (width !== 1 || (pull !== '0' && pull !== '1')) return fixedPlaceholder(comp);
      return one(pull === '1' ? 'PULL_UP' : 'PULL_DOWN', 'out');
    }
    case 'Transistor':
      return mapTransistor(comp, facing);
    case 'Transmission Gate':
      return mapTransmissionGate(comp, facing);
    case 'Button':
      return one('BUTTON_PUSH', 'out');
    case 'LED':
      // Our LED lights only with its cathode grounded: the ground it needs comes with it.
      return {
        parts: [
          { type: 'LED_RED', properties: {} },
          { type: 'GND', properties: {}, offset: { x: 60, y: 40 }, facing: 'east' },
        ],
        links: [{ at: anchor, part: 0, pin: 'anode' }],
        inner: [{ from: [0, 'cathode'], to: [1, 'gnd'] }],
        facing: reverseFacing(facingOf(comp.attrs.get('facing'), 'west')),
      };
    case 'Probe':
      return one('PROBE', 'in', {}, reverseFacing(facingOf(comp.attrs.get('facing'), 'east')));
    case 'Tunnel': {
      const pin = { x: comp.x, y: comp.y };
      // A tunnel faces away from its wire: west (the default) has the wire on its east side.
      const f = facingOf(comp.attrs.get('facing'), 'west');
      // A wide tunnel is one tunnel per lane; the lanes past the first take the name and "__" and the lane.
      const name = attrOf(comp, 'label', '');
      const lanes = Array.from({ length: laneCount(width) }, (_, k) => k);
      return {
        parts: lanes.map((k) => ({
          type: 'TUNNEL',
          properties: { name: k === 0 ? name : `${tunnelName(name).slice(0, 28)}__${k}`, width: laneWidth(width, k) },
          ...(k > 0 ? { offset: { x: 0, y: 60 * k } } : {}),
        })),
        links: lanes.map((k) => ({ at: pin, part: k, pin: 'io', ...(k > 0 ? { lane: k } : {}) })),
        facing: reverseFacing(f),
      };
    }
    case 'Splitter':
      return mapSplitter(comp, ctx);
    case '7-Segment Display':
      return sevenSegment(comp);
    case 'DotMatrix':
      return mapDotMatrix(comp);
    case 'Hex Digit Display':
      return {
        parts: [{ type: 'HEX_DISPLAY', properties: {} }],
        links: [{ at: anchor, part: 0, pin: 'in' }],
        facing: 'east',
        ...(ctx.connected({ x: comp.x + 20, y: comp.y })
          ? { warnings: [`The decimal point of the hex display at (${comp.x},${comp.y}) was left out.`] }
          : {}),
      };
    case 'Multiplexer':
      return multiplexer(comp, ctx, facing, width);
    case 'Decoder':
      return decoder(comp, ctx, facing);
    case 'Demultiplexer':
      return mapDemultiplexer(comp, (p) => ctx.connected(p), ctx.legacy, facing, width);
    case 'D Flip-Flop':
    case 'T Flip-Flop':
    case 'J-K Flip-Flop':
    case 'S-R Flip-Flop':
      return flipFlop(comp, ctx);
    case 'Register':
      return register(comp, ctx);
    case 'Counter':
      return mapCounter(comp, ctx);
    case 'Bit Extender':
      return mapBitExtender(comp);
    case 'ROM':
    case 'RAM':
      return mapMemory(comp, ctx);
    default:
      return mapArithmetic(comp) ?? fixedPlaceholder(comp);
  }
}

function reverseFacing(f: Facing): Facing {
  return f === 'east' ? 'west' : f === 'west' ? 'east' : f === 'north' ? 'south' : 'north';
}

/**
 * Pin: an input or output of the circuit. Before 4.0, `output="true"` said which; since, `type`.
 * Wider than 32 bits: a port per lane, the first with the pin's label (bits 31 to 0), the next
 * labelled with their bits ("X_63_32").
 */
function mapPin(comp: LogisimComp, facing: Facing, width: number): Mapped {
  const type = comp.attrs.get('type') ?? (comp.attrs.get('output') === 'true' ? 'output' : 'input');
  const output = type === 'output';
  const label = comp.attrs.get('label') ?? '';
  const lanes = Array.from({ length: laneCount(width) }, (_, k) => k);
  const bitsOf = (k: number) => `${k * LANE_BITS + laneWidth(width, k) - 1}_${k * LANE_BITS}`;
  return {
    parts: lanes.map((k) => ({
      type: output ? 'PORT_OUT' : 'PORT_IN',
      properties: { width: laneWidth(width, k) },
      ...(k > 0 ? { offset: { x: 0, y: 80 * k }, ...(label !== '' ? { label: `${label}_${bitsOf(k)}` } : {}) } : {}),
    })),
    links: lanes.map((k) => ({
      at: { x: comp.x, y: comp.y },
      part: k,
      pin: output ? 'in' : 'out',
      ...(k > 0 ? { lane: k } : {}),
    })),
    facing: output ? reverseFacing(facing) : facing,
    ...(width > LANE_BITS
      ? {
          warnings: [
            `Pin ${label || `at (${comp.x},${comp.y})`} is ${width} bits wide: it became ${lanes.length} pins of ours (bits ${lanes.map((k) => bitsOf(k).replace('_', ' to ')).join(', ')}).`,
          ],
        }
      : {}),
  };
}

function constant(comp: LogisimComp, at: Point, facing: Facing, width: number, value: number): Mapped {
  const masked = width >= 32 ? value : value % 2 ** width;
  const part: PartSpec =
    width === 1
      ? { type: masked === 1 ? 'CONST_HIGH' : 'CONST_LOW', properties: {} }
      : { type: 'CONST_VALUE', properties: { width: Math.min(width, 32), value: masked } };
  return { parts: [part], links: [{ at, part: 0, pin: 'out' }], facing };
}

/** A whole-number attribute of up to 64 bits (decimal or 0x hex), or the default. */
function bigAttr(comp: LogisimComp, name: string, fallback: number): bigint {
  const text = comp.attrs.get(name)?.trim();
  if (text === undefined || !/^(0x[0-9a-f]{1,16}|\d{1,20})$/i.test(text)) return BigInt(fallback);
  return BigInt(text);
}

/** A constant wider than ours: one of ours per lane, each its 32 bits of the value (-1: all ones). */
function wideConstant(at: Point, facing: Facing, width: number, value: bigint | number): Mapped {
  const bits = typeof value === 'bigint' ? value : value < 0 ? (BigInt(1) << BigInt(64)) - BigInt(1) : BigInt(value);
  const parts: PartSpec[] = [];
  const links: PinLink[] = [];
  for (let k = 0; k < laneCount(width); k++) {
    const w = laneWidth(width, k);
    const v = Number((bits >> BigInt(LANE_BITS * k)) & ((BigInt(1) << BigInt(w)) - BigInt(1)));
    const offset = k > 0 ? { offset: { x: 0, y: 60 * k } } : {};
    parts.push(
      w === 1
        ? { type: v === 1 ? 'CONST_HIGH' : 'CONST_LOW', properties: {}, ...offset }
        : { type: 'CONST_VALUE', properties: { width: w, value: v }, ...offset },
    );
    links.push({ at, part: k, pin: 'out', ...(k > 0 ? { lane: k } : {}) });
  }
  return { parts, links, facing };
}

const SEGMENTS: readonly (readonly [string, number, number])[] = [
  ['a', 20, 0],
  ['b', 30, 0],
  ['c', 20, 60],
  ['d', 10, 60],
  ['e', 0, 60],
  ['f', 10, 0],
  ['g', 0, 0],
  ['dp', 30, 60],
];

function sevenSegment(comp: LogisimComp): Mapped {
  return {
    parts: [{ type: 'SEVEN_SEGMENT', properties: {} }],
    links: SEGMENTS.map(([pin, dx, dy]) => ({ at: { x: comp.x + dx, y: comp.y + dy }, part: 0, pin })),
    facing: 'east',
  };
}

/**
 * Multiplexer of one or two select bits: our MUX_2 (S) or MUX_4 (S0, S1, taken from the select bus
 * by a splitter). An enable input in use, or more select bits, makes a placeholder.
 */
function multiplexer(comp: LogisimComp, ctx: PartContext, facing: Facing, width: number): Mapped {
  const selectBits = intAttr(comp, 'select', 1, 1, 5);
  const inputs = 1 << selectBits;
  const wide = attrOf(comp, 'size', 'wide') !== 'narrow' && comp.attrs.get('size') !== '20';
  const botLeft = attrOf(comp, 'selloc', 'bl') !== 'tr';
  const selMult = botLeft ? 1 : -1;
  const horizontal = facing === 'east' || facing === 'west';
  const data: Point[] = [];
  let sel: Point;
  if (inputs === 2) {
    const w = wide ? 30 : 20;
    const s = wide ? 20 : 10;
    const [e0, e1, sl]: Point[] =
      facing === 'west'
        ? [
            { x: w, y: -10 },
            { x: w, y: 10 },
            { x: s, y: selMult * 20 },
          ]
        : facing === 'north'
          ? [
              { x: -10, y: w },
              { x: 10, y: w },
              { x: selMult * -20, y: s },
            ]
          : facing === 'south'
            ? [
                { x: -10, y: -w },
                { x: 10, y: -w },
                { x: selMult * -20, y: -s },
              ]
            : [
                { x: -w, y: -10 },
                { x: -w, y: 10 },
                { x: -s, y: selMult * 20 },
              ];
    data.push(e0!, e1!);
    sel = sl!;
  } else {
    const w = wide ? 40 : 20;
    const s = wide ? 20 : 10;
    let dx = -(inputs / 2) * 10;
    let ddx = 10;
    let dy = -(inputs / 2) * 10;
    let ddy = 10;
    if (facing === 'west') {
      sel = { x: s, y: selMult * (dy + 10 * inputs) };
      dx = w;
      ddx = 0;
    } else if (facing === 'north') {
      sel = { x: selMult * dx, y: s };
      dy = w;
      ddy = 0;
    } else if (facing === 'south') {
      sel = { x: selMult * dx, y: -s };
      dy = -w;
      ddy = 0;
    } else {
      sel = { x: -s, y: selMult * (dy + 10 * inputs) };
      dx = -w;
      ddx = 0;
    }
    for (let i = 0; i < inputs; i++) {
      data.push({ x: dx, y: dy });
      dx += ddx;
      dy += ddy;
    }
  }
  if (!wide && horizontal && botLeft && inputs > 2) sel = { x: sel.x - 10, y: sel.y };
  else if (!wide && !horizontal && !botLeft && inputs > 2) sel = { x: sel.x, y: sel.y - 10 };
  const at = (p: Point) => ({ x: comp.x + p.x, y: comp.y + p.y });
  const enable = at(translate(sel, facing, 10));
  const hasEnable = attrOf(comp, 'enable', ctx.legacy ? 'true' : 'false') === 'true';
  const anchor = { x: comp.x, y: comp.y };
  if ((hasEnable && ctx.connected(enable)) || width > 32) {
    return placeholder(
      comp,
      facing,
      [
        ...data.map((p, i) => ({ name: `in${i}`, at: at(p), width })),
        { name: 'sel', at: at(sel), width: selectBits },
        ...(hasEnable ? [{ name: 'en', at: enable, width: 1 }] : []),
      ],
      [{ name: 'out', at: anchor, width }],
    );
  }
  const props: Record<string, number> = width > 1 ? { width } : {};
  if (selectBits > 2) return muxTree(data.map(at), at(sel), anchor, selectBits, props, facing);
  const dataLinks = data.map((p, i) => ({ at: at(p), part: 0, pin: `I${i}` }));
  if (selectBits === 1) {
    return {
      parts: [{ type: 'MUX_2', properties: props }],
      links: [...dataLinks, { at: at(sel), part: 0, pin: 'S' }, { at: anchor, part: 0, pin: 'Y' }],
      facing,
    };
  }
  return {
    parts: [
      { type: 'MUX_4', properties: props },
      { type: 'SPLITTER', properties: { width: 2, ranges: '' }, offset: { x: 0, y: 120 }, facing: 'east' },
    ],
    links: [...dataLinks, { at: at(sel), part: 1, pin: 'in' }, { at: anchor, part: 0, pin: 'Y' }],
    inner: [
      { from: [1, 'b0'], to: [0, 'S0'] },
      { from: [1, 'b1'], to: [0, 'S1'] },
    ],
    facing,
  };
}

/**
 * A multiplexer of 3 to 5 select bits as a tree of ours: MUX_4s on two select bits a level (a MUX_2
 * on the last bit when one is left), the select bus taken apart by a splitter.
 */
function muxTree(
  data: readonly Point[],
  sel: Point,
  out: Point,
  selectBits: number,
  props: Record<string, number>,
  facing: Facing,
): Mapped {
  const parts: PartSpec[] = [
    { type: 'SPLITTER', properties: { width: selectBits, ranges: '' }, offset: { x: -300, y: 0 }, facing: 'east' },
  ];
  const links: PinLink[] = [{ at: sel, part: 0, pin: 'in' }];
  const inner: InnerWire[] = [];
  // Each level's inputs: a data point of the Logisim part, or the output of a mux of the level before.
  let sources: ({ at: Point } | { part: number })[] = data.map((at) => ({ at }));
  let bit = 0;
  let level = 0;
  while (sources.length > 1) {
    const four = selectBits - bit >= 2;
    const fan = four ? 4 : 2;
    const next: { part: number }[] = [];
    for (let g = 0; g < sources.length / fan; g++) {
      const part = parts.length;
      parts.push({
        type: four ? 'MUX_4' : 'MUX_2',
        properties: props,
        offset: { x: -200 + 140 * level, y: 160 * g - 80 * (sources.length / fan - 1) },
        facing: 'east',
      });
      sources.slice(g * fan, g * fan + fan).forEach((src, i) => {
        if ('at' in src) links.push({ at: src.at, part, pin: `I${i}` });
        else inner.push({ from: [src.part, 'Y'], to: [part, `I${i}`] });
      });
      if (four) {
        inner.push({ from: [0, `b${bit}`], to: [part, 'S0'] }, { from: [0, `b${bit + 1}`], to: [part, 'S1'] });
      } else inner.push({ from: [0, `b${bit}`], to: [part, 'S'] });
      next.push({ part });
    }
    bit += four ? 2 : 1;
    level++;
    sources = next;
  }
  links.push({ at: out, part: (sources[0] as { part: number }).part, pin: 'Y' });
  return { parts, links, inner, facing };
}

/** Whether a memory part is drawn the classic way (Logisim 2.x) or Logisim-evolution's. */
function classic(comp: LogisimComp, ctx: PartContext): boolean {
  return attrOf(comp, 'appearance', ctx.legacy ? 'classic' : 'logisim_evolution') === 'classic';
}

const FLIP_FLOP: Record<string, { type: string; inputs: readonly string[] }> = {
  'D Flip-Flop': { type: 'D_FLIPFLOP', inputs: ['D'] },
  'T Flip-Flop': { type: 'T_FLIPFLOP', inputs: ['T'] },
  'J-K Flip-Flop': { type: 'JK_FLIPFLOP', inputs: ['J', 'K'] },
  // Ours has no edge-triggered S-R: a J-K does the same, but for S=R=1 (Logisim: an error; J-K: toggles).
  'S-R Flip-Flop': { type: 'JK_FLIPFLOP', inputs: ['J', 'K'] },
};

/**
 * D, T and J-K flip-flops: ours, edge-triggered; a falling edge gets an inverter on the clock. An
 * S-R flip-flop (ours is a latch) or a level-triggered one becomes a placeholder.
 */
function flipFlop(comp: LogisimComp, ctx: PartContext): Mapped {
  const spec = FLIP_FLOP[comp.name]!;
  const n = spec.inputs.length;
  const c = classic(comp, ctx);
  const offs: Point[] = c
    ? n === 1
      ? [
          { x: -40, y: 20 },
          { x: -40, y: 0 },
        ]
      : [
          { x: -40, y: 0 },
          { x: -40, y: 20 },
          { x: -40, y: 10 },
        ]
    : n === 1
      ? [
          { x: -10, y: 10 },
          { x: -10, y: 50 },
        ]
      : [
          { x: -10, y: 10 },
          { x: -10, y: 30 },
          { x: -10, y: 50 },
        ];
  const rest: Point[] = c
    ? [
        { x: 0, y: 0 },
        { x: 0, y: 20 },
        { x: -10, y: 30 },
        { x: -30, y: 30 },
      ]
    : [
        { x: 50, y: 10 },
        { x: 50, y: 50 },
        { x: 20, y: 60 },
        { x: 20, y: 0 },
      ];
  const at = (p: Point) => ({ x: comp.x + p.x, y: comp.y + p.y });
  const names = [...spec.inputs, 'CLK', 'Q', 'Qn', 'CLR', 'PRE'];
  const points = [...offs, ...rest].map(at);
  const trigger = attrOf(comp, 'trigger', 'rising');
  // Logisim 2.x flip-flops have an enable input too (ours have none): in use, a placeholder.
  const enable = c && ctx.legacy ? at({ x: -20, y: 30 }) : undefined;
  const enabled = enable !== undefined && ctx.connected(enable);
  // A D flip-flop triggered by a level is a D latch (ours has no preset or clear: in use, a placeholder).
  const level = trigger === 'high' || trigger === 'low';
  const latch =
    level && comp.name === 'D Flip-Flop' && !enabled && !ctx.connected(points[4]!) && !ctx.connected(points[5]!);
  if (latch) {
    const links = [
      { at: points[0]!, part: 0, pin: 'D' },
      { at: points[2]!, part: 0, pin: 'Q' },
      { at: points[3]!, part: 0, pin: 'Qn' },
    ];
    if (trigger === 'high')
      return {
        parts: [{ type: 'D_LATCH', properties: {} }],
        links: [...links, { at: points[1]!, part: 0, pin: 'EN' }],
        facing: 'east',
      };
    return {
      parts: [
        { type: 'D_LATCH', properties: {} },
        { type: 'NOT', properties: {}, offset: { x: -120, y: 0 } },
      ],
      links: [...links, { at: points[1]!, part: 1, pin: 'in' }],
      inner: [{ from: [1, 'out'], to: [0, 'EN'] }],
      facing: 'east',
    };
  }
  if (spec.type === '' || (trigger !== 'rising' && trigger !== 'falling') || enabled) {
    const ports = names.map((name, i) => ({ name, at: points[i]!, width: 1 }));
    if (enable) ports.push({ name: 'EN', at: enable, width: 1 });
    return placeholder(
      comp,
      'east',
      ports.filter((p) => p.name !== 'Q' && p.name !== 'Qn'),
      ports.filter((p) => p.name === 'Q' || p.name === 'Qn'),
    );
  }
  const links = names.map((pin, i) => ({ at: points[i]!, part: 0, pin }));
  const warnings =
    comp.name === 'S-R Flip-Flop'
      ? [`The S-R flip-flop at (${comp.x},${comp.y}) became a J-K flip-flop: the same but for S=R=1, where it toggles.`]
      : [];
  if (trigger === 'rising') {
    return {
      parts: [{ type: spec.type, properties: {} }],
      links,
      facing: 'east',
      ...(warnings.length > 0 ? { warnings } : {}),
    };
  }
  const clock = names.indexOf('CLK');
  return {
    parts: [
      { type: spec.type, properties: {} },
      { type: 'NOT', properties: {}, offset: { x: -120, y: 0 } },
    ],
    links: links.map((l, i) => (i === clock ? { ...l, part: 1, pin: 'in' } : l)),
    inner: [{ from: [1, 'out'], to: [0, 'CLK'] }],
    facing: 'east',
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/**
 * Register: ours (D, CLK, EN, CLR, Q), on the rising edge; a falling edge gets a NOT on the clock.
 * Triggered by a level (Logisim lets D through while the clock is high, or low) it becomes D latches
 * (level-register.ts).
 */
function register(comp: LogisimComp, ctx: PartContext): Mapped {
  const width = intAttr(comp, 'width', 8, 1, 64);
  const offs: Record<string, Point> = classic(comp, ctx)
    ? { Q: { x: 0, y: 0 }, D: { x: -30, y: 0 }, CLK: { x: -20, y: 20 }, CLR: { x: -10, y: 20 }, EN: { x: -30, y: 10 } }
    : { Q: { x: 60, y: 30 }, D: { x: 0, y: 30 }, CLK: { x: 0, y: 70 }, CLR: { x: 30, y: 90 }, EN: { x: 0, y: 50 } };
  const links = Object.entries(offs).map(([pin, p]) => ({ at: { x: comp.x + p.x, y: comp.y + p.y }, part: 0, pin }));
  const trigger = attrOf(comp, 'trigger', 'rising');
  if ((trigger === 'high' || trigger === 'low') && width <= 32) {
    const at = (pin: string) => links.find((l) => l.pin === pin)!.at;
    const points = { D: at('D'), Q: at('Q'), CLK: at('CLK'), EN: at('EN'), CLR: at('CLR') };
    return mapLevelRegister(width, trigger === 'low', points, ctx);
  }
  if ((trigger !== 'rising' && trigger !== 'falling') || width > 32) {
    const port = (pin: string) => ({
      name: pin,
      at: links.find((l) => l.pin === pin)!.at,
      width: pin === 'D' || pin === 'Q' ? width : 1,
    });
    const why =
      width > 32
        ? undefined
        : `The register at (${comp.x},${comp.y}) stores while its clock is ${trigger === 'low' ? 'low' : 'high'} (a level, not an edge): ours stores on an edge only, so it became a placeholder.`;
    return placeholder(comp, 'east', ['D', 'CLK', 'EN', 'CLR'].map(port), [port('Q')], why);
  }
  const props = { width };
  if (trigger === 'rising') return { parts: [{ type: 'REGISTER', properties: props }], links, facing: 'east' };
  return {
    parts: [
      { type: 'REGISTER', properties: props },
      { type: 'NOT', properties: {}, offset: { x: -120, y: 40 } },
    ],
    links: links.map((l) => (l.pin === 'CLK' ? { ...l, part: 1, pin: 'in' } : l)),
    inner: [{ from: [1, 'out'], to: [0, 'CLK'] }],
    facing: 'east',
  };
}

/**
 * Decoder: its select bus at the anchor, the outputs down its side. One select bit: our DEMUX_2
 * routing the enable (or a constant 1) by the select; two: our DECODER_2TO4 with a splitter on the
 * select bus. More select bits: a tree of ours (decoderTree).
 */
function decoder(comp: LogisimComp, ctx: PartContext, facing: Facing): Mapped {
  const selectBits = intAttr(comp, 'select', 1, 1, 5);
  const outputs = 1 << selectBits;
  const topRight = attrOf(comp, 'selloc', 'bl') === 'tr';
  const ends: Point[] = [];
  const vertical = facing === 'north' || facing === 'south';
  if (outputs === 2) {
    if (vertical) {
      const y = facing === 'north' ? -10 : 10;
      ends.push(
        ...(topRight
          ? [
              { x: -30, y },
              { x: -10, y },
            ]
          : [
              { x: 10, y },
              { x: 30, y },
            ]),
      );
    } else {
      const x = facing === 'west' ? -10 : 10;
      ends.push(
        ...(topRight
          ? [
              { x, y: 10 },
              { x, y: 30 },
            ]
          : [
              { x, y: -30 },
              { x, y: -10 },
            ]),
      );
    }
  } else {
    let dx = vertical ? (topRight ? -10 * outputs : 0) : facing === 'west' ? -20 : 20;
    let dy = vertical ? (facing === 'north' ? -20 : 20) : topRight ? 0 : -10 * outputs;
    for (let i = 0; i < outputs; i++) {
      ends.push({ x: dx, y: dy });
      if (vertical) dx += 10;
      else dy += 10;
    }
  }
  const at = (p: Point) => ({ x: comp.x + p.x, y: comp.y + p.y });
  const anchor = { x: comp.x, y: comp.y };
  const hasEnable = attrOf(comp, 'enable', ctx.legacy ? 'true' : 'false') === 'true';
  const enable = translate(anchor, facing, -10);
  const enableUsed = hasEnable && ctx.connected(enable);
  const outLinks = ends.map((p, i) => ({ at: at(p), part: 0, pin: `Y${i}` }));
  // Outputs that float (three-state, or a 0 enable without `disabled` 0): a demultiplexer of a 1.
  const tristate = attrOf(comp, 'tristate', 'false') === 'true';
  const disabledZero = attrOf(comp, 'disabled', 'Z') === '0';
  if (tristate || (enableUsed && !disabledZero)) {
    const floating = selectionNetwork({
      selectBits,
      width: 1,
      data: 'one',
      outputs: ends.map(at),
      select: anchor,
      enable,
      enableUsed,
      tristate,
      disabledZero,
      facing,
    });
    if (floating) return floating;
  }
  if (selectBits === 1) {
    const parts: PartSpec[] = [{ type: 'DEMUX_2', properties: {} }];
    const links = [...outLinks, { at: anchor, part: 0, pin: 'S' }];
    if (enableUsed) return { parts, links: [...links, { at: enable, part: 0, pin: 'D' }], facing };
    parts.push({ type: 'CONST_HIGH', properties: {}, offset: { x: -120, y: 0 }, facing: 'east' });
    return { parts, links, inner: [{ from: [1, 'out'], to: [0, 'D'] }], facing };
  }
  if (selectBits === 2) {
    return {
      parts: [
        { type: 'DECODER_2TO4', properties: {} },
        { type: 'SPLITTER', properties: { width: 2, ranges: '' }, offset: { x: -140, y: 0 }, facing: 'east' },
      ],
      links: [
        ...outLinks,
        { at: anchor, part: 1, pin: 'in' },
        ...(enableUsed ? [{ at: enable, part: 0, pin: 'EN' }] : []),
      ],
      inner: [
        { from: [1, 'b0'], to: [0, 'A0'] },
        { from: [1, 'b1'], to: [0, 'A1'] },
      ],
      facing,
    };
  }
  return decoderTree(ends.map(at), anchor, selectBits, enableUsed ? enable : undefined, facing);
}

/**
 * A decoder of 3 to 5 select bits as a tree of ours, from the top select bits down: a DEMUX_2 on
 * the top bit when their number is odd (routing the enable, or a constant 1), then DECODER_2TO4s on
 * two bits a level, each enabled by an output of the level above; the select bus taken apart by a
 * splitter. Output i is 1 when the select is i and the decoder is enabled, else 0 (as Logisim's).
 */
function decoderTree(
  outputs: readonly Point[],
  sel: Point,
  selectBits: number,
  enable: Point | undefined,
  facing: Facing,
): Mapped {
  const parts: PartSpec[] = [
    { type: 'SPLITTER', properties: { width: selectBits, ranges: '' }, offset: { x: -300, y: 0 }, facing: 'east' },
  ];
  const links: PinLink[] = [{ at: sel, part: 0, pin: 'in' }];
  const inner: InnerWire[] = [];
  const place = (type: string, level: number, index: number, count: number): number => {
    parts.push({
      type,
      properties: {},
      offset: { x: -200 + 140 * level, y: 120 * index - 60 * (count - 1) },
      facing: 'east',
    });
    return parts.length - 1;
  };
  // The enables of the level being built: a point of the Logisim part, a pin of ours, or none (1).
  type Enable = { at: Point } | { part: number; pin: string } | undefined;
  let enables: Enable[] = [enable ? { at: enable } : undefined];
  let bit = selectBits;
  let level = 0;
  if (selectBits % 2 === 1) {
    bit--;
    const demux = place('DEMUX_2', level++, 0, 1);
    inner.push({ from: [0, `b${bit}`], to: [demux, 'S'] });
    if (enable) links.push({ at: enable, part: demux, pin: 'D' });
    else inner.push({ from: [place('CONST_HIGH', 0, 1, 1), 'out'], to: [demux, 'D'] });
    enables = [
      { part: demux, pin: 'Y0' },
      { part: demux, pin: 'Y1' },
    ];
  }
  while (bit > 0) {
    bit -= 2;
    const next: Enable[] = [];
    enables.forEach((en, i) => {
      const dec = place('DECODER_2TO4', level, i, enables.length);
      inner.push({ from: [0, `b${bit}`], to: [dec, 'A0'] }, { from: [0, `b${bit + 1}`], to: [dec, 'A1'] });
      if (en && 'at' in en) links.push({ at: en.at, part: dec, pin: 'EN' });
      else if (en) inner.push({ from: [en.part, en.pin], to: [dec, 'EN'] });
      for (let j = 0; j < 4; j++) next.push({ part: dec, pin: `Y${j}` });
    });
    enables = next;
    level++;
  }
  enables.forEach((en, i) => {
    if (en && 'part' in en) links.push({ at: outputs[i]!, part: en.part, pin: en.pin });
  });
  return { parts, links, inner, facing };
}
