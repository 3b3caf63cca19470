import { parseEndpoint, type Blueprint } from '../../shared/circuit/blueprint';
import type { CircuitState } from '../../shared/circuit/circuit-state';
import { checkConnection } from '../../shared/circuit/connection-rules';
import { findPin, unknownPin } from '../../shared/components/registry';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import { rankMatches } from '../../shared/fuzzy';
import type { End, Link, Part } from './netlist';

/** Where the wires of a blueprint may end: its own parts, and in merge mode the circuit's. */
export interface WireScope {
  /** The blueprint's parts, by lower-cased label. */
  readonly parts: ReadonlyMap<string, Part>;
  /** The circuit the blueprint is merged into (merge mode only). */
  readonly existing?: CircuitState;
  /** The part of an existing component, by id (one object per component, shared with the net checks). */
  readonly existingPart: (id: string) => Part;
}

/**
 * Checks every wire of a blueprint: endpoint syntax, component and pin names ("did you mean"),
 * repeated wires and the registry's connection rules, counting the wires already in the circuit
 * in merge mode. Returns the links that passed, for the net checks.
 */
export function checkWires(wires: Blueprint['wires'], scope: WireScope, issues: ValidationIssue[]): Link[] {
  const { parts, existing } = scope;
  const labels = [...parts.values(), ...(existing ? [...existing.components()] : [])].map((p) => ({
    value: p.label,
    names: [p.label],
  }));
  const added = new Map<string, number>();
  const seen = new Set<string>();
  const links: Link[] = [];
  const endKey = (end: End) => `${end.part.key}\u0000${end.pin.name}`;
  const isExisting = (end: End) => !end.part.key.startsWith('\u0001');
  const count = (end: End) =>
    (added.get(endKey(end)) ?? 0) +
    (isExisting(end) ? existing!.wiresAt({ component: end.part.key, pin: end.pin.name }).length : 0);

  for (const [index, wire] of wires.entries()) {
    const name = `${wire.from}→${wire.to}`;
    const where = `wires[${index}] (${name})`;
    const error = (code: ValidationIssue['code'], message: string, hint: string, involved: string[] = []) =>
      issues.push({
        code,
        severity: 'error',
        message: `${where}: ${message}`,
        hint,
        components: involved,
        wires: [name],
      });
    const ends: End[] = [];
    for (const text of [wire.from, wire.to]) {
      const endpoint = parseEndpoint(text);
      if (!endpoint) {
        error('BAD_ENDPOINT', `"${text}" is not of the form LABEL:pin.`, 'Write endpoints as "SW1:out" or "G1:a".');
        continue;
      }
      const own = parts.get(endpoint.label.toLowerCase());
      const other = own ? undefined : existing?.componentByLabel(endpoint.label);
      const part = own ?? (other ? scope.existingPart(other.id) : undefined);
      if (!part) {
        const similar = rankMatches(endpoint.label, labels, 2);
        const scopeWords = existing ? 'of the blueprint or of the circuit' : 'of the blueprint';
        error(
          'UNKNOWN_COMPONENT',
          `no component is labelled "${endpoint.label}".`,
          `${similar.length > 0 ? `Did you mean "${similar[0]}"? ` : ''}Every wire end must name a component ${scopeWords}.${existing ? '' : ' To wire to parts already in the circuit, validate and apply in merge mode.'}`,
        );
        continue;
      }
      const pin = findPin(part.definition, endpoint.pin);
      if (!pin) {
        const failure = unknownPin(part.definition, endpoint.pin, part.label);
        error('UNKNOWN_PIN', failure.error, failure.hint, [part.label]);
        continue;
      }
      ends.push({ part, pin });
    }
    if (ends.length !== 2) continue;
    const [a, b] = ends as [End, End];
    const involved = [a.part.label, b.part.label];
    const pairKey = [endKey(a), endKey(b)].sort().join('|');
    const inCircuit =
      isExisting(a) &&
      isExisting(b) &&
      existing!.wiresAt({ component: a.part.key, pin: a.pin.name }).some((w) => {
        const far = w.from.component === a.part.key && w.from.pin === a.pin.name ? w.to : w.from;
        return far.component === b.part.key && far.pin === b.pin.name;
      });
    if (seen.has(pairKey) || inCircuit) {
      error(
        'DUPLICATE_WIRE',
        inCircuit
          ? 'these two pins are already connected in the circuit.'
          : 'these two pins are already connected by an earlier wire.',
        'Remove the repeated wire.',
        involved,
      );
      continue;
    }
    const checked = checkConnection(
      { name: `${a.part.label}.${a.pin.name}`, pin: a.pin, connections: count(a) },
      { name: `${b.part.label}.${b.pin.name}`, pin: b.pin, connections: count(b) },
    );
    if (!checked.success) {
      error(refusalCode(a, b, count), checked.error, checked.hint, involved);
      continue;
    }
    seen.add(pairKey);
    for (const end of ends) added.set(endKey(end), (added.get(endKey(end)) ?? 0) + 1);
    links.push({ name, a, b });
  }
  return links;
}

/** The specific code of a refused connection, so the model can tell the rules apart. */
function refusalCode(a: End, b: End, count: (end: End) => number): ValidationIssue['code'] {
  if (a.part === b.part && a.pin === b.pin) return 'CONNECTION_REFUSED';
  if (a.pin.direction === 'output' && b.pin.direction === 'output') return 'OUTPUT_TO_OUTPUT';
  if (a.pin.direction === 'input' && b.pin.direction === 'input') return 'INPUT_TO_INPUT';
  const full = (e: End) => e.pin.direction === 'input' && e.pin.maxConnections >= 0 && count(e) >= e.pin.maxConnections;
  return full(a) || full(b) ? 'MULTIPLE_DRIVERS' : 'CONNECTION_REFUSED';
}
