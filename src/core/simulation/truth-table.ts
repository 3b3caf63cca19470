import type { LogicValue } from '../../shared/contract/sim-channels';
import { fail, ok, type Result } from '../../shared/errors';
import { sourceValue, type EngineCore } from './engine';
import { logicChar } from './logic';

/** A truth table: one row per input combination, the first input being the most significant bit. */
export interface TruthTable {
  readonly inputs: string[];
  readonly outputs: string[];
  readonly rows: { inputs: LogicValue[]; outputs: LogicValue[] }[];
}

/** Where a truth table reads one output. */
export interface OutputPin {
  readonly component: number;
  readonly pin: number;
}

/** The most inputs a truth table may have (65,536 rows). */
export const MAX_TRUTH_TABLE_INPUTS = 16;

/** Something that can name components: the simulation facade. */
export interface ComponentFinder {
  find(ref: string): number;
}

/** An engine that can evaluate many rows at once (the fast engine: 32 per machine word). */
export interface BatchTruthTable {
  truthTableRows(inputs: readonly number[], outputs: readonly OutputPin[]): number[][];
}

/**
 * Builds the truth table of the combinational logic between some switches or push buttons and
 * some outputs (LEDs, probes, or any part with one output; "LABEL.pin" names a pin). The outputs
 * must not depend on stored bits or feedback loops. Switches are put back afterwards.
 */
export function truthTable(
  finder: ComponentFinder,
  engine: EngineCore & Partial<BatchTruthTable>,
  inputLabels: readonly string[],
  outputLabels: readonly string[],
): Result<TruthTable> {
  if (inputLabels.length < 1 || inputLabels.length > MAX_TRUTH_TABLE_INPUTS) {
    return fail('INVALID_INPUT', `A truth table takes 1 to ${MAX_TRUTH_TABLE_INPUTS} inputs.`, 'Pick fewer inputs.');
  }
  const inputs: number[] = [];
  for (const label of inputLabels) {
    const c = finder.find(label);
    if (c < 0)
      return fail('UNKNOWN_COMPONENT', `No component is labelled "${label}".`, 'Use the labels on the canvas.');
    const source = engine.component(c)!.layout.model.source;
    if (source !== 'switch' && source !== 'button') {
      return fail(
        'INVALID_INPUT',
        `${label} is not a switch or push button.`,
        'Truth table inputs are switches or buttons.',
      );
    }
    if (inputs.includes(c)) return fail('INVALID_INPUT', `${label} is listed twice.`, 'List each input once.');
    inputs.push(c);
  }
  const outputs: OutputPin[] = [];
  for (const label of outputLabels) {
    const pin = outputPin(finder, engine, label);
    if (!pin.success) return pin;
    outputs.push(pin.data);
  }
  const blocker = sequentialBlocker(engine, outputs);
  if (blocker !== undefined) {
    return fail(
      'NOT_COMBINATIONAL',
      `The outputs depend on ${engine.component(blocker)!.label}, which stores state or sits in a feedback loop.`,
      'Truth tables describe combinational logic; step the clock or toggle the inputs to explore sequential parts.',
    );
  }
  // A truth table is a look, not a change: every switch and stored bit is put back afterwards.
  const sources = [...engine.componentIndexes()].filter((c) => engine.component(c)!.layout.model.source !== undefined);
  const savedSources = sources.map((c) => engine.sourceOn(c));
  const storage = [...engine.componentIndexes()].filter((c) => engine.component(c)!.layout.model.stateBits > 0);
  const savedBits = storage.map((c) => engine.stored(c));
  const rowsOut = engine.truthTableRows ? engine.truthTableRows(inputs, outputs) : rowByRow(engine, inputs, outputs);
  sources.forEach((c, i) => engine.setSourceOn(c, savedSources[i]!));
  engine.settle();
  storage.forEach((c, i) => engine.setStored(c, savedBits[i]!.known, savedBits[i]!.value));
  const n = inputs.length;
  const rows = rowsOut.map((values, r) => ({
    inputs: inputs.map((_, i) => logicChar((r >>> (n - 1 - i)) & 1)),
    outputs: values.map(logicChar),
  }));
  return ok({ inputs: [...inputLabels], outputs: [...outputLabels], rows });
}

