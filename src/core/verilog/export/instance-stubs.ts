import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';
import { parseInterface, type PortSpec } from '../../../shared/components/subcircuit-interface';

/** One subcircuit instance of a circuit being exported: the module it instantiates and its pins' stand-ins. */
export interface InstanceStub {
  readonly id: string;
  readonly label: string;
  /** The definition's circuit id. */
  readonly circuit: string;
  readonly inputs: readonly (PortSpec & { readonly stub: string })[];
  readonly outputs: readonly (PortSpec & { readonly stub: string })[];
}

/** Ids of stand-ins: never a user's id (ids use letters, digits, "_" and "-"). */
const STUB = '~sub~';

/** True for a stand-in's id, or a bit of one (`…#3`). */
export function isStub(id: string): boolean {
  return id.includes(STUB);
}

/**
 * A circuit with its subcircuit instances replaced by stand-ins the netlist understands: each input
 * pin a probe (it reads its net), each output pin a constant (it drives its net), with the pin's
 * width. The exporter names the nets as usual, leaves the stand-ins out, and writes one module
 * instance per subcircuit connected to those nets.
 */
export function stubInstances(circuit: Circuit): { circuit: Circuit; instances: InstanceStub[] } {
  const instances: InstanceStub[] = [];
  const byPin = new Map<string, string>();
  const components: ComponentInstance[] = [];
  for (const c of circuit.components) {
    if (c.type !== 'SUBCIRCUIT') {
      components.push(c);
      continue;
    }
    const parsed = parseInterface(typeof c.properties.ports === 'string' ? c.properties.ports : '');
    const iface = parsed.success ? parsed.data : { inputs: [], outputs: [] };
    const stub = (side: 'in' | 'out', port: PortSpec) => {
      const id = `${c.id}${STUB}${side}${STUB}${port.name}`;
      const width: ComponentInstance['properties'] = port.width > 1 ? { width: port.width } : {};
      components.push({
        id,
        type: side === 'in' ? 'PROBE' : port.width > 1 ? 'CONST_VALUE' : 'CONST_LOW',
        label: `${c.label}_${port.name}`,
        x: c.x,
        y: c.y,
        rotation: 0,
        properties: side === 'out' && port.width > 1 ? { width: port.width, value: 0 } : width,
      });
      byPin.set(`${c.id}:${port.name}`, id);
      return { ...port, stub: id };
    };
    instances.push({
      id: c.id,
      label: c.label,
      circuit: typeof c.properties.circuit === 'string' ? c.properties.circuit : '',
      inputs: iface.inputs.map((p) => stub('in', p)),
      outputs: iface.outputs.map((p) => stub('out', p)),
    });
  }
  const end = (ref: Wire['from']): Wire['from'] => {
    const stub = byPin.get(`${ref.component}:${ref.pin}`);
    if (!stub) return ref;
    return { component: stub, pin: stub.includes(`${STUB}in${STUB}`) ? 'in' : 'out' };
  };
  const wires = circuit.wires.map((w) => ({ ...w, from: end(w.from), to: end(w.to) }));
  return { circuit: { ...circuit, components, wires }, instances };
}
