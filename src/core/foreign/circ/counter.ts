import type { Point } from './geometry';
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

/** Logisim-evolution's Counter.getSymbolWidth (Java's integer division truncates toward zero). */
function symbolWidth(width: number): number {
  return 150 + Math.trunc((width - 8) / 5) * 10;
}

/** Where a Counter's connection points are, from its anchor (it has no facing). */
export function counterPoints(
  comp: LogisimComp,
  width: number,
  classic: boolean,
): Record<'OUT' | 'IN' | 'CK' | 'CLR' | 'LD' | 'UD' | 'EN' | 'CARRY', Point> {
  const at = (x: number, y: number): Point => ({ x: comp.x + x, y: comp.y + y });
  if (classic) {
    // Logisim 2.7's own (no UD there; its EN is "ct") and Logisim-evolution's classic appearance.
    return {
      OUT: at(0, 0),
      IN: at(-30, 0),
      CK: at(-20, 20),
      CLR: at(-10, 20),
      LD: at(-30, -10),
      UD: at(-20, -20),
      EN: at(-30, 10),
      CARRY: at(0, 10),
    };
  }
  const right = symbolWidth(width) + 40;
  const data = width === 1 ? 120 : 110;
  return {
    OUT: at(right, data),
    IN: at(0, data),
    CK: at(0, 80),
    CLR: at(0, 20),
    LD: at(0, 30),
    UD: at(0, 50),
    EN: at(0, 70),
    CARRY: at(right, 50),
  };
}

/** A signal inside the counter: a Logisim connection point, or one of our parts' outputs. */
type Signal = { readonly at: Point } | Output;
interface Output {
  readonly from: readonly [number, string];
}

/**
 * Logisim's Counter (std/memory) built of ours, as Logisim's `propagate` computes it:
 * - CLR at 1 clears at once (asynchronous) and holds the carry at 0: our REGISTER's CLR.
 * - On the clock's edge (rising; falling: a NOT on the clock), a load (LD) takes D (D AND max when
 *   D > max); else while enabled (EN; unconnected: enabled) it counts up (UD at 1 or unconnected) or
 *   down; at its goal (max going up, 0 going down) the `ongoal` attribute says what comes next:
 *   wrap (0 going up, max going down), stay, load (D, as a load) or continue (on past it).
 * - Logisim 2.7 has no UD: with CT ("count", unconnected: 1) at 1, LD at 1 counts down; LD loads only
 *   while CT is 0. So there a load is LD AND NOT CT and "up" is NOT (LD AND CT).
 * - The carry is 1 while the count is at its goal (max up, 0 down) and CLR is not 1.
 * Ours: a REGISTER loading, while load OR enable, from MUX_2s over two ADDERs (Q + 1, Q + all ones)
 * and COMPARATORs (Q = max, Q = 0, D > max).
 */
