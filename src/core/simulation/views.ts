import type { ComponentSimState, SimDiagnostic } from '../../shared/contract/sim-channels';
import type { EngineCore, SettleOutcome } from './engine';
import { L0, L1, logicChar } from './logic';

/** What the canvas shows of one component, or undefined for parts that show nothing (resistors). */
export function componentView(engine: EngineCore, c: number): ComponentSimState | undefined {
  const component = engine.component(c)!;
  const layout = component.layout;
  const model = layout.model;
  switch (model.kind) {
    case 'passive':
    case 'pull':
      return undefined;
    case 'switch': {
      // A transistor shows whether it conducts: 1 on, 0 off, X not known (its gate is X or Z).
      const state = engine.stored(c).value;
      return { value: state === 1 ? '1' : state === 0 ? '0' : 'X' };
    }
    case 'source':
      return model.source === 'switch' || model.source === 'button'
        ? { on: engine.sourceOn(c), value: logicChar(engine.pinValue(c, layout.outputPins[0]!)) }
        : { value: logicChar(engine.pinValue(c, layout.outputPins[0]!)) };
    case 'display':
      if (component.type === 'PROBE' || component.type === 'PORT_OUT')
        return { value: logicChar(engine.pinValue(c, layout.inputPins[0]!)) };
      if (component.type === 'HEX_DISPLAY')
        return { segments: hexSegments(layout.inputPins.map((p) => engine.pinValue(c, p))) };
      if (component.type === 'SEVEN_SEGMENT')
        return { segments: layout.inputPins.map((p) => engine.pinValue(c, p) === L1) };
      return { lit: engine.pinValue(c, layout.inputPins[0]!) === L1 && engine.cathodeGrounded(c) };
    case 'storage':
      return { stored: storedString(engine, c) };
    case 'gate':
    case 'tristate':
    case 'block':
      return layout.outputPins.length === 1 ? { value: logicChar(engine.pinValue(c, layout.outputPins[0]!)) } : {};
    case 'memory': {
      // The word on its data output, most significant bit first.
      const bits = layout.outputPins.map((p) => logicChar(engine.pinValue(c, p))).reverse();
      return bits.length === 1 ? { value: bits[0]! } : { bus: bits.join('') };
    }
  }
}

/** Segments a–g of each hex digit, as bit masks (bit 0 = a … bit 6 = g). */
const HEX_FONT = [0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f, 0x77, 0x7c, 0x39, 0x5e, 0x79, 0x71];

/** The segments (a–g, dp) of a hex display for its 4 input bits, lowest first: a dash (g) while a bit is not 0/1. */
export function hexSegments(bits: readonly number[]): boolean[] {
  let digit = 0;
  for (let i = 0; i < bits.length; i++) {
    if (bits[i] === L1) digit += 2 ** i;
    else if (bits[i] !== L0) return [false, false, false, false, false, false, true, false];
  }
  const mask = HEX_FONT[digit]!;
  return [0, 1, 2, 3, 4, 5, 6].map((s) => ((mask >> s) & 1) === 1).concat(false);
}

/** Stored bits, most significant first, X where unknown. */
export function storedString(engine: EngineCore, c: number): string {
  const bits = engine.component(c)!.layout.model.stateBits;
  const { known, value } = engine.stored(c);
  let text = '';
  for (let i = bits - 1; i >= 0; i--) text += (known >>> i) & 1 ? String((value >>> i) & 1) : 'X';
  return text;
}

/** Wire ids of each net, for naming the wires of a diagnostic. */
export function wiresByNet(engine: EngineCore): Map<number, string[]> {
  const map = new Map<number, string[]>();
  engine.forEachWire((id, net) => {
    let list = map.get(net);
    if (!list) map.set(net, (list = []));
    list.push(id);
  });
  return map;
}

const nameList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** Every problem the engine sees now, in the contract's shape. */
export function collectDiagnostics(engine: EngineCore, last: SettleOutcome): SimDiagnostic[] {
  const label = (c: number) => engine.component(c)!.label;
  const id = (c: number) => engine.component(c)!.id;
  const diagnostics: SimDiagnostic[] = [];
  if (last.oscillating) {
    const shown = last.oscillating.slice(0, 12).map(label);
    const more = last.oscillating.length > 12 ? ` and ${last.oscillating.length - 12} more` : '';
    diagnostics.push({
      code: 'OSCILLATION',
      severity: 'error',
      message: `The circuit does not settle: ${nameList(shown)}${more} keep changing in a loop.`,
      hint: 'A loop without storage keeps toggling (like an inverter feeding itself). Break the loop, or put a flip-flop in it.',
      components: last.oscillating.map(id),
    });
  }
  if (last.breakAt) {
    const names = last.breakAt.map(label);
    diagnostics.push({
      code: 'BREAK',
      severity: 'info',
      message: `The clocks paused at ${nameList(names)}: ${names.length === 1 ? 'its input' : 'their inputs'} rose to 1.`,
      hint: 'Run or step again to go on from here.',
      components: last.breakAt.map(id),
    });
  }
  const conflicts = engine.conflicts();
  const floating = engine.floatingInputs();
  const wires = conflicts.length > 0 || floating.length > 0 ? wiresByNet(engine) : new Map<number, string[]>();
  for (const conflict of conflicts) {
    diagnostics.push({
      code: 'CONFLICT',
      severity: 'error',
      message: `${nameList(conflict.drivers.map(label))} drive the same net with different values, so it reads X.`,
      hint: 'Only one output may drive a net. To share a bus, use tri-state buffers and enable one at a time.',
      components: conflict.drivers.map(id),
      wires: wires.get(conflict.net) ?? [],
    });
  }
  for (const f of floating) {
    const comp = engine.component(f.component)!;
    const pin = comp.layout.definition.pins[f.pin]!.name;
    const net = engine.pinNet(f.component, f.pin);
    diagnostics.push({
      code: 'FLOATING_INPUT',
      severity: 'warning',
      message: f.unconnected
        ? `${comp.label}.${pin} is not connected; it reads as X.`
        : `${comp.label}.${pin} is on a net nothing drives at the moment; it reads as X.`,
      hint: f.unconnected
        ? `Connect ${comp.label}.${pin} to a switch, an output, VCC or GND.`
        : 'Enable one tri-state buffer on that net, or drive it from an output.',
      components: [comp.id],
      wires: wires.get(net) ?? [],
    });
  }
  for (const c of engine.componentIndexes()) {
    const comp = engine.component(c)!;
    if (comp.layout.definition.family !== 'led' || engine.cathodeGrounded(c)) continue;
    diagnostics.push({
      code: 'LED_NO_GROUND',
      severity: 'warning',
      message: `${comp.label} cannot light: its cathode does not reach GND.`,
      hint: `Connect ${comp.label}.cathode to a resistor, and the resistor's other end to GND.`,
      components: [comp.id],
    });
  }
  return diagnostics;
}