function outputPin(finder: ComponentFinder, engine: EngineCore, label: string): Result<OutputPin> {
  const dot = label.indexOf('.');
  const c = finder.find(dot < 0 ? label : label.slice(0, dot));
  if (c < 0) return fail('UNKNOWN_COMPONENT', `No component is labelled "${label}".`, 'Use the labels on the canvas.');
  const layout = engine.component(c)!.layout;
  if (dot >= 0) {
    const name = label.slice(dot + 1);
    const pin = layout.definition.pins.findIndex((p) => p.name.toLowerCase() === name.toLowerCase());
    if (pin < 0) return fail('UNKNOWN_PIN', `${label}: no such pin.`, 'Write LABEL.pin with a pin of that part.');
    return ok({ component: c, pin });
  }
  if (layout.model.kind === 'display' && layout.inputPins.length === 1)
    return ok({ component: c, pin: layout.inputPins[0]! });
  if (layout.outputPins.length === 1) return ok({ component: c, pin: layout.outputPins[0]! });
  return fail(
    'INVALID_INPUT',
    `${label} has several outputs.`,
    `Name one as ${label}.${layout.definition.pins[layout.outputPins[0] ?? 0]?.name ?? 'pin'}.`,
  );
}

/** A storage part or loop member in the fan-in of the outputs, if any. */
function sequentialBlocker(engine: EngineCore, outputs: readonly OutputPin[]): number | undefined {
  const drivers = new Map<number, number[]>();
  for (const c of engine.componentIndexes()) {
    for (const pin of engine.component(c)!.layout.outputPins) {
      const net = engine.pinNet(c, pin);
      let list = drivers.get(net);
      if (!list) drivers.set(net, (list = []));
      list.push(c);
    }
  }
  // Depth-first over the fan-in; a component met again while still on the path closes a loop.
  const state = new Map<number, 1 | 2>();
  const visit = (root: number): number | undefined => {
    const stack: [number, number][] = [[root, 0]];
    state.set(root, 1);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const layout = engine.component(frame[0])!.layout;
      if (layout.model.kind === 'storage') return frame[0];
      if (frame[1] < layout.inputPins.length) {
        const net = engine.pinNet(frame[0], layout.inputPins[frame[1]++]!);
        for (const d of drivers.get(net) ?? []) {
          if (state.get(d) === 1) return d;
          if (state.get(d) === undefined) {
            state.set(d, 1);
            stack.push([d, 0]);
          }
        }
        continue;
      }
      state.set(frame[0], 2);
      stack.pop();
    }
    return undefined;
  };
  for (const output of outputs) {
    const net = engine.pinNet(output.component, output.pin);
    for (const d of drivers.get(net) ?? []) {
      if (state.get(d) !== undefined) continue;
      const found = visit(d);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function rowByRow(engine: EngineCore, inputs: readonly number[], outputs: readonly OutputPin[]): number[][] {
  const n = inputs.length;
  const rows: number[][] = [];
  for (let r = 0; r < 1 << n; r++) {
    inputs.forEach((c, i) => setSourceOutput(engine, c, (r >>> (n - 1 - i)) & 1));
    engine.settle();
    rows.push(outputs.map((o) => engine.pinValue(o.component, o.pin)));
  }
  return rows;
}

/** Sets a switch or button so that its output is `bit` (an active-low button is pressed for 0). */
export function setSourceOutput(engine: EngineCore, c: number, bit: number): void {
  const component = engine.component(c)!;
  const on = sourceValue(component.layout.model.source!, true, component.properties) === bit;
  if (engine.sourceOn(c) !== on) engine.setSourceOn(c, on);
}
