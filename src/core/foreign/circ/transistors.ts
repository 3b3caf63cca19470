import type { Facing, Point } from './geometry';
import { attrOf, intAttr, placeholder, type InnerWire, type Mapped, type PartSpec, type PinLink } from './mapped';
import type { LogisimComp } from './xml';

/**
 * Logisim-evolution's Transistor and Transmission Gate onto our transistors. Both are one way in
 * Logisim: the source (input) drives the drain (output), never back. A Transistor passes only the
 * level its type passes well: an N type a 0 while its gate is 1 (a 1 at its source leaves the drain
 * floating), a P type a 1 while its gate is 0; otherwise the drain floats. A Transmission Gate
 * passes its source (0, 1 or floating) while its p gate is 0 and its n gate 1, floats its drain
 * while p is 1 and n 0, and gives an error value for any other gate levels.
 *
 * Ours are two-way and pass both levels, so each level a Logisim part passes is a branch of two of
 * ours in series from a rail to the drain: one switched by the enable, one by the source (which
 * then only reads the source, as Logisim's does). A floating source opens both branches (the drain
 * floats), an unknown one leaves them in doubt (X where Logisim shows an error).
 */

/** Where Logisim puts a part's gate pins (its `updatePorts`): drain at the anchor, source 40 behind. */
function ports(comp: LogisimComp, facing: Facing): { drain: Point; source: Point; first: Point; second: Point } {
  const [dx, dy] = facing === 'north' ? [0, 1] : facing === 'south' ? [0, -1] : facing === 'west' ? [1, 0] : [-1, 0];
  const topRight = attrOf(comp, 'selloc', 'tr') === 'tr';
  const flip = (facing === 'north' || facing === 'west') === topRight;
  const at = (x: number, y: number): Point => ({ x: comp.x + x, y: comp.y + y });
  const a = at(20 * (dx - dy), 20 * (dx + dy));
  const b = at(20 * (dx + dy), 20 * (-dx + dy));
  // A Transistor's gate is `second` when flipped, else `first`; a Transmission Gate's p gate the same.
  return { drain: at(0, 0), source: at(40 * dx, 40 * dy), first: flip ? b : a, second: flip ? a : b };
}

/**
 * Builds the branches: for each level, an NMOS switched by `enable` from the drain, then a
 * transistor switched by the source (PMOS for 0, NMOS for 1) from a constant of that level.
 * Returns the parts, the inner wires and the links of the drain and source; `enable` is the part
 * and pin of ours that switches the first transistor of each branch (added by the caller).
 */
function branches(
  levels: readonly (0 | 1)[],
  start: number,
  drain: Point,
  source: Point,
  enable: readonly [number, string] | undefined,
  enableType: 'NMOS' | 'PMOS',
): { parts: PartSpec[]; inner: InnerWire[]; links: PinLink[] } {
  const parts: PartSpec[] = [];
  const inner: InnerWire[] = [];
  const links: PinLink[] = [];
  levels.forEach((level, k) => {
    const base = start + 3 * k;
    const y = 60 * k;
    parts.push(
      { type: enableType, properties: {}, offset: { x: 0, y } },
      { type: level === 0 ? 'PMOS' : 'NMOS', properties: {}, offset: { x: -60, y } },
      { type: level === 0 ? 'CONST_LOW' : 'CONST_HIGH', properties: {}, offset: { x: -120, y } },
    );
    inner.push({ from: [base, 'S'], to: [base + 1, 'D'] }, { from: [base + 2, 'out'], to: [base + 1, 'S'] });
    if (enable) inner.push({ from: enable, to: [base, 'G'] });
    links.push({ at: drain, part: base, pin: 'D' }, { at: source, part: base + 1, pin: 'G' });
  });
  return { parts, inner, links };
}

/** A Logisim Transistor (one bit) as a branch of two of ours from the rail of the level it passes. */
export function mapTransistor(comp: LogisimComp, facing: Facing): Mapped {
  const { drain, source, first } = ports(comp, facing);
  const width = intAttr(comp, 'width', 1, 1, 64);
  const p = attrOf(comp, 'type', 'p') === 'p';
  if (width !== 1) {
    return placeholder(
      comp,
      facing,
      [
        { name: 'source', at: source, width },
        { name: 'gate', at: first, width: 1 },
      ],
      [{ name: 'drain', at: drain, width }],
      `a ${width}-bit transistor (ours switch one bit)`,
    );
  }
  const built = branches([p ? 1 : 0], 0, drain, source, undefined, p ? 'PMOS' : 'NMOS');
  return {
    parts: built.parts,
    inner: built.inner,
    links: [...built.links, { at: first, part: 0, pin: 'G' }],
    facing,
  };
}

/**
 * A Logisim Transmission Gate (one bit): enabled while n is 1 and p is 0, a branch from each rail.
 * The enable is n and NOT p driven onto one net by two tri-state buffers held on: they agree (n)
 * for the two gate levels Logisim knows, and fight (X, as Logisim's error value) while p and n are
 * equal.
 */
export function mapTransmissionGate(comp: LogisimComp, facing: Facing): Mapped {
  const { drain, source, first, second } = ports(comp, facing);
  const width = intAttr(comp, 'width', 1, 1, 64);
  if (width !== 1) {
    return placeholder(
      comp,
      facing,
      [
        { name: 'source', at: source, width },
        { name: 'p', at: first, width: 1 },
        { name: 'n', at: second, width: 1 },
      ],
      [{ name: 'drain', at: drain, width }],
      `a ${width}-bit transmission gate (ours switch one bit)`,
    );
  }
  // Parts 0 (n's buffer), 1 (NOT p) and 2 (its buffer) decide; the branches follow (part 8: the 1).
  const built = branches([0, 1], 3, drain, source, [0, 'out'], 'NMOS');
  const one = 8;
  return {
    parts: [
      { type: 'TRISTATE_BUFFER', properties: {}, offset: { x: 0, y: -80 } },
      { type: 'NOT', properties: {}, offset: { x: -120, y: -140 } },
      { type: 'TRISTATE_BUFFER', properties: {}, offset: { x: -60, y: -140 } },
      ...built.parts,
    ],
    inner: [
      { from: [1, 'out'], to: [2, 'in'] },
      { from: [0, 'out'], to: [2, 'out'] },
      { from: [one, 'out'], to: [0, 'en'] },
      { from: [one, 'out'], to: [2, 'en'] },
      ...built.inner,
    ],
    links: [...built.links, { at: first, part: 1, pin: 'in' }, { at: second, part: 0, pin: 'in' }],
    facing,
  };
}
