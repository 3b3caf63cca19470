import { valueText } from './sim-io';
import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { ComponentInstance, Note, PropertyValue, Wire } from '../../shared/circuit/types';
import { definitionFor, shapeKey, type PartOfType } from '../../shared/components/registry';
import type { ComponentDefinition } from '../../shared/components/types';
import type { SimSnapshot } from '../../shared/contract/sim-channels';
import type { Json } from '../ai/messages';
import { validateCircuit } from '../validation/validate';
import { formatProperties } from './properties-text';

/** A problem of the circuit, from the static checks or the simulation, by labels. */
export interface Problem {
  readonly code: string;
  /** Labels, or "LABEL.pin" where a pin is meant. */
  readonly where: readonly string[];
  readonly message: string;
  readonly hint: string;
}

const soleDriver = new Map<string, string | undefined>();

/** The one pin a part drives with (a switch's "out", GND's "gnd"), or undefined when it has several or none. */
function soleDriverPin(part: PartOfType): string | undefined {
  const key = shapeKey(part);
  if (!soleDriver.has(key)) {
    const drivers = definitionFor(part)!.pins.filter((p) => p.direction !== 'input' && p.direction !== 'passive');
    soleDriver.set(key, drivers.length === 1 ? drivers[0]!.name : undefined);
  }
  return soleDriver.get(key);
}

/** A wire's source as the summary names it: the label alone when the pin is the part's only driving pin. */
function endName(state: CircuitState, ref: Wire['from']): string {
  const component = state.component(ref.component)!;
  return soleDriverPin(component) === ref.pin ? component.label : `${component.label}:${ref.pin}`;
}

/** Properties that differ from the type's defaults. */
export function changedProperties(
  component: ComponentInstance,
  definition: ComponentDefinition,
): Record<string, PropertyValue> {
  const changed: Record<string, PropertyValue> = {};
  for (const [name, value] of Object.entries(component.properties)) {
    if (definition.properties[name]?.default !== value) changed[name] = value;
  }
  return changed;
}

/** `a<-SW1 b<-SW2`: the wires whose reader end is this part, by pin in the type's order. */
function inputsOf(state: CircuitState, component: ComponentInstance, definition: ComponentDefinition): string {
  const byPin = new Map<string, string[]>();
  for (const w of state.wiresOf(component.id)) {
    if (w.to.component !== component.id) continue;
    const sources = byPin.get(w.to.pin);
    if (sources) sources.push(endName(state, w.from));
    else byPin.set(w.to.pin, [endName(state, w.from)]);
  }
  if (byPin.size === 0) return '';
  const parts: string[] = [];
  for (const pin of definition.pins) {
    const sources = byPin.get(pin.name);
    if (sources) parts.push(`${pin.name}<-${sources.join(',')}`);
  }
  return parts.join(' ');
}

const bit = (on: boolean) => (on ? '1' : '0');
const SEGMENTS = 'abcdefgp';

/** What the simulation shows of a part: `on=1`, `lit=0`, `out=1`, `stored=0101`, `S=1 C=0`… */
export function simText(state: CircuitState, component: ComponentInstance, snapshot: SimSnapshot): string {
  const view = snapshot.components[component.id];
  const definition = definitionFor(component)!;
  // Rails always read their own level: nothing to tell.
  if (definition.family === 'power' || definition.family === 'ground') return '';
  if (view?.on !== undefined) return `on=${bit(view.on)}`;
  if (view?.lit !== undefined) return `lit=${bit(view.lit)}`;
  if (view?.segments) return `segments=${view.segments.map((s, i) => (s ? SEGMENTS[i] : '')).join('') || '-'}`;
  if (view?.stored !== undefined) return `stored=${view.stored}`;
  // A wide port or probe: its value as a number when every bit is known.
  if (view?.bus !== undefined) return `value=${valueText(view.bus)}`;
  const outputs = definition.pins.filter((p) => p.direction === 'output');
  if (view?.value !== undefined) {
    return outputs.length === 1 ? `${outputs[0]!.name}=${view.value}` : `value=${view.value}`;
  }
  // Several outputs: their values as the wires they drive carry them.
  const values: string[] = [];
  for (const pin of outputs) {
    const wire = state.wiresAt({ component: component.id, pin: pin.name })[0];
    const value = wire && snapshot.wires[wire.id];
    if (value !== undefined) values.push(`${pin.name}=${value}`);
  }
  return values.join(' ');
}

