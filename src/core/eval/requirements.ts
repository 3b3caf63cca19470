import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { ComponentInstance } from '../../shared/circuit/types';
import { getDefinition } from '../../shared/components/registry';
import type { Category } from '../../shared/components/types';
import type { Requirement } from './task';

/** The palette categories that hold logic (what "only NAND gates" restricts by default). */
const LOGIC_CATEGORIES: readonly Category[] = ['Gates', 'Blocks', 'Memory'];

/** Which structural requirements hold, each described in words. */
export interface RequirementResults {
  readonly met: string[];
  readonly unmet: string[];
}

/** "OR_*" as an anchored, case-insensitive pattern: OR_2, OR_3, OR_4 but not XOR_2 or NOR_2. */
export function typePattern(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'i');
}

const list = (components: readonly ComponentInstance[]) => components.map((c) => `${c.label} (${c.type})`).join(', ');

/** Checks the requirements of an edit task against the final circuit (and the start, for keep/unchanged). */
export function checkRequirements(
  requirements: readonly Requirement[],
  final: CircuitState,
  start: CircuitState | undefined,
): RequirementResults {
  const met: string[] = [];
  const unmet: string[] = [];
  const components = [...final.components()];
  for (const requirement of requirements) {
    switch (requirement.kind) {
      case 'count': {
        const { type, min, max } = requirement;
        const matches = components.filter((c) => typePattern(type).test(c.type));
        const wanted =
          min !== undefined && max !== undefined
            ? min === max
              ? `exactly ${min}`
              : `${min} to ${max}`
            : min !== undefined
              ? `at least ${min}`
              : `at most ${max ?? 0}`;
        const found =
          matches.length === 0
            ? 'there are none'
            : `there ${matches.length === 1 ? 'is' : 'are'} ${matches.length}: ${list(matches)}`;
        const text = `${wanted} ${type} (${found})`;
        if ((min === undefined || matches.length >= min) && (max === undefined || matches.length <= max))
          met.push(text);
        else unmet.push(`The task asks for ${wanted} ${type}, but ${found}.`);
        break;
      }
      case 'only': {
        const patterns = requirement.types.map(typePattern);
        const categories: readonly Category[] = requirement.categories ?? LOGIC_CATEGORIES;
        const others = components.filter((c) => {
          const category = getDefinition(c.type)?.category;
          return category !== undefined && categories.includes(category) && !patterns.some((p) => p.test(c.type));
        });
        const allowed = requirement.types.join(', ');
        const among = categories.map((c) => c.toLowerCase()).join(', ');
        if (others.length === 0) met.push(`only ${allowed} among the ${among}`);
        else unmet.push(`The task allows only ${allowed} among the ${among}, but the circuit has ${list(others)}.`);
        break;
      }
      case 'keep': {
        const lost: string[] = [];
        for (const label of requirement.labels) {
          const before = start?.componentByLabel(label);
          const after = final.componentByLabel(label);
          if (!after) lost.push(`${label} is gone`);
          else if (before && before.type !== after.type)
            lost.push(`${label} is now a ${after.type}, not a ${before.type}`);
        }
        if (lost.length === 0) met.push(`kept ${requirement.labels.join(', ')}`);
        else unmet.push(`The task asks to keep ${requirement.labels.join(', ')}: ${lost.join('; ')}.`);
        break;
      }
      case 'unchanged': {
        const changes = start ? differences(start, final) : ['there is no start circuit to compare with'];
        if (changes.length === 0) met.push('the circuit is unchanged');
        else unmet.push(`The circuit changed, but the task asks to leave it as it is: ${changes.join('; ')}.`);
        break;
      }
    }
  }
  return { met, unmet };
}

/** Components (label, type, properties) and wires (by label and pin) added or removed; positions do not count. */
function differences(before: CircuitState, after: CircuitState): string[] {
  const parts = (state: CircuitState) =>
    new Map(
      [...state.components()].map((c) => [
        c.label.toLowerCase(),
        `${c.label} (${c.type}${Object.keys(c.properties).length > 0 ? ` ${stableJson(c.properties)}` : ''})`,
      ]),
    );
  // Wires by their two ends, in either order, ignoring the case of labels.
  const wires = (state: CircuitState) =>
    new Map(
      [...state.wires()].map((w) => {
        const end = (ref: { component: string; pin: string }) => `${state.component(ref.component)!.label}.${ref.pin}`;
        const ends = [end(w.from), end(w.to)].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()));
        return [ends.join('–').toLowerCase(), ends.join('–')];
      }),
    );
  const changes: string[] = [];
  const [a, b] = [parts(before), parts(after)];
  const removed = [...a].filter(([key, text]) => b.get(key) !== text).map(([, text]) => text);
  const added = [...b].filter(([key, text]) => a.get(key) !== text).map(([, text]) => text);
  if (removed.length > 0) changes.push(`removed or altered ${removed.join(', ')}`);
  if (added.length > 0) changes.push(`added ${added.join(', ')}`);
  const [wa, wb] = [wires(before), wires(after)];
  const gone = [...wa].filter(([key]) => !wb.has(key)).map(([, text]) => text);
  const fresh = [...wb].filter(([key]) => !wa.has(key)).map(([, text]) => text);
  if (gone.length > 0) changes.push(`removed wire${gone.length > 1 ? 's' : ''} ${gone.join(', ')}`);
  if (fresh.length > 0) changes.push(`added wire${fresh.length > 1 ? 's' : ''} ${fresh.join(', ')}`);
  return changes;
}

function stableJson(value: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y))));
}
