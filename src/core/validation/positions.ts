import type { Blueprint } from '../../shared/circuit/blueprint';
import type { CircuitState } from '../../shared/circuit/circuit-state';
import { lookupDefinition } from '../../shared/components/registry';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import { componentBox } from '../../shared/layout/geometry';

interface Box {
  readonly label: string;
  readonly fresh: boolean;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** At most this many overlaps are reported one by one (a blueprint with everything at 0,0 has n²). */
const MAX_OVERLAPS = 10;

/**
 * Warnings about where a blueprint puts its parts: negative coordinates (left of or above the
 * canvas origin, where the user does not look first) and parts whose bodies overlap each other or,
 * in merge mode, parts of the circuit. Parts without a position are placed later, clear of
 * everything, so they are never reported.
 */
export function checkPositions(components: Blueprint['components'], existing?: CircuitState): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const boxes: Box[] = [];
  for (const component of components) {
    const position = component.position;
    const found = lookupDefinition(component.type);
    if (!position || !found.success) continue;
    if (position.x < 0 || position.y < 0) {
      issues.push({
        code: 'NEGATIVE_POSITION',
        severity: 'warning',
        message: `${component.label} is at (${position.x}, ${position.y}), left of or above the canvas origin.`,
        hint: 'Use x and y of 0 or more, or leave the position out to have the part placed for you.',
        components: [component.label],
      });
    }
    const box = componentBox({
      id: '',
      type: found.data.type,
      label: component.label,
      x: position.x,
      y: position.y,
      rotation: component.rotation ?? 0,
      properties: {},
    });
    boxes.push({ label: component.label, fresh: true, ...box });
  }
  if (boxes.length === 0) return issues;
  for (const c of existing?.components() ?? []) boxes.push({ label: c.label, fresh: false, ...componentBox(c) });

  // Sweep along x: only boxes whose x ranges meet are compared.
  boxes.sort((a, b) => a.x - b.x);
  const overlaps: [Box, Box][] = [];
  let total = 0;
  const active: Box[] = [];
  for (const box of boxes) {
    for (let i = active.length - 1; i >= 0; i--) if (active[i]!.x + active[i]!.width <= box.x) active.splice(i, 1);
    for (const other of active) {
      if (!box.fresh && !other.fresh) continue;
      if (box.y < other.y + other.height && other.y < box.y + box.height) {
        total++;
        if (overlaps.length < MAX_OVERLAPS) overlaps.push([other, box]);
      }
    }
    active.push(box);
  }
  for (const [a, b] of overlaps) {
    const [mine, theirs] = a.fresh ? [a, b] : [b, a];
    issues.push({
      code: 'OVERLAPPING_PARTS',
      severity: 'warning',
      message: `${mine.label} at (${mine.x}, ${mine.y}) overlaps ${theirs.label}${theirs.fresh ? '' : ' (already in the circuit)'} at (${theirs.x}, ${theirs.y}).`,
      hint: 'Move one of them (parts are about 60×40), or leave positions out to have the parts placed for you.',
      components: [mine.label, theirs.label],
    });
  }
  if (total > overlaps.length) {
    issues.push({
      code: 'OVERLAPPING_PARTS',
      severity: 'warning',
      message: `…and ${total - overlaps.length} more overlapping pairs.`,
      hint: 'Leave positions out to have the parts placed for you.',
      components: [],
    });
  }
  return issues;
}
