import { WIDEST, type GateFunction } from './cells';
import type { Design, LogicPart, Net } from './design';

/**
 * Makes a synthesised design read like a schematic, without changing what it computes:
 * - a chain of two-input ANDs (ORs) whose inner gates feed only the next one becomes one AND_3 or
 *   AND_4 (OR_3, OR_4); a NAND (NOR) at the end absorbs ANDs (ORs) up to NAND_3 (NOR_3);
 * - an inverter of a flip-flop's or latch's Q becomes that part's Qn output.
 * Returns the number of parts removed.
 */
export function simplifyDesign(design: Design): number {
  const before = design.parts.length;
  foldInverters(design);
  joinChains(design);
  return before - design.parts.length;
}

/** How many pins read each net: part inputs and output port bits. */
function readerCounts(design: Design): Map<Net, number> {
  const counts = new Map<Net, number>();
  const add = (net: Net) => counts.set(net, (counts.get(net) ?? 0) + 1);
  for (const part of design.parts) for (const [, net] of part.inputs) add(net);
  for (const port of design.ports) if (port.direction === 'output') port.nets.forEach(add);
  return counts;
}

function foldInverters(design: Design): void {
  const storageByQ = new Map<Net, LogicPart>();
  for (const part of design.parts) {
    const q = part.outputs[0]![1];
    if (part.storage && typeof q === 'number') storageByQ.set(q, part);
  }
  const removed = new Set<LogicPart>();
  for (const part of design.parts) {
    if (part.gate !== 'NOT') continue;
    const storage = storageByQ.get(part.inputs[0]![1]);
    if (!storage || storage.outputs.length > 1) continue;
    storage.outputs.push(['Qn', part.outputs[0]![1]]);
    removed.add(part);
  }
  if (removed.size > 0)
    replaceParts(
      design,
      design.parts.filter((p) => !removed.has(p)),
    );
}

/** The two-input function a wider gate of `fn` is built from: AND for AND and NAND, OR for OR and NOR. */
function base(fn: GateFunction | undefined): GateFunction | undefined {
  if (fn === 'AND' || fn === 'NAND') return 'AND';
  if (fn === 'OR' || fn === 'NOR') return 'OR';
  return undefined;
}

function joinChains(design: Design): void {
  const readers = readerCounts(design);
  const driver = new Map<Net, LogicPart>();
  for (const part of design.parts)
    for (const [, net] of part.outputs) if (typeof net === 'number') driver.set(net, part);
  /** The gate a leaf may be expanded into: the only reader of its net, of the root's base function. */
  const child = (net: Net, fn: GateFunction): LogicPart | undefined => {
    const part = driver.get(net);
    if (!part || part.gate !== fn || readers.get(net) !== 1 || part.outputs.length !== 1) return undefined;
    return part;
  };
  /** The part reading each net that exactly one pin reads. */
  const onlyReader = new Map<Net, LogicPart>();
  for (const part of design.parts)
    for (const [, net] of part.inputs) if (readers.get(net) === 1) onlyReader.set(net, part);
  const isInner = (part: LogicPart): boolean => {
    const reader = onlyReader.get(part.outputs[0]![1]);
    return part.outputs.length === 1 && reader !== undefined && base(reader.gate) === part.gate;
  };
  const absorbed = new Set<LogicPart>();
  const processed = new Set<LogicPart>();
  const replaced = new Map<LogicPart, LogicPart>();
  // Roots first (gates whose output no wider gate can take in), then the inner gates left over.
  const order = [...design.parts.filter((p) => !isInner(p)), ...design.parts.filter(isInner)];
  for (const root of order) {
    if (absorbed.has(root)) continue;
    processed.add(root);
    const fn = base(root.gate);
    const widest = root.gate === undefined ? undefined : WIDEST[root.gate];
    if (!fn || widest === undefined) continue;
    const leaves: Net[] = root.inputs.map(([, net]) => net);
    let grew = true;
    while (grew && leaves.length < widest) {
      grew = false;
      for (let i = 0; i < leaves.length; i++) {
        const inner = child(leaves[i]!, fn);
        if (!inner || absorbed.has(inner) || processed.has(inner) || leaves.length + 1 > widest) continue;
        absorbed.add(inner);
        leaves.splice(i, 1, ...inner.inputs.map(([, net]) => net));
        grew = true;
        break;
      }
    }
    if (leaves.length === 2) continue;
    replaced.set(root, {
      ...root,
      type: `${root.gate}_${leaves.length}`,
      inputs: leaves.map((net, i) => ['abcd'[i]!, net] as const),
    });
  }
  replaceParts(
    design,
    design.parts.filter((p) => !absorbed.has(p)).map((p) => replaced.get(p) ?? p),
  );
}

function replaceParts(design: Design, parts: LogicPart[]): void {
  design.parts.splice(0, design.parts.length, ...parts);
}
