import type { CircuitState } from '../../../shared/circuit/circuit-state';
import { bodyGeometry, snap } from '../../../shared/layout/geometry';
import type { PartRole } from './sheet';

/** The gap between parts of one column, and the least gap between columns, in canvas units. */
const ROW_GAP = 40;
const COLUMN_GAP = 80;
/** Crossing-reduction sweeps (each down and back): the order settles after a few. */
const SWEEPS = 6;

interface Node {
  readonly id: string;
  readonly role: PartRole;
  readonly storage: boolean;
  readonly width: number;
  readonly height: number;
  /** Drivers of each input pin: [driver node, driver pin's y on its body, this pin's y on this body]. */
  readonly inputs: { readonly from: Node; readonly fromY: number; readonly toY: number }[];
  readonly readers: Node[];
  layer: number;
  /** Place in its column, top first. */
  rank: number;
  x: number;
  y: number;
}

/**
 * A layered left-to-right placement for designs too big for ELK (which takes seconds for a few
 * hundred parts and minutes for thousands): the classic Sugiyama steps, each linear or close to it.
 * - Columns by longest path: inputs first, outputs last; a flip-flop goes right of the logic it
 *   feeds and reads (feedback runs right to left, as in a textbook's state machine).
 * - Order in each column by the barycentre of the neighbours, a few sweeps each way; inputs and
 *   outputs keep port order (`roles` is in creation order, which is port order).
 * - Heights: each part as close as the order allows to where its wires come from (the pins of its
 *   drivers), found exactly by pooling adjacent violators; columns as far apart as their widest part
 *   and the wires between them need.
 * Parts whose role is `return` (an LED's resistor and ground) are left out: they go beside their LED.
 * Returns the top-left of every part laid out, snapped to the grid, from `origin`.
 */
export function layeredLayout(
  state: CircuitState,
  roles: ReadonlyMap<string, PartRole>,
  origin: { readonly x: number; readonly y: number },
): Map<string, { x: number; y: number }> {
  const nodes = new Map<string, Node>();
  for (const [id, role] of roles) {
    if (role === 'return') continue;
    const component = state.component(id)!;
    const geometry = bodyGeometry(component, component.rotation)!;
    nodes.set(id, {
      id,
      role,
      storage: geometry.definition.category === 'Memory',
      width: geometry.width,
      height: geometry.height,
      inputs: [],
      readers: [],
      layer: 0,
      rank: 0,
      x: 0,
      y: 0,
    });
  }
  const pinY = (id: string, pin: string) => {
    const c = state.component(id)!;
    return bodyGeometry(c, c.rotation)!.pins.find((p) => p.pin.name === pin)?.y ?? 0;
  };
  for (const wire of state.wires()) {
    const from = nodes.get(wire.from.component);
    const to = nodes.get(wire.to.component);
    if (!from || !to) continue;
    to.inputs.push({ from, fromY: pinY(from.id, wire.from.pin), toY: pinY(to.id, wire.to.pin) });
    from.readers.push(to);
  }
  const all = [...nodes.values()];
  assignLayers(all);
  const columns = orderColumns(all);
  placeColumns(columns, origin);
  return new Map(all.map((n) => [n.id, { x: snap(n.x), y: snap(n.y) }]));
}

/**
 * Longest path from the inputs over the wires, with every wire out of a flip-flop turned around
 * (so flip-flops sit right of the logic around them and there is no cycle left but a loop of
 * gates, which is cut where the walk finds it). Outputs share the last column; a constant sits
 * right before the part it feeds.
 */
function assignLayers(nodes: readonly Node[]): void {
  const forward = new Map<Node, Node[]>(nodes.map((n) => [n, []]));
  const indegree = new Map<Node, number>(nodes.map((n) => [n, 0]));
  const edge = (a: Node, b: Node) => {
    if (a === b) return;
    forward.get(a)!.push(b);
    indegree.set(b, indegree.get(b)! + 1);
  };
  for (const node of nodes) {
    if (node.role === 'output' || node.role === 'input') continue;
    for (const { from } of node.inputs) {
      if (from.storage && node.storage) continue; // flip-flop to flip-flop: one column
      if (from.storage) edge(node, from);
      else if (from.role !== 'input' && !isConstant(from)) edge(from, node);
    }
  }
  // Kahn's walk; what a gate loop leaves behind is released in creation order.
  const queue = nodes.filter((n) => indegree.get(n) === 0 && n.role === 'logic' && !isConstant(n));
  const done = new Set<Node>();
  const pending = nodes.filter((n) => n.role === 'logic' && !isConstant(n));
  let next = 0;
  for (;;) {
    while (queue.length > 0) {
      const node = queue.shift()!;
      if (done.has(node)) continue;
      done.add(node);
      node.layer = Math.max(1, node.layer);
      for (const reader of forward.get(node)!) {
        reader.layer = Math.max(reader.layer, node.layer + 1);
        indegree.set(reader, indegree.get(reader)! - 1);
        if (indegree.get(reader) === 0) queue.push(reader);
      }
    }
    while (next < pending.length && done.has(pending[next]!)) next++;
    if (next >= pending.length) break;
    indegree.set(pending[next]!, 0);
    queue.push(pending[next]!);
  }
  let last = 1;
  for (const node of nodes) if (node.role === 'logic') last = Math.max(last, node.layer + 1);
  for (const node of nodes) {
    if (node.role === 'input') node.layer = 0;
    else if (node.role === 'output') node.layer = last;
    else if (isConstant(node)) {
      const reader = node.readers[0];
      node.layer = reader && reader.role !== 'output' ? Math.max(0, reader.layer - 1) : Math.max(0, last - 1);
    }
  }
}

