import { fail, ok, type Result } from '../../shared/errors';
import { sourceValue, type EngineCore } from './engine';
import { logicChar } from './logic';

/**
 * A truth table: one row per input combination, counting up, the first input's highest bit being
 * the most significant. Each value is a bit string, most significant bit first: one character
 * ("0", "1", "X", "Z") for a one-bit part, as many as its width for a wide port or probe.
 */
export interface TruthTable {
  readonly inputs: string[];
  readonly outputs: string[];
  readonly rows: { inputs: string[]; outputs: string[] }[];
}

/** Where a truth table reads one output. */
export interface OutputPin {
  readonly component: number;
  readonly pin: number;
}

/** The most input bits a truth table may have (65,536 rows). */
export const MAX_TRUTH_TABLE_INPUTS = 16;

/** Something that can name components: the simulation facade. */
export interface ComponentFinder {
  find(ref: string): number;
  /**
   * A wide part's bits, lowest first (an input port's one-bit parts, an output port's inputs), or
   * undefined for a label that is not a wide part; an undefined bit reads Z.
   */
  wideBits?(ref: string): readonly ({ readonly c: number; readonly pin: number } | undefined)[] | undefined;
}

/** An engine that can evaluate many rows at once (the fast engine: 32 per machine word). */
export interface BatchTruthTable {
  truthTableRows(inputs: readonly number[], outputs: readonly OutputPin[]): number[][];
}

/** The bits of one output column, lowest first; undefined for a bit nothing drives. */
type OutputColumn = readonly (OutputPin | undefined)[];

/**
 * Builds the truth table of the combinational logic between some switches, push buttons or input
 * ports (a wide port counts its bits) and some outputs (LEDs, probes, output ports, or any part
 * with one output; "LABEL.pin" names a pin). The outputs must not depend on stored bits or feedback
 * loops. Switches are put back afterwards.
 */
export function truthTable(
  finder: ComponentFinder,
  engine: EngineCore & Partial<BatchTruthTable>,
  inputLabels: readonly string[],
  outputLabels: readonly string[],
): Result<TruthTable> {
  const columns: number[][] = [];
  const seen = new Set<number>();
  for (const label of inputLabels) {
    const column = inputColumn(finder, engine, label);
    if (!column.success) return column;
    if (column.data.some((c) => seen.has(c)))
      return fail('INVALID_INPUT', `${label} is listed twice.`, 'List each input once.');
    for (const c of column.data) seen.add(c);
    columns.push(column.data);
  }
  const bits = columns.reduce((sum, column) => sum + column.length, 0);
  if (bits < 1 || bits > MAX_TRUTH_TABLE_INPUTS) {
    return fail(
      'INVALID_INPUT',
      `A truth table takes 1 to ${MAX_TRUTH_TABLE_INPUTS} input bits${bits > MAX_TRUTH_TABLE_INPUTS ? `; these inputs have ${bits}` : ''}.`,
      'Pick fewer or narrower inputs.',
    );
  }
  const outputs: OutputColumn[] = [];
  for (const label of outputLabels) {
    const column = outputColumn(finder, engine, label);
    if (!column.success) return column;
    outputs.push(column.data);
  }
  const pins = outputs.flatMap((column) => column.filter((pin): pin is OutputPin => pin !== undefined));
  const blocker = sequentialBlocker(engine, pins);
  if (blocker !== undefined) {
    return fail(
      'NOT_COMBINATIONAL',
      `The outputs depend on ${engine.component(blocker)!.label}, which stores state or sits in a feedback loop.`,
      'Truth tables describe combinational logic; step the clock or toggle the inputs to explore sequential parts.',
    );
  }
  // The input bits, most significant first: the first input's highest bit is the row's top bit.
  const inputBits = columns.flatMap((column) => [...column].reverse());
  // A truth table is a look, not a change: every switch and stored bit is put back afterwards.
  const sources = [...engine.componentIndexes()].filter((c) => engine.component(c)!.layout.model.source !== undefined);
  const savedSources = sources.map((c) => engine.sourceOn(c));
  const storage = [...engine.componentIndexes()].filter((c) => engine.component(c)!.layout.model.stateBits > 0);
  const savedBits = storage.map((c) => engine.stored(c));
  const rowsOut = engine.truthTableRows ? engine.truthTableRows(inputBits, pins) : rowByRow(engine, inputBits, pins);
  sources.forEach((c, i) => engine.setSourceOn(c, savedSources[i]!));
  engine.settle();
  storage.forEach((c, i) => engine.setStored(c, savedBits[i]!.known, savedBits[i]!.value));
  const rows = rowsOut.map((values, r) => {
    let bit = 0;
    const inputs = columns.map((column) => {
      let text = '';
      for (let i = 0; i < column.length; i++) text += logicChar((r >>> (bits - 1 - bit++)) & 1);
      return text;
    });
    let at = 0;
    const read = outputs.map((column) => {
      const lowestFirst = column.map((pin) => (pin ? logicChar(values[at++]!) : 'Z'));
      return lowestFirst.reverse().join('');
    });
    return { inputs, outputs: read };
  });
  return ok({ inputs: [...inputLabels], outputs: [...outputLabels], rows });
}

/** An input's engine parts, lowest bit first: one switch or button, or a wide input port's bits. */
function inputColumn(finder: ComponentFinder, engine: EngineCore, label: string): Result<number[]> {
  const c = finder.find(label);
  if (c < 0) {
    const wide = finder.wideBits?.(label);
    if (wide && wide.every((b) => b !== undefined && engine.component(b.c)!.layout.model.source === 'switch'))
      return ok(wide.map((b) => b!.c));
    return wide
      ? fail('INVALID_INPUT', `${label} is not an input.`, 'Truth table inputs are switches, buttons or input ports.')
      : fail('UNKNOWN_COMPONENT', `No component is labelled "${label}".`, 'Use the labels on the canvas.');
  }
  const source = engine.component(c)!.layout.model.source;
  if (source !== 'switch' && source !== 'button') {
    return fail(
      'INVALID_INPUT',
      `${label} is not a switch, push button or input port.`,
      'Truth table inputs are switches, buttons or input ports.',
    );
  }
  return ok([c]);
}

/** An output's pins, lowest bit first: one pin, or a wide part's. */
function outputColumn(finder: ComponentFinder, engine: EngineCore, label: string): Result<OutputColumn> {
  if (!label.includes('.') && finder.find(label) < 0) {
    const wide = finder.wideBits?.(label);
    if (wide) return ok(wide.map((b) => (b ? { component: b.c, pin: b.pin } : undefined)));
  }
  const pin = outputPin(finder, engine, label);
  return pin.success ? ok([pin.data]) : pin;
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

/** A storage part, RAM or loop member in the fan-in of the outputs, if any. */
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
      // A RAM's words are state too (a ROM is a combinational lookup).
      if (layout.model.kind === 'storage' || layout.model.memory?.writable) return frame[0];
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
