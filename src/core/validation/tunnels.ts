import type { ValidationIssue } from '../../shared/contract/validation-channels';
import type { Link, Part } from './netlist';

/** A tunnel as the checks see it: its part and the name that joins it to the others. */
export interface TunnelEnd {
  readonly part: Part;
  readonly name: string;
}

/**
 * Tunnels of one name are one net: links between their pins, so the net checks see through them;
 * a tunnel alone with its name connects to nothing, which is said (a typo in a name is the usual
 * cause).
 */
export function tunnelLinks(tunnels: readonly TunnelEnd[]): { links: Link[]; issues: ValidationIssue[] } {
  const byName = new Map<string, TunnelEnd[]>();
  for (const t of tunnels) {
    const group = byName.get(t.name);
    if (group) group.push(t);
    else byName.set(t.name, [t]);
  }
  const links: Link[] = [];
  const issues: ValidationIssue[] = [];
  for (const [name, group] of byName) {
    const pinOf = (t: TunnelEnd) => t.part.definition.pins[0]!;
    if (group.length === 1) {
      const only = group[0]!;
      issues.push({
        code: 'LONE_TUNNEL',
        severity: 'warning',
        message: `${only.part.label} is the only tunnel named "${name}": it connects to nothing.`,
        hint: `Add another tunnel named "${name}" where the signal should go, or check the name for a typo.`,
        components: [only.part.label],
      });
      continue;
    }
    for (let i = 1; i < group.length; i++) {
      links.push({
        name: `tunnel ${name}`,
        a: { part: group[0]!.part, pin: pinOf(group[0]!) },
        b: { part: group[i]!.part, pin: pinOf(group[i]!) },
      });
    }
  }
  return { links, issues };
}