function isConstant(node: Node): boolean {
  return node.inputs.length === 0 && node.role === 'logic';
}

/** Columns ordered by barycentres, sweeping right then left; inputs and outputs keep port order. */
function orderColumns(nodes: readonly Node[]): Node[][] {
  const columns: Node[][] = [];
  for (const node of nodes) (columns[node.layer] ??= []).push(node);
  for (let l = 0; l < columns.length; l++) columns[l] ??= [];
  const rank = () =>
    columns.forEach((column) => column.forEach((n, i) => (n.rank = i / Math.max(1, column.length - 1))));
  rank();
  const isPort = (n: Node) => n.role === 'input' || n.role === 'output';
  const sortBy = (column: Node[], neighbours: (n: Node) => readonly Node[]) => {
    const keyed = column.map((n, i) => {
      const around = neighbours(n);
      const key = around.length === 0 ? n.rank : around.reduce((sum, m) => sum + m.rank, 0) / around.length;
      return { n, key, i };
    });
    // Inputs and outputs keep port order, on top; anything sharing their column (a constant) below.
    keyed.sort((a, b) => Number(isPort(b.n)) - Number(isPort(a.n)) || (isPort(a.n) ? 0 : a.key - b.key) || a.i - b.i);
    keyed.forEach(({ n }, i) => {
      column[i] = n;
      n.rank = i / Math.max(1, column.length - 1);
    });
  };
  const drivers = (n: Node) => n.inputs.map((i) => i.from);
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    for (let l = 1; l < columns.length; l++) sortBy(columns[l]!, drivers);
    for (let l = columns.length - 2; l >= 0; l--) sortBy(columns[l]!, (n) => n.readers);
  }
  return columns;
}

/** x by column widths and the wires between columns; y as near the drivers' pins as the order allows. */
function placeColumns(columns: readonly Node[][], origin: { readonly x: number; readonly y: number }): void {
  let x = origin.x;
  columns.forEach((column, l) => {
    const width = Math.max(0, ...column.map((n) => n.width));
    for (const n of column) n.x = x + (width - n.width) / 2;
    // Room for the vertical runs of the wires leaving this column: a track every 10 units.
    const leaving = new Set<Node>();
    for (const n of column) if (n.readers.some((r) => r.layer !== l)) leaving.add(n);
    const crossing = columns
      .slice(l + 1)
      .reduce((sum, c) => sum + c.filter((n) => n.inputs.some((i) => i.from.layer <= l)).length, 0);
    x += width + COLUMN_GAP + 10 * Math.min(24, Math.ceil((leaving.size + crossing) / 6));
  });
  // Inputs stacked from the top; then each column pulled towards its drivers.
  stack(columns[0] ?? [], origin.y);
  for (let l = 1; l < columns.length; l++) {
    const column = columns[l]!;
    const wanted = column.map((n) => {
      const placed = n.inputs.filter((i) => i.from.layer < l);
      if (placed.length === 0) return undefined;
      return placed.reduce((sum, i) => sum + i.from.y + i.fromY - i.toY, 0) / placed.length;
    });
    // Parts with nothing placed before them (a flip-flop's feedback only) follow their neighbours.
    const filled = wanted.map(
      (w, i) =>
        w ??
        wanted
          .slice(0, i)
          .reverse()
          .find((v) => v !== undefined) ??
        origin.y,
    );
    pool(column, filled, origin.y);
  }
}

function stack(column: readonly Node[], top: number): void {
  let y = top;
  for (const n of column) {
    n.y = y;
    y += n.height + ROW_GAP;
  }
}

/**
 * The heights nearest (least squares) to `wanted` that keep the column's order with ROW_GAP between
 * parts and none above `top`: pool adjacent violators over the offsets of a packed stack.
 */
function pool(column: readonly Node[], wanted: readonly number[], top: number): void {
  // With packed offsets o_i (a part's top when all sit back to back), y_i = o_i + s_i with s
  // non-decreasing: isotonic regression of wanted_i - o_i.
  const offsets: number[] = [];
  let o = 0;
  for (const n of column) {
    offsets.push(o);
    o += n.height + ROW_GAP;
  }
  const blocks: { sum: number; count: number }[] = [];
  column.forEach((_n, i) => {
    blocks.push({ sum: wanted[i]! - offsets[i]!, count: 1 });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      if (a.sum / a.count <= b.sum / b.count) break;
      blocks.splice(blocks.length - 2, 2, { sum: a.sum + b.sum, count: a.count + b.count });
    }
  });
  let i = 0;
  for (const block of blocks) {
    const shift = Math.max(top, block.sum / block.count);
    for (let k = 0; k < block.count; k++, i++) column[i]!.y = offsets[i]! + shift;
  }
}
