import type { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Operation } from '../../../shared/circuit/operations';
import { getDefinition } from '../../../shared/components/registry';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { layoutOperations, toElkGraph, type LayoutEngine } from '../../../shared/layout/elk-graph';
import { snap } from '../../../shared/layout/geometry';
import { layeredLayout } from './layered-layout';
import type { BuiltCircuit, PartRole } from './to-circuit';

/**
 * Up to this many parts ELK lays the design out (about 2 s here at 150 parts; it grows much faster
 * than the parts: 12 s at 360, 64 s at 1,560, 12 minutes at 3,500); beyond, layered-layout.ts.
 */
export const ELK_LIMIT = 150;

const LAYER = 'elk.layered.layering.layerConstraint';

/**
 * The moves that lay an imported design out left to right: switches and clocks in the first
 * column, LEDs or probes in the last, the logic between (with ELK up to {@link ELK_LIMIT} parts,
 * with layered-layout.ts beyond). Each LED's resistor and ground are put right beside it rather
 * than laid out (they would take two more columns and long wires); `origin` is the top-left.
 */
export async function layoutImport(
  state: CircuitState,
  built: Pick<BuiltCircuit, 'roles' | 'returns'>,
  layout: LayoutEngine,
  origin = { x: 40, y: 40 },
): Promise<Operation[]> {
  const beside = new Set<string>();
  for (const { resistor, ground } of built.returns.values()) beside.add(resistor).add(ground);
  const only = new Set([...built.roles.keys()].filter((id) => !beside.has(id)));
  const operations =
    only.size <= ELK_LIMIT
      ? await elkOperations(state, built, layout, only, origin)
      : layeredOperations(state, built, origin);
  besideLeds(state, built, operations);
  return operations;
}

/** ELK's placement (the app's auto-layout), for designs small enough for it to take a second or two. */
async function elkOperations(
  state: CircuitState,
  built: Pick<BuiltCircuit, 'roles'>,
  layout: LayoutEngine,
  only: ReadonlySet<string>,
  origin: { x: number; y: number },
): Promise<Operation[]> {
  const graph = toElkGraph(state, { only });
  // Feedback runs from flip-flops back to the logic before them (parts are in creation order:
  // inputs, gates, flip-flops, outputs), so the next-state logic reads left to right into them.
  // Model order is not also kept while crossings are cut: that made ELK 7 times slower (160 s
  // against 24 s on a 513-part register file); the port columns are put back in order below.
  graph.layoutOptions = {
    ...graph.layoutOptions,
    'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
    'elk.layered.considerModelOrder.strategy': 'NONE',
  };
  for (const child of graph.children ?? []) {
    const role = built.roles.get(child.id);
    if (role === 'input') child.layoutOptions = { ...child.layoutOptions, [LAYER]: 'FIRST' };
    if (role === 'output') child.layoutOptions = { ...child.layoutOptions, [LAYER]: 'LAST' };
  }
  const placed = await layout(graph);
  keepPortOrder(placed, built.roles, 'input');
  keepPortOrder(placed, built.roles, 'output');
  return layoutOperations(state, placed, origin);
}

/** The fast layered placement (layered-layout.ts) as moves. */
function layeredOperations(
  state: CircuitState,
  built: Pick<BuiltCircuit, 'roles'>,
  origin: { x: number; y: number },
): Operation[] {
  const operations: Operation[] = [];
  for (const [id, at] of layeredLayout(state, built.roles, origin)) {
    const c = state.component(id)!;
    if (c.x !== at.x || c.y !== at.y) operations.push({ op: 'updateComponent', id, set: at });
  }
  return operations;
}

/** Each LED's resistor in line with its cathode and the ground below the resistor's far end. */
function besideLeds(state: CircuitState, built: Pick<BuiltCircuit, 'returns'>, operations: Operation[]): void {
  const moved = new Map<string, { x: number; y: number }>();
  for (const op of operations) if (op.op === 'updateComponent') moved.set(op.id, { x: op.set.x!, y: op.set.y! });
  const at = (id: string) => moved.get(id) ?? { x: state.component(id)!.x, y: state.component(id)!.y };
  const led = getDefinition('LED_RED')!;
  const resistorDef = getDefinition('RESISTOR')!;
  for (const [ledId, { resistor, ground }] of built.returns) {
    const { x, y } = at(ledId);
    const cathode = led.pins.find((p) => p.name === 'cathode')!;
    const a = resistorDef.pins.find((p) => p.name === 'a')!;
    const b = resistorDef.pins.find((p) => p.name === 'b')!;
    // The resistor in line with the cathode, the ground hanging below its far end.
    const rx = snap(x + cathode.x + 20 - a.x);
    const ry = snap(y + cathode.y - a.y);
    const groundPin = getDefinition('GND')!.pins[0]!;
    operations.push(
      { op: 'updateComponent', id: resistor, set: { x: rx, y: ry } },
      {
        op: 'updateComponent',
        id: ground,
        set: { x: snap(rx + b.x + 20 - groundPin.x), y: snap(ry + b.y + 20 - groundPin.y) },
      },
    );
  }
}

/**
 * Puts the inputs (outputs) of a column back in port order, bit 0 of the first port on top: ELK
 * orders a column to cut crossings, but a reader looks for A0, A1, A2 in a row. The parts trade
 * places (their slots stay where ELK put them), so only when every part of the column has the same
 * height; `roles` is in creation order, which is port order.
 */
function keepPortOrder(placed: ElkNode, roles: ReadonlyMap<string, PartRole>, role: PartRole): void {
  const byId = new Map((placed.children ?? []).map((child) => [child.id, child]));
  const column = [...roles].flatMap(([id, r]) => (r === role && byId.has(id) ? [byId.get(id)!] : []));
  if (column.length < 2 || column.some((c) => c.height !== column[0]!.height || c.y === undefined)) return;
  const slots = column.map((c) => ({ x: c.x, y: c.y! })).sort((a, b) => a.y - b.y);
  column.forEach((child, i) => {
    child.x = slots[i]!.x;
    child.y = slots[i]!.y;
  });
}
