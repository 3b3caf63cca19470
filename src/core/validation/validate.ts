import type { CircuitState } from '../../shared/circuit/circuit-state';
import { BlueprintSchema } from '../../shared/circuit/blueprint';
import { definitionFor, findPin } from '../../shared/components/registry';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import { checkComponents } from './blueprint-components';
import { checkWires } from './blueprint-wires';
import { checkNetlist, type Link, type Part } from './netlist';
import { checkPositions } from './positions';
import { tunnelLinks, type TunnelEnd } from './tunnels';

/** What validating a blueprint gives: `valid` is true when there is no error (warnings are allowed). */
export interface BlueprintReport {
  readonly valid: boolean;
  readonly issues: ValidationIssue[];
}

/** The live checks of a stored circuit (its structure is already valid: CircuitState guarantees it). */
export function validateCircuit(state: CircuitState): ValidationIssue[] {
  const { parts, links, tunnelIssues } = circuitNetlist(state);
  return [...checkNetlist([...parts.values()], links), ...tunnelIssues];
}

/** A stored circuit as the net checks see it: its parts by component id, its wires as links. */
function circuitNetlist(state: CircuitState): {
  parts: Map<string, Part>;
  links: Link[];
  tunnels: TunnelEnd[];
  tunnelIssues: ValidationIssue[];
} {
  const parts = new Map<string, Part>();
  const tunnels: TunnelEnd[] = [];
  for (const c of state.components()) {
    const part = { key: c.id, label: c.label, definition: definitionFor(c)! };
    parts.set(c.id, part);
    if (c.type === 'TUNNEL') tunnels.push({ part, name: String(c.properties.name ?? '') });
  }
  const joined = tunnelLinks(tunnels);
  const links: Link[] = [...joined.links];
  for (const w of state.wires()) {
    const a = parts.get(w.from.component)!;
    const b = parts.get(w.to.component)!;
    links.push({
      name: w.id,
      a: { part: a, pin: findPin(a.definition, w.from.pin)! },
      b: { part: b, pin: findPin(b.definition, w.to.pin)! },
    });
  }
  return { parts, links, tunnels, tunnelIssues: joined.issues };
}

/** How a blueprint is checked. */
export interface BlueprintCheckOptions {
  /**
   * Merge mode: the circuit the blueprint will be added to. Wire ends may name its parts, a new
   * label may not clash with one of its labels, connection limits count its wires, and the net
   * checks run over the merged circuit (reporting only what involves the blueprint).
   */
  readonly existing?: CircuitState;
}

/**
 * Checks a blueprint as the assistant or a script wrote it: its shape, then every component (type,
 * label, position, properties), every wire (endpoints, pins, connection rules), then the netlist,
 * then where the parts are placed. Every issue names its place and says how to fix it; nothing
 * stops at the first problem. An LED whose cathode cannot reach GND is an error here (it would
 * never light), while the live checks of a circuit only warn about it.
 */
export function validateBlueprint(input: unknown, options: BlueprintCheckOptions = {}): BlueprintReport {
  const parsed = BlueprintSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 20).map((i): ValidationIssue => ({
      code: 'INVALID_BLUEPRINT',
      severity: 'error',
      message: `${i.path.length > 0 ? i.path.join('.') : 'blueprint'}: ${i.message}.`,
      hint: 'A blueprint is {"components": [{"label", "type", "position"?, "properties"?}], "wires": [{"from": "SW1:out", "to": "G1:a"}]}.',
      components: [],
    }));
    return { valid: false, issues };
  }
  const { components, wires } = parsed.data;
  const { existing } = options;
  const issues: ValidationIssue[] = [];
  const parts = checkComponents(components, existing, issues);

  const circuit = existing
    ? circuitNetlist(existing)
    : { parts: new Map<string, Part>(), links: [], tunnels: [], tunnelIssues: [] };
  // The blueprint's tunnels join its nets (and the circuit's, in merge mode) by name.
  const ownTunnels = components.flatMap((c): TunnelEnd[] => {
    const part = parts.get(c.label.toLowerCase());
    return part && part.definition.type === 'TUNNEL' ? [{ part, name: String(c.properties?.name ?? 'net') }] : [];
  });
  const tunnelJoin = tunnelLinks([...circuit.tunnels, ...ownTunnels]);
  const wireLinks = checkWires(
    wires,
    { parts, ...(existing ? { existing } : {}), existingPart: (id) => circuit.parts.get(id)! },
    issues,
  );
  // (Links the circuit's own tunnels already had come again: a net joined twice is the same net.)
  const links = [...wireLinks, ...tunnelJoin.links];
  if (ownTunnels.length > 0)
    issues.push(...tunnelJoin.issues.filter((i) => ownTunnels.some((t) => i.components.includes(t.part.label))));

  // In merge mode, what was wrong with the circuit before is not the blueprint's to fix: only net
  // findings the merge adds or changes are reported.
  const before = existing ? new Set(checkNetlist([...circuit.parts.values()], circuit.links).map(issueKey)) : undefined;
  const netIssues = checkNetlist([...circuit.parts.values(), ...parts.values()], [...circuit.links, ...links]).filter(
    (issue) => !before?.has(issueKey(issue)),
  );
  for (const issue of netIssues) issues.push(issue.code === 'LED_NO_GROUND' ? { ...issue, severity: 'error' } : issue);
  issues.push(...checkPositions(components, existing));

  const rank = { error: 0, warning: 1 } as const;
  issues.sort((x, y) => rank[x.severity] - rank[y.severity]);
  return { valid: !issues.some((i) => i.severity === 'error'), issues };
}

const issueKey = (issue: ValidationIssue) =>
  [issue.code, issue.message, issue.components.join(','), (issue.pins ?? []).join(',')].join('\u0000');
