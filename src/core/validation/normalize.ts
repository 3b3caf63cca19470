import { parseEndpoint, type Blueprint } from '../../shared/circuit/blueprint';
import type { CircuitState } from '../../shared/circuit/circuit-state';
import { definitionFor, findPin, lookupDefinition, shapedDefinition } from '../../shared/components/registry';
import type { ComponentDefinition } from '../../shared/components/types';

/**
 * A blueprint written exactly: registry type names ("and-2" → "AND_2"), wire ends as
 * "LABEL:pin" with the label as its part spells it and the pin's own name ("sw1.OUT" → "SW1:out").
 * Meant for blueprints {@link validateBlueprint} accepted (with the same `existing`); anything it
 * cannot resolve is left as written.
 */
export function normalizeBlueprint(blueprint: Blueprint, existing?: CircuitState): Blueprint {
  const own = new Map<string, { label: string; definition: ComponentDefinition }>();
  const components = blueprint.components.map((component) => {
    const found = lookupDefinition(component.type);
    if (!found.success) return component;
    own.set(component.label.toLowerCase(), {
      label: component.label,
      definition: shapedDefinition(found.data, component.properties ?? {}),
    });
    return { ...component, type: found.data.type };
  });
  const end = (text: string): string => {
    const parsed = parseEndpoint(text);
    if (!parsed) return text;
    const mine = own.get(parsed.label.toLowerCase());
    const theirs = mine ? undefined : existing?.componentByLabel(parsed.label);
    const label = mine?.label ?? theirs?.label;
    const definition = mine?.definition ?? (theirs ? definitionFor(theirs) : undefined);
    const pin = definition && findPin(definition, parsed.pin);
    return label && pin ? `${label}:${pin.name}` : text;
  };
  return { components, wires: blueprint.wires.map((w) => ({ from: end(w.from), to: end(w.to) })) };
}
