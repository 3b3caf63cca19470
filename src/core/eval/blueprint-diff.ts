import { parseEndpoint, type Blueprint } from '../../shared/circuit/blueprint';
import { formatProperties } from '../tools/properties-text';
import { call, toolBlueprint, type ScriptedCall } from './scripted-model';

type Part = Blueprint['components'][number];
type WireRef = Blueprint['wires'][number];

const key = (label: string) => label.toLowerCase();

/** "A:out" with its label passed through `rename`, written in lower case so that spellings compare equal. */
function endKey(end: string, rename: (label: string) => string): string {
  const parsed = parseEndpoint(end);
  return parsed ? `${key(rename(parsed.label))}:${parsed.pin.toLowerCase()}` : key(end);
}

/** A wire as an unordered pair of ends, so that a wire written either way round is the same wire. */
function wireKey(wire: WireRef, rename: (label: string) => string = (l) => l): string {
  return [endKey(wire.from, rename), endKey(wire.to, rename)].sort().join(' ');
}

const labelOf = (end: string) => parseEndpoint(end)?.label ?? end;

/**
 * The tool calls that turn the circuit `start` into `target`, the way a model edits a circuit:
 * wires that go are disconnected, parts that go (or change type) are removed, parts that got a new
 * label (same type, label gone from one side and new on the other, in order) are renamed, changed
 * properties are updated, and what is new — parts and wires — is added with ONE `apply_blueprint` in
 * merge mode. Parts are matched by label, ignoring case.
 */
export function editCalls(start: Blueprint, target: Blueprint): ScriptedCall[] {
  const startBy = new Map(start.components.map((c) => [key(c.label), c]));
  const targetBy = new Map(target.components.map((c) => [key(c.label), c]));
  const sameType = (a: Part, b: Part) => a.type.toUpperCase() === b.type.toUpperCase();

  const retyped = start.components.filter((c) => {
    const t = targetBy.get(key(c.label));
    return t !== undefined && !sameType(c, t);
  });
  const onlyInTarget = target.components.filter((c) => !startBy.has(key(c.label)));
  const renames = new Map<string, string>();
  const renamedTo = new Set<string>();
  for (const c of start.components.filter((s) => !targetBy.has(key(s.label)))) {
    const to = onlyInTarget.find((t) => sameType(c, t) && !renamedTo.has(key(t.label)));
    if (!to) continue;
    renames.set(key(c.label), to.label);
    renamedTo.add(key(to.label));
  }
  const rename = (label: string) => renames.get(key(label)) ?? label;
  const removed = [
    ...start.components.filter((c) => !targetBy.has(key(c.label)) && !renames.has(key(c.label))),
    ...retyped,
  ];
  const gone = new Set(removed.map((c) => key(c.label)));
  const added = [
    ...onlyInTarget.filter((c) => !renamedTo.has(key(c.label))),
    ...retyped.map((c) => targetBy.get(key(c.label))!),
  ];

  const kept = start.wires.filter((w) => !gone.has(key(labelOf(w.from))) && !gone.has(key(labelOf(w.to))));
  const targetWires = new Set(target.wires.map((w) => wireKey(w)));
  const keptWires = new Set(kept.map((w) => wireKey(w, rename)));
  const disconnect = kept.filter((w) => !targetWires.has(wireKey(w, rename)));
  const connect = target.wires.filter((w) => !keptWires.has(wireKey(w)));

  const propertyChanges = start.components.flatMap((c) => {
    const t = targetBy.get(key(rename(c.label)));
    if (!t || !sameType(c, t) || gone.has(key(c.label))) return [];
    const before = formatProperties(c.properties ?? {});
    const after = formatProperties(t.properties ?? {});
    return before === after || after === ''
      ? []
      : [call('update_component', { component: t.label, properties: after })];
  });

  return [
    ...disconnect.map((w) => call('disconnect', { from: w.from, to: w.to })),
    ...(removed.length > 0 ? [call('remove_component', { components: removed.map((c) => c.label) })] : []),
    ...[...renames].map(([from, to]) => call('update_component', { component: startBy.get(from)!.label, label: to })),
    ...propertyChanges,
    ...(added.length > 0 || connect.length > 0
      ? [call('apply_blueprint', { mode: 'merge', blueprint: toolBlueprint({ components: added, wires: connect }) })]
      : []),
  ];
}
