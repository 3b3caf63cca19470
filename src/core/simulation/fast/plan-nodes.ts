import { ROLE_DRIVER, ROLE_INPUT } from '../layout';
import type { Netlist } from '../netlist';
import type { NetRead, PlanNode } from './plan';

/** Whether a component has a node in the compiled code. */
export function hasNode(kind: string): boolean {
  return kind === 'gate' || kind === 'tristate' || kind === 'block' || kind === 'storage' || kind === 'memory';
}

/** The signals of the driver pins, and the driver pins of each net. */
export interface DriverSignals {
  /** Signal of each driver pin of a non-constant component (-1 elsewhere). */
  readonly pinSignal: Int32Array;
  readonly netDrivers: readonly (readonly number[])[];
  /** Signals handed out so far. */
  readonly signals: number;
}

/** One signal per driver pin of a non-constant component, in pin order. */
export function driverSignals(netlist: Netlist): DriverSignals {
  const comps = netlist.components;
  const pinTotal = netlist.pinNet.length;
  const pinSignal = new Int32Array(pinTotal).fill(-1);
  let signals = 0;
  const netDrivers: number[][] = Array.from({ length: netlist.netCount }, () => []);
  for (let p = 0; p < pinTotal; p++) {
    const c = netlist.pinComponent[p]!;
    const layout = comps[c]!.layout;
    if (layout.roles[p - netlist.pinBase[c]!] !== ROLE_DRIVER) continue;
    netDrivers[netlist.pinNet[p]!]!.push(p);
    const source = layout.model.source;
    if (source !== 'const0' && source !== 'const1') pinSignal[p] = signals++;
  }
  return { pinSignal, netDrivers, signals };
}

/** How the nets are read, and a resolve node for each net with several drivers. */
export interface NetReads {
  readonly netRead: NetRead[];
  /** The resolve nodes, in net order: the first nodes of the plan. */
  readonly nodes: PlanNode[];
  /** Signals handed out so far (one more per resolved net). */
  readonly signals: number;
  readonly multiDriver: boolean;
  /** Whether some net has a tri-state buffer as its one driver. */
  readonly tristates: boolean;
}

/**
 * How each net is read: not at all (no driver), as a constant, as its one driver's signal (the
 * inverse of a stored bit's signal for a Qn held in its Q), or as the signal of a resolve node
 * that merges its drivers (a new signal, numbered after `signals`).
 */
export function readNets(
  netlist: Netlist,
  { pinSignal, netDrivers, signals: given }: DriverSignals,
  pinInverted: Uint8Array,
): NetReads {
  const comps = netlist.components;
  const constOf = (p: number): 0 | 1 | undefined => {
    const source = comps[netlist.pinComponent[p]!]!.layout.model.source;
    return source === 'const0' ? 0 : source === 'const1' ? 1 : undefined;
  };
  let signals = given;
  const nodes: PlanNode[] = [];
  const netRead: NetRead[] = [];
  let multiDriver = false;
  let tristates = false;
  for (let n = 0; n < netlist.netCount; n++) {
    const drivers = netDrivers[n]!;
    if (drivers.length === 0) netRead.push({ kind: 'none' });
    else if (drivers.length === 1) {
      const constant = constOf(drivers[0]!);
      const tristate = comps[netlist.pinComponent[drivers[0]!]!]!.layout.tristate;
      tristates ||= tristate;
      const inverted = pinInverted[drivers[0]!] === 1;
      netRead.push(
        constant !== undefined
          ? { kind: 'const', value: constant }
          : { kind: 'signal', signal: pinSignal[drivers[0]!]!, tristate, ...(inverted ? { inverted } : {}) },
      );
    } else {
      multiDriver = true;
      const signal = signals++;
      netRead.push({ kind: 'signal', signal, tristate: true });
      nodes.push({ kind: 'resolve', net: n, drivers, signal });
    }
  }
  return { netRead, nodes, signals, multiDriver, tristates };
}

/**
 * Appends a node for each component that computes something (a gate, tri-state buffer, block,
 * storage whose outputs are more than its stored bits, or memory), in component order. Returns each
 * component's node (-1 for none) and whether one of them is a tri-state buffer.
 */
export function addComponentNodes(
  netlist: Netlist,
  nodes: PlanNode[],
  pinSignal: Int32Array,
  stateSignals: readonly (readonly number[] | undefined)[],
): { readonly componentNode: Int32Array; readonly tristates: boolean } {
  const comps = netlist.components;
  let tristates = false;
  const componentNode = new Int32Array(comps.length).fill(-1);
  for (let c = 0; c < comps.length; c++) {
    const layout = comps[c]!.layout;
    if (!hasNode(layout.model.kind) || stateSignals[c]) continue;
    tristates ||= layout.tristate;
    componentNode[c] = nodes.length;
    nodes.push({
      kind: 'component',
      component: c,
      outputs: layout.outputPins.map((i) => pinSignal[netlist.pinBase[c]! + i]!),
    });
  }
  return { componentNode, tristates };
}

/** True when every logic input is driven or has a default: with no loops, nothing can be X or Z. */
export function allInputsDriven(netlist: Netlist, netRead: readonly NetRead[]): boolean {
  for (let p = 0; p < netlist.pinNet.length; p++) {
    const c = netlist.pinComponent[p]!;
    const layout = netlist.components[c]!.layout;
    const i = p - netlist.pinBase[c]!;
    if (layout.roles[i] !== ROLE_INPUT || !hasNode(layout.model.kind)) continue;
    if (netRead[netlist.pinNet[p]!]!.kind !== 'none') continue;
    if (netlist.pinWires[p] === 0 && layout.defaults[i]! >= 0) continue;
    return false;
  }
  return true;
}