/**
 * One compact line per part: `G1 AND_2 (200,80) a<-SW1 b<-SW2 out=1` — label, type, position
 * (` r90` when rotated), changed properties in brackets, each wire once (with the part it reaches),
 * and the simulated values when a snapshot is given.
 */
export function componentLine(state: CircuitState, component: ComponentInstance, snapshot?: SimSnapshot): string {
  const definition = definitionFor(component)!;
  const pieces = [`${component.label} ${component.type} (${component.x},${component.y})`];
  if (component.rotation !== 0) pieces.push(`r${component.rotation}`);
  const properties = formatProperties(changedProperties(component, definition));
  if (properties !== '') pieces.push(`[${properties}]`);
  const inputs = inputsOf(state, component, definition);
  if (inputs !== '') pieces.push(inputs);
  const sim = snapshot ? simText(state, component, snapshot) : '';
  if (sim !== '') pieces.push(sim);
  return pieces.join(' ');
}

/**
 * The circuit's problems: the static checks (drivers, shorts, floating inputs, LEDs without a
 * resistor or ground, loops) and what the simulation adds (oscillation, conflicts), one per fault.
 */
export function problemsOf(state: CircuitState, snapshot?: SimSnapshot): Problem[] {
  const problems: Problem[] = validateCircuit(state).map((i) => ({
    code: i.code,
    where: i.pins && i.pins.length > 0 ? i.pins : i.components,
    message: i.message,
    hint: i.hint,
  }));
  for (const d of snapshot?.diagnostics ?? []) {
    // The static checks already report these two, with pins.
    if (d.code === 'FLOATING_INPUT' || d.code === 'LED_NO_GROUND') continue;
    const where = d.components.map((id) => state.component(id)?.label ?? id);
    problems.push({ code: d.code, where, message: d.message, hint: d.hint });
  }
  return problems;
}

/** The longest note text a summary quotes; the full state quotes it whole. */
const NOTE_QUOTE = 80;

/** `note (0,-80) "Flip SW1: the LED follows."`: a note on one line, shortened. */
export function noteLine(note: Note): string {
  const text = note.text.trim().split(/\s+/).join(' ');
  const quoted = text.length > NOTE_QUOTE ? `${text.slice(0, NOTE_QUOTE).trimEnd()}…` : text;
  return `note (${note.x},${note.y}) ${JSON.stringify(quoted)}`;
}

/** "12 parts, 14 wires", then one line per part and per note, then the problems in one line. */
export function summaryText(state: CircuitState, snapshot?: SimSnapshot): string {
  const notes = [...state.notes()].map(noteLine);
  if (state.componentCount === 0) return ['The circuit is empty.', ...notes].join('\n');
  const lines = [`${state.componentCount} parts, ${state.wireCount} wires`];
  for (const component of state.components()) lines.push(componentLine(state, component, snapshot));
  lines.push(...notes);
  const problems = problemsOf(state, snapshot);
  if (problems.length > 0) lines.push(`problems: ${problems.map((p) => `${p.code} ${p.where.join(',')}`).join('; ')}`);
  return lines.join('\n');
}

/**
 * The whole state: components with ids and properties, every wire, simulated values, the notes
 * (when there are some) and problems with fixes.
 */
export function fullState(state: CircuitState, snapshot?: SimSnapshot): { [key: string]: Json } {
  const components: Json[] = [];
  for (const c of state.components()) {
    const definition = definitionFor(c)!;
    const properties = changedProperties(c, definition);
    const sim = snapshot ? simText(state, c, snapshot) : '';
    components.push({
      id: c.id,
      label: c.label,
      type: c.type,
      x: c.x,
      y: c.y,
      ...(c.rotation !== 0 ? { rotation: c.rotation } : {}),
      ...(Object.keys(properties).length > 0 ? { properties } : {}),
      ...(sim !== '' ? { state: sim } : {}),
    });
  }
  const wires = [...state.wires()].map((w) => {
    const from = state.component(w.from.component)!.label;
    const to = state.component(w.to.component)!.label;
    return `${from}:${w.from.pin} -> ${to}:${w.to.pin}`;
  });
  const problems = problemsOf(state, snapshot).map((p) => ({ code: p.code, message: p.message, fix: p.hint }));
  const notes = [...state.notes()].map(({ id, x, y, text }) => ({ id, x, y, text }));
  return { components, wires, ...(notes.length > 0 ? { notes } : {}), problems };
}
