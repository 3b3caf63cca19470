import type { CircuitState, ComponentInstance } from '../../../../shared/circuit';
import type { ComponentSimState, LogicValue } from '../../../../shared/contract';
import { widthOf } from '../../../../shared/components/buses';
import { portWidth } from '../../../../shared/components/subcircuit-interface';
import { tableSides } from '../truth-table-view';

/**
 * Where a recorded signal's value comes from: a part's own value (a switch, clock, probe, port, a
 * gate's output, a register's stored bits), the wire at one of its pins (an LED's anode: its level,
 * not whether it is lit), or a wire. Ids carry the subcircuit path they were picked under.
 */
export type SignalSource =
  | { readonly kind: 'part'; readonly id: string }
  | { readonly kind: 'pin'; readonly id: string; readonly pin: string; readonly wire: string | undefined }
  | { readonly kind: 'wire'; readonly id: string };

/** A signal to record, before its width is known. */
export interface PickedSignal {
  /** Unique among the signals: the same part is never recorded twice. */
  readonly key: string;
  readonly label: string;
  readonly source: SignalSource;
  /** The part's own width, for before the simulator has reported a value. */
  readonly width?: number;
}

/** What the simulator last said, as the sim slice keeps it. */
export interface SimView {
  readonly wires: ReadonlyMap<string, LogicValue>;
  readonly buses: ReadonlyMap<string, string>;
  readonly components: ReadonlyMap<string, ComponentSimState>;
}

const LED = /^LED_/;
/** Parts with a value of their own even before the simulator has reported it. */
const VALUE_TYPES = /^(SWITCH_|BUTTON_|CLOCK$|CONST_|PORT_|PROBE$|REGISTER|COUNTER|D_|T_|JK_|SR_)/;

/** Whether the simulator reports a value of the part itself (`value`, `bus`, `stored` or `on`). */
function hasOwnValue(s: ComponentSimState | undefined): boolean {
  return (
    s !== undefined && (s.value !== undefined || s.bus !== undefined || s.stored !== undefined || s.on !== undefined)
  );
}

/** The width of a part's own value, from its properties. */
function partWidth(c: ComponentInstance): number {
  if (c.type === 'REGISTER' || c.type === 'COUNTER') return widthOf(c.properties, 8);
  if (c.type === 'REGISTER_4' || c.type === 'COUNTER_4') return 4;
  if (c.type === 'PORT_IN' || c.type === 'PORT_OUT') return portWidth(c.properties);
  return widthOf(c.properties);
}

/** The wire at a part's pin, if one is connected. */
export function wireAtPin(state: CircuitState, id: string, pin: string): string | undefined {
  return state.wiresAt({ component: id, pin })[0]?.id;
}

function partSignal(state: CircuitState, c: ComponentInstance, scope: string, sim: SimView): PickedSignal[] {
  if (LED.test(c.type)) {
    return [
      {
        key: `pin:${scope}${c.id}:anode`,
        label: c.label,
        source: { kind: 'pin', id: scope + c.id, pin: 'anode', wire: scoped(scope, wireAtPin(state, c.id, 'anode')) },
        width: 1,
      },
    ];
  }
  if (VALUE_TYPES.test(c.type) || hasOwnValue(sim.components.get(scope + c.id)))
    return [
      { key: `part:${scope}${c.id}`, label: c.label, source: { kind: 'part', id: scope + c.id }, width: partWidth(c) },
    ];
  // Anything else (a decoder, an adder block, a subcircuit): the wires it drives, one per pin.
  const pins = [...new Set(state.wiresOf(c.id).flatMap((w) => (w.from.component === c.id ? [w.from.pin] : [])))];
  return pins.map((pin) => ({
    key: `pin:${scope}${c.id}:${pin}`,
    label: `${c.label}.${pin}`,
    source: { kind: 'pin', id: scope + c.id, pin, wire: scoped(scope, wireAtPin(state, c.id, pin)) },
  }));
}

const scoped = (scope: string, id: string | undefined) => (id === undefined ? undefined : scope + id);

/**
 * The circuit's inputs, then its outputs, as the truth table orders them (top to bottom): clocks,
 * switches, buttons and input ports; LEDs, probes and output ports.
 */
export function inputOutputSignals(state: CircuitState, sim: SimView, scope = ''): PickedSignal[] {
  const all = [...state.components()];
  const clocks = all.filter((c) => c.type === 'CLOCK').sort((a, b) => a.y - b.y || a.x - b.x);
  const { inputs, outputs } = tableSides(all);
  return [...clocks, ...[...inputs, ...outputs].map((side) => state.component(side.id)!)].flatMap((c) =>
    partSignal(state, c, scope, sim),
  );
}

/** The selected parts and wires as signals: a part's own value, an LED's level, or else the wires a part drives. */
export function selectionSignals(
  state: CircuitState,
  components: Iterable<string>,
  wires: Iterable<string>,
  sim: SimView,
  scope = '',
): PickedSignal[] {
  const out: PickedSignal[] = [];
  for (const id of components) {
    const c = state.component(id);
    if (c) out.push(...partSignal(state, c, scope, sim));
  }
  for (const id of wires) {
    const wire = state.wire(id);
    if (!wire) continue;
    const driver = state.component(wire.from.component);
    out.push({
      key: `wire:${scope}${id}`,
      label: driver ? `${driver.label}.${wire.from.pin}` : id,
      source: { kind: 'wire', id: scope + id },
    });
  }
  return out;
}

/**
 * A signal's value now, bits most significant first; X while the simulator has said nothing of it,
 * Z for a pin with no wire.
 */
export function readSignal(source: SignalSource, sim: SimView): string {
  switch (source.kind) {
    case 'part': {
      const s = sim.components.get(source.id);
      if (!s) return 'X';
      if (s.bus !== undefined) return s.bus;
      if (s.stored !== undefined) return s.stored;
      if (s.value !== undefined) return s.value;
      if (s.on !== undefined) return s.on ? '1' : '0';
      return 'X';
    }
    case 'pin':
      return source.wire === undefined ? 'Z' : (sim.buses.get(source.wire) ?? sim.wires.get(source.wire) ?? 'X');
    case 'wire':
      return sim.buses.get(source.id) ?? sim.wires.get(source.id) ?? 'X';
  }
}

/** The source with its pin's wire found again in the circuit as it is now (a wire may have been replaced). */
export function refreshSource(source: SignalSource, state: CircuitState, scope: string): SignalSource {
  if (source.kind !== 'pin' || !source.id.startsWith(scope)) return source;
  const wire = scoped(scope, wireAtPin(state, source.id.slice(scope.length), source.pin));
  return wire === source.wire ? source : { ...source, wire };
}
