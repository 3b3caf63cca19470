import { facingOf, translate, type Facing, type Point } from './geometry';
import {
  attrOf,
  intAttr,
  placeholder,
  type InnerWire,
  type Mapped,
  type PartContext,
  type PartSpec,
  type PinLink,
} from './mapped';
import type { LogisimComp } from './xml';

type GateFn = 'AND' | 'OR' | 'NAND' | 'NOR' | 'XOR' | 'XNOR';

/** Logisim's gate names and what they compute. */
export const GATE_NAMES: Readonly<Record<string, GateFn>> = {
  'AND Gate': 'AND',
  'OR Gate': 'OR',
  'NAND Gate': 'NAND',
  'NOR Gate': 'NOR',
  'XOR Gate': 'XOR',
  'XNOR Gate': 'XNOR',
};

/** The most inputs our gate of each function has. */
const OUR_MAX: Record<GateFn, number> = { AND: 4, OR: 4, NAND: 3, NOR: 3, XOR: 2, XNOR: 2 };
/** The most inputs a tree of our gates stands for: as many as Logisim's gates have (XOR is not read as a tree). */
const TREE_MAX: Record<GateFn, number> = { AND: 64, OR: 64, NAND: 64, NOR: 64, XOR: 2, XNOR: 2 };

/** Logisim's gate attributes with their defaults filled in. */
interface GateAttrs {
  readonly facing: Facing;
  readonly size: number;
  readonly inputs: number;
  readonly width: number;
  readonly negated: readonly boolean[];
}

function gateAttrs(comp: LogisimComp, legacy: boolean): GateAttrs {
  const facing = facingOf(comp.attrs.get('facing'));
  const sizeText = attrOf(comp, 'size', '50');
  const size =
    sizeText === 'narrow'
      ? 30
      : sizeText === 'wide'
        ? 70
        : [30, 50, 70].includes(Number(sizeText))
          ? Number(sizeText)
          : 50;
  // Logisim 2.x gave a new gate 5 inputs; Logisim-evolution gives it 2. Files leave the default out.
  const inputs = intAttr(comp, 'inputs', legacy ? 5 : 2, 1, 64);
  const width = intAttr(comp, 'width', 1, 1, 64);
  const negated = Array.from({ length: inputs }, (_, i) => comp.attrs.get(`negate${i}`) === 'true');
  return { facing, size, inputs, width, negated };
}

/**
 * Where input `index` of a gate sits from its anchor (the output): Logisim spreads the inputs over
 * the back of the body by their number and the gate's size; an XOR's back is 10 further, a negated
 * output's bubble pushes everything 10 back, a negated input's bubble 10 more.
 */
export function gateInputOffset(a: GateAttrs, index: number, bonus: number, negateOutput: boolean): Point {
  const { inputs, size } = a;
  const axis = size + bonus + (negateOutput ? 10 : 0);
  let skipStart: number;
  let skipDist: number;
  let skipLowerEven: number;
  if (inputs <= 3) {
    if (size < 40) [skipStart, skipDist, skipLowerEven] = [-5, 10, 10];
    else if (size < 60 || inputs <= 2) [skipStart, skipDist, skipLowerEven] = [-10, 20, 20];
    else [skipStart, skipDist, skipLowerEven] = [-15, 30, 30];
  } else if (inputs === 4 && size >= 60) [skipStart, skipDist, skipLowerEven] = [-5, 20, 0];
  else [skipStart, skipDist, skipLowerEven] = [-5, 10, 10];
  let dy: number;
  if ((inputs & 1) === 1) dy = skipStart * (inputs - 1) + skipDist * index;
  else {
    dy = skipStart * inputs + skipDist * index;
    if (index >= inputs / 2) dy += skipLowerEven;
    if (inputs === 4 && size >= 60) dy -= 10;
  }
  const dx = axis + (a.negated[index] ? 10 : 0);
  switch (a.facing) {
    case 'north':
      return { x: dy, y: dx };
    case 'south':
      return { x: dy, y: -dx };
    case 'west':
      return { x: dx, y: dy };
    case 'east':
      return { x: -dx, y: dy };
  }
}

const INPUT_PINS = ['a', 'b', 'c', 'd'];

