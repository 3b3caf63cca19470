import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import { getDefinition } from '../../shared/components/registry';
import { layoutOperations, toElkGraph, type LayoutEngine } from '../../shared/layout/elk-graph';
import { snap } from '../../shared/layout/geometry';
import type { BuiltCircuit } from './to-circuit';

const LAYER = 'elk.layered.layering.layerConstraint';

/**
 * The moves that lay an imported design out left to right with ELK: switches and clocks in the
 * first column, LEDs or probes in the last, the logic between, in the order Yosys gave it. Each
 * LED's resistor and ground are not laid out by ELK but put right beside it (they would otherwise
 * take two more columns and long wires); `origin` is the top-left of the result.
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
  const graph = toElkGraph(state, { only });
  for (const child of graph.children ?? []) {
    const role = built.roles.get(child.id);
    if (role === 'input') child.layoutOptions = { ...child.layoutOptions, [LAYER]: 'FIRST' };
    if (role === 'output') child.layoutOptions = { ...child.layoutOptions, [LAYER]: 'LAST' };
  }
  const placed = await layout(graph);
  const operations = layoutOperations(state, placed, origin);
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
  return operations;
}
