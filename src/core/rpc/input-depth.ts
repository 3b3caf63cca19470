/** Deepest nesting of objects and arrays a channel's input may have; real inputs use a handful. */
export const MAX_INPUT_DEPTH = 64;

/**
 * True when `value` nests objects or arrays more than `limit` levels deep (the value itself is
 * level 1 when it is one). Iterative, so a hostile input nested 100,000 levels costs a loop, not
 * the stack that recursive validators (zod's `z.json()`) would overflow. A cycle (possible in an
 * IPC payload, which is structured-cloned) counts as too deep. Each object is walked again only
 * when reached deeper than before, so shared sub-objects cannot make the walk explode.
 */
export function exceedsDepth(value: unknown, limit: number = MAX_INPUT_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const deepest = new Map<object, number>();
  const stack: [object, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return true;
    if ((deepest.get(node) ?? 0) >= depth) continue;
    deepest.set(node, depth);
    const children: unknown[] = Array.isArray(node) ? node : isPlainObject(node) ? Object.values(node) : [];
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Objects whose own values a validator reads: literals, JSON, structured clones; not Map, Date… */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