/**
 * An AND/OR/NAND/NOR/XOR/XNOR gate. Logisim ignores inputs nothing is connected to, so the gate
 * becomes ours with as many inputs as are connected (one: a buffer or an inverter); a negated input
 * becomes an inverter in front of it. More connected inputs than our gates have (or an XOR of more
 * than two, which Logisim reads as "exactly one") becomes a placeholder.
 */
/** Where input `index` of a Logisim gate is (its function from its name; tests place parts there). */
export function gateInputAt(comp: LogisimComp, index: number, legacy: boolean): Point {
  const fn = GATE_NAMES[comp.name] ?? 'AND';
  const o = gateInputOffset(
    gateAttrs(comp, legacy),
    index,
    fn === 'XOR' || fn === 'XNOR' ? 10 : 0,
    fn.startsWith('N') || fn === 'XNOR',
  );
  return { x: comp.x + o.x, y: comp.y + o.y };
}

export function mapGate(comp: LogisimComp, fn: GateFn, ctx: PartContext): Mapped {
  const a = gateAttrs(comp, ctx.legacy);
  const xor = fn === 'XOR' || fn === 'XNOR';
  const negateOutput = fn === 'NAND' || fn === 'NOR' || fn === 'XNOR';
  const anchor = { x: comp.x, y: comp.y };
  const inputAt = (i: number) => {
    const o = gateInputOffset(a, i, xor ? 10 : 0, negateOutput);
    return { x: comp.x + o.x, y: comp.y + o.y };
  };
  const all = Array.from({ length: a.inputs }, (_, i) => i);
  const used = all.filter((i) => ctx.connected(inputAt(i)));
  const k = used.length;
  const widthProps: Record<string, number> = a.width > 1 ? { width: a.width } : {};
  const warnings: string[] = [];
  if (attrOf(comp, 'out', '01') !== '01') {
    warnings.push(
      `${comp.name} at (${comp.x},${comp.y}) drives only one level (open collector); it became an ordinary gate.`,
    );
  }
  const tree = !xor && k > OUR_MAX[fn] && k <= TREE_MAX[fn];
  if ((k > OUR_MAX[fn] && !tree) || a.width > 32) {
    return placeholder(
      comp,
      a.facing,
      all.map((i) => ({ name: `in${i}`, at: inputAt(i), width: a.width })),
      [{ name: 'out', at: anchor, width: a.width }],
    );
  }
  const parts: PartSpec[] = [];
  const links: PinLink[] = [{ at: anchor, part: 0, pin: 'out' }];
  const inner: InnerWire[] = [];
  // Where each used input goes: our part and pin (a gate's input, or a group gate's in a tree).
  const targets: (readonly [number, string])[] = [];
  if (!tree) {
    const [type, pins] = k <= 1 ? [negateOutput ? 'NOT' : 'BUFFER', ['in']] : [`${fn}_${k}`, INPUT_PINS.slice(0, k)];
    parts.push({ type, properties: { ...widthProps } });
    pins.forEach((pin) => targets.push([0, pin]));
  } else {
    // Too many inputs for one of ours: groups of up to 4 AND (or OR) gates, level after level until
    // few enough are left for the last gate (NAND, NOR: the last gate inverts; one group: a NOT).
    const inner1 = fn === 'AND' || fn === 'NAND' ? 'AND' : 'OR';
    const sizes = [Math.ceil(k / 4)];
    while (sizes[sizes.length - 1]! > OUR_MAX[fn]) sizes.push(Math.ceil(sizes[sizes.length - 1]! / 4));
    const finalCount = sizes[sizes.length - 1]!;
    const last = finalCount === 1 ? (negateOutput ? 'NOT' : 'BUFFER') : `${fn}_${finalCount}`;
    parts.push({ type: last, properties: { ...widthProps } });
    // Gates of one level fed by `count` sources, returning where each source goes.
    const level = (count: number, groups: number, depth: number): (readonly [number, string])[] => {
      const into: (readonly [number, string])[] = [];
      for (let g = 0; g < groups; g++) {
        const size = Math.floor(count / groups) + (g < count % groups ? 1 : 0);
        const part = parts.length;
        parts.push({
          type: size === 1 ? 'BUFFER' : `${inner1}_${size}`,
          properties: { ...widthProps },
          offset: { x: -120 * depth, y: (g - (groups - 1) / 2) * 100 * 4 ** (depth - 1) },
        });
        for (let i = 0; i < size; i++) into.push([part, size === 1 ? 'in' : INPUT_PINS[i]!]);
      }
      return into;
    };
    targets.push(...level(k, sizes[0]!, sizes.length));
    // Each level's gates feed the next level's inputs (the last level: the final gate's).
    let outs = parts.slice(1).map((_, i) => i + 1);
    for (let l = 1; l <= sizes.length; l++) {
      const start = parts.length;
      const into =
        l < sizes.length
          ? level(outs.length, sizes[l]!, sizes.length - l)
          : outs.map((_, i) => [0, finalCount === 1 ? 'in' : INPUT_PINS[i]!] as const);
      outs.forEach((part, i) => inner.push({ from: [part, 'out'], to: into[i]! }));
      outs = Array.from({ length: parts.length - start }, (_, i) => start + i);
    }
  }
  used.forEach((input, n) => {
    const at = inputAt(input);
    const [part, pin] = targets[n]!;
    if (a.negated[input]) {
      const not = parts.length;
      const y = (n - (k - 1) / 2) * 40;
      parts.push({ type: 'NOT', properties: { ...widthProps }, offset: { x: tree ? -600 : -100, y } });
      links.push({ at, part: not, pin: 'in' });
      inner.push({ from: [not, 'out'], to: [part, pin] });
    } else links.push({ at, part, pin });
  });
  return { parts, links, inner, facing: a.facing, ...(warnings.length > 0 ? { warnings } : {}) };
}