export function mapCounter(comp: LogisimComp, ctx: PartContext): Mapped {
  const width = intAttr(comp, 'width', 8, 1, 64);
  const classic = attrOf(comp, 'appearance', ctx.legacy ? 'classic' : 'logisim_evolution') === 'classic';
  const points = counterPoints(comp, width, classic);
  const trigger = attrOf(comp, 'trigger', 'rising');
  const legacy = ctx.legacy;
  if (width > 32 || (trigger !== 'rising' && trigger !== 'falling')) {
    const port = (name: string, at: Point, w = 1) => ({ name, at, width: w });
    const inputs = [
      port('D', points.IN, width),
      port('CLK', points.CK),
      port('CLR', points.CLR),
      port('LD', points.LD),
      ...(legacy ? [port('CT', points.EN)] : [port('UD', points.UD), port('EN', points.EN)]),
    ];
    const why =
      width > 32
        ? `The counter at (${comp.x},${comp.y}) counts ${width} bits, more than our 32, so it became a placeholder.`
        : `The counter at (${comp.x},${comp.y}) counts while its clock is ${trigger === 'low' ? 'low' : 'high'} (a level, not an edge): ours count on an edge only, so it became a placeholder.`;
    return placeholder(comp, 'east', inputs, [port('Q', points.OUT, width), port('C', points.CARRY)], why);
  }
  const mask = 2 ** width - 1;
  const max = intAttr(comp, 'max', mask, 0, 2 ** 32 - 1) % 2 ** width;
  const onGoal = attrOf(comp, 'ongoal', 'wrap');

  const parts: PartSpec[] = [];
  const links: PinLink[] = [];
  const inner: InnerWire[] = [];
  const wide: PartSpec['properties'] = width > 1 ? { width } : {};
  const add = (type: string, properties: PartSpec['properties']): number => {
    const n = parts.length;
    // Our parts in columns to the left of the register, six a column.
    parts.push({
      type,
      properties,
      ...(n > 0 ? { offset: { x: -160 * (1 + Math.floor((n - 1) / 6)), y: 100 * ((n - 1) % 6) - 200 } } : {}),
    });
    return n;
  };
  const feed = (s: Signal, part: number, pin: string) => {
    if ('at' in s) links.push({ at: s.at, part, pin });
    else inner.push({ from: s.from, to: [part, pin] });
  };
  const out = (part: number, pin: string): Output => ({ from: [part, pin] });
  const gate = (type: string, inputs: readonly Signal[], properties: PartSpec['properties'] = {}): Output => {
    const g = add(type, properties);
    inputs.forEach((s, i) => feed(s, g, type === 'NOT' ? 'in' : 'abcd'[i]!));
    return out(g, 'out');
  };
  const mux = (select: Signal, i0: Signal, i1: Signal, properties: PartSpec['properties'] = wide): Output => {
    const m = add('MUX_2', properties);
    feed(select, m, 'S');
    feed(i0, m, 'I0');
    feed(i1, m, 'I1');
    return out(m, 'Y');
  };
  const constants = new Map<number, Signal>();
  const constant = (value: number): Signal => {
    const known = constants.get(value);
    if (known) return known;
    const c = width > 1 ? add('CONST_VALUE', { width, value }) : add(value === 1 ? 'CONST_HIGH' : 'CONST_LOW', {});
    constants.set(value, out(c, 'out'));
    return out(c, 'out');
  };
  const compare = (a: Signal, b: Signal, pin: 'EQ' | 'GT'): Output => {
    const c = add('COMPARATOR', { width });
    feed(a, c, 'A');
    feed(b, c, 'B');
    return out(c, pin);
  };

  const register = add('REGISTER', { width });
  const q = out(register, 'Q');
  links.push({ at: points.OUT, part: register, pin: 'Q' });
  links.push({ at: points.CLR, part: register, pin: 'CLR' });
  if (trigger === 'rising') links.push({ at: points.CK, part: register, pin: 'CLK' });
  else feed(gate('NOT', [{ at: points.CK }]), register, 'CLK');

  // The controls: load (undefined: never), count (undefined: always), up (undefined: always up).
  const wired = (p: Point): Signal | undefined => (ctx.connected(p) ? { at: p } : undefined);
  let load: Signal | undefined;
  let count: Signal | undefined;
  let up: Signal | undefined;
  const ld = wired(points.LD);
  if (legacy) {
    const ct = wired(points.EN);
    count = ct;
    if (ld && ct) {
      load = gate('AND_2', [ld, gate('NOT', [ct])]);
      up = gate('NOT', [gate('AND_2', [ld, ct])]);
    } else if (ld) {
      up = gate('NOT', [ld]);
    }
  } else {
    load = ld;
    count = wired(points.EN);
    up = wired(points.UD);
  }

  const increment = add('ADDER', { width });
  feed(q, increment, 'A');
  feed(constant(0), increment, 'B');
  feed(gate('CONST_HIGH', []), increment, 'CIN');
  const atMax = compare(q, constant(max), 'EQ');
  let stepped: Output = out(increment, 'S');
  let atGoal: Output = atMax;
  if (up) {
    const decrement = add('ADDER', { width });
    feed(q, decrement, 'A');
    feed(constant(mask), decrement, 'B');
    stepped = mux(up, out(decrement, 'S'), stepped);
    atGoal = mux(up, compare(q, constant(0), 'EQ'), atMax, {});
  }
  // D as Logisim loads it: D AND max when D is over max.
  const data: Signal = { at: points.IN };
  let loaded: Signal = data;
  if ((load || onGoal === 'load') && max !== mask) {
    loaded = mux(compare(data, constant(max), 'GT'), data, gate('AND_2', [data, constant(max)], wide));
  }
  let counted: Signal = stepped;
  if (onGoal !== 'continue') {
    const goalValue =
      onGoal === 'stay' ? q : onGoal === 'load' ? loaded : up ? mux(up, constant(max), constant(0)) : constant(0);
    counted = mux(atGoal, stepped, goalValue);
  }
  feed(load ? mux(load, counted, loaded) : counted, register, 'D');
  const enable = load && count ? gate('OR_2', [load, count]) : count;
  if (enable) feed(enable, register, 'EN');

  // The carry: at the goal, and not while clearing.
  const carry = ctx.connected(points.CLR) ? gate('AND_2', [atGoal, gate('NOT', [{ at: points.CLR }])]) : atGoal;
  const [carryPart, carryPin] = carry.from;
  links.push({ at: points.CARRY, part: carryPart, pin: carryPin });

  const warnings = ['stay', 'load', 'continue', 'wrap'].includes(onGoal)
    ? []
    : [`The counter at (${comp.x},${comp.y}) has an unknown "on goal" setting "${onGoal}": it was read as "wrap".`];
  return { parts, links, inner, facing: 'east', ...(warnings.length > 0 ? { warnings } : {}) };
}
