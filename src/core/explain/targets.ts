import { fail, ok, type Result } from '../../shared/errors';
import { rankMatches } from '../../shared/fuzzy';
import type { CircuitGraph } from './graph';

/** A pin whose net is to be explained, under the name the explanation uses. */
export interface Target {
  readonly name: string;
  readonly pin: number;
}

/** What to explain: nets, and storage parts asked for by name. */
export interface Targets {
  readonly nets: Target[];
  /** Display inputs wired to nothing (or never wired, for LEDs and probes). */
  readonly unwired: string[];
  readonly storage: number[];
}

/** Every display: LEDs and probes by label, seven-segment displays per wired segment. */
export function defaultTargets(graph: CircuitGraph): Targets {
  const nets: Target[] = [];
  const unwired: string[] = [];
  graph.components.forEach((component, c) => {
    const { layout } = component;
    if (layout.model.kind !== 'display') return;
    const single = layout.inputPins.length === 1;
    for (const pin of layout.inputPins) {
      const global = graph.pin(c, pin);
      const name = single ? component.label : `${component.label}.${layout.definition.pins[pin]!.name}`;
      // An unwired optional segment is simply off; an unwired LED or probe shows nothing.
      if (!graph.isWired(global)) {
        if (single) unwired.push(name);
        continue;
      }
      nets.push({ name, pin: global });
    }
  });
  return { nets, unwired, storage: [] };
}

/**
 * The targets named by `labels`: "LABEL.pin" is that pin's net; "LABEL" is a display's inputs, a
 * storage part (its description), a part's only output, or each output of a part with several.
 */
export function namedTargets(graph: CircuitGraph, labels: readonly string[]): Result<Targets> {
  const nets: Target[] = [];
  const unwired: string[] = [];
  const storage: number[] = [];
  for (const name of labels) {
    const dot = name.indexOf('.');
    const label = dot < 0 ? name.trim() : name.slice(0, dot).trim();
    const c = graph.find(label);
    if (c < 0) {
      const similar = rankMatches(
        label,
        graph.components.map((x) => ({ value: x.label, names: [x.label] })),
        2,
      );
      return fail(
        'UNKNOWN_COMPONENT',
        `No component is labelled "${label}".`,
        similar.length > 0
          ? `Did you mean ${similar.map((s) => `"${s}"`).join(' or ')}?`
          : 'Use the labels shown on the canvas.',
      );
    }
    const component = graph.components[c]!;
    const { layout } = component;
    const pins = layout.definition.pins;
    if (dot >= 0) {
      const pinName = name.slice(dot + 1).trim();
      const index = pins.findIndex((p) => p.name.toLowerCase() === pinName.toLowerCase());
      if (index < 0) {
        return fail(
          'UNKNOWN_PIN',
          `${component.label} has no pin "${pinName}".`,
          `Its pins are: ${pins.map((p) => p.name).join(', ')}.`,
        );
      }
      nets.push({ name: `${component.label}.${pins[index]!.name}`, pin: graph.pin(c, index) });
      continue;
    }
    if (layout.model.kind === 'storage') {
      storage.push(c);
      continue;
    }
    const list = layout.model.kind === 'display' ? layout.inputPins : layout.outputPins;
    if (list.length === 0) {
      return fail(
        'INVALID_INPUT',
        `${component.label} carries no logic signal.`,
        'Name a gate, a display, an input or "LABEL.pin".',
      );
    }
    for (const pin of list) {
      const global = graph.pin(c, pin);
      const full = list.length === 1 ? component.label : `${component.label}.${pins[pin]!.name}`;
      if (layout.model.kind === 'display' && !graph.isWired(global)) unwired.push(full);
      else nets.push({ name: full, pin: global });
    }
  }
  return ok({ nets, unwired, storage });
}