/** NOT Gate and Buffer: the input 30 (20 when narrow) behind the output, a buffer's 20. */
export function mapInverterOrBuffer(comp: LogisimComp, inverter: boolean): Mapped {
  const facing = facingOf(comp.attrs.get('facing'));
  const width = intAttr(comp, 'width', 1, 1, 64);
  const back = inverter ? (attrOf(comp, 'size', '30') === '20' || comp.attrs.get('size') === 'narrow' ? 20 : 30) : 20;
  const input = translate({ x: comp.x, y: comp.y }, facing, -back);
  if (width > 32) {
    return placeholder(
      comp,
      facing,
      [{ name: 'in', at: input, width }],
      [{ name: 'out', at: { x: comp.x, y: comp.y }, width }],
    );
  }
  return {
    parts: [{ type: inverter ? 'NOT' : 'BUFFER', properties: width > 1 ? { width } : {} }],
    links: [
      { at: { x: comp.x, y: comp.y }, part: 0, pin: 'out' },
      { at: input, part: 0, pin: 'in' },
    ],
    facing,
  };
}

/**
 * Controlled Buffer (and Controlled Inverter: an inverter in front): our tri-state buffer, enabled
 * while the control is 1 (as Logisim's). The control sits on the right of the body unless `control`
 * is "left"; facing turns the whole part.
 */
export function mapControlledBuffer(comp: LogisimComp, inverter: boolean): Mapped {
  const facing = facingOf(comp.attrs.get('facing'));
  const width = intAttr(comp, 'width', 1, 1, 64);
  const anchor = { x: comp.x, y: comp.y };
  const back = facing === 'east' ? 'west' : facing === 'west' ? 'east' : facing === 'north' ? 'south' : 'north';
  // A controlled inverter is 10 longer unless narrow (Logisim-evolution's default is wide).
  const d = inverter && attrOf(comp, 'size', 'wide') !== 'narrow' && comp.attrs.get('size') !== '20' ? 10 : 0;
  const input = translate(anchor, back, 20 + d);
  const control = translate(anchor, back, 10 + d, attrOf(comp, 'control', 'right') === 'left' ? 10 : -10);
  if (width > 32) {
    return placeholder(
      comp,
      facing,
      [
        { name: 'in', at: input, width },
        { name: 'en', at: control, width: 1 },
      ],
      [{ name: 'out', at: anchor, width }],
    );
  }
  const props: Record<string, number> = width > 1 ? { width } : {};
  const parts: PartSpec[] = [{ type: 'TRISTATE_BUFFER', properties: props }];
  const links = [
    { at: anchor, part: 0, pin: 'out' },
    { at: control, part: 0, pin: 'en' },
  ];
  if (!inverter) return { parts, links: [...links, { at: input, part: 0, pin: 'in' }], facing };
  parts.push({ type: 'NOT', properties: props, offset: { x: -100, y: 0 } });
  return {
    parts,
    links: [...links, { at: input, part: 1, pin: 'in' }],
    inner: [{ from: [1, 'out'], to: [0, 'in'] }],
    facing,
  };
}
