/** Deepest nesting of objects and arrays a channel's input may have; real inputs use a handful. */
export const MAX_INPUT_DEPTH = 64;

/**
 * The one key no input may hold, at any depth. Parsed JSON keeps it as an own key, but whatever
 * copies the value by assignment (zod's records and `z.json()` do) sets a prototype with it
 * instead, so it would vanish silently and the call would succeed without it.
 */
export const FORBIDDEN_KEY = '__proto__';

/** What is wrong with an input before any schema looks at it. */
export type ShapeProblem =
  | { readonly kind: 'too-deep' }
  /** `path`: the keys from the input down to the object holding {@link FORBIDDEN_KEY}. */
  | { readonly kind: 'forbidden-key'; readonly path: readonly string[] };

/**
 * Whether `value` nests objects or arrays more than `limit` levels deep (the value itself is level 1
 * when it is one), or holds a {@link FORBIDDEN_KEY} key anywhere. Iterative, so a hostile input
 * nested 100,000 levels costs a loop, not the stack that recursive validators (zod's `z.json()`)
 * would overflow. A cycle (possible in an IPC payload, which is structured-cloned) counts as too
 * deep. Each object is walked again only when reached deeper than before, so shared sub-objects
 * cannot make the walk explode.
 */
export function inputShapeProblem(value: unknown, limit: number = MAX_INPUT_DEPTH): ShapeProblem | undefined {
  return walk(value, limit, true);
}

/** True when `value` nests objects or arrays more than `limit` levels deep (see {@link inputShapeProblem}). */
export function exceedsDepth(value: unknown, limit: number = MAX_INPUT_DEPTH): boolean {
  return walk(value, limit, false)?.kind === 'too-deep';
}

// Every input of every call goes through this walk (a 200,000-part edit holds a million objects):
// no allocation per object, and the path of a forbidden key is looked for only once one is found.
function walk(value: unknown, limit: number, checkKeys: boolean): ShapeProblem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const deepest = new Map<object, number>();
  const nodes: object[] = [value];
  const depths: number[] = [1];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > limit) return { kind: 'too-deep' };
    if ((deepest.get(node) ?? 0) >= depth) continue;
    deepest.set(node, depth);
    let children: unknown[];
    if (Array.isArray(node)) children = node;
    else if (isPlainObject(node)) {
      if (checkKeys && Object.hasOwn(node, FORBIDDEN_KEY)) return { kind: 'forbidden-key', path: pathTo(value, node) };
      children = Object.values(node);
    } else continue;
    for (const child of children) {
      if (typeof child === 'object' && child !== null) {
        nodes.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return undefined;
}

/** The keys from `root` down to `target` (found by the walk, so reachable through plain objects and arrays). */
function pathTo(root: object, target: object): string[] {
  const parents = new Map<object, { parent: object; key: string }>();
  const queue: object[] = [root];
  const seen = new Set<object>([root]);
  for (let at = 0; at < queue.length && !parents.has(target) && target !== root; at++) {
    const node = queue[at]!;
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if (typeof child !== 'object' || child === null || seen.has(child)) continue;
      seen.add(child);
      parents.set(child, { parent: node, key });
      queue.push(child);
    }
  }
  const path: string[] = [];
  for (let node = target; node !== root;) {
    const step = parents.get(node)!;
    path.push(step.key);
    node = step.parent;
  }
  return path.reverse();
}

/** Objects whose own values a validator reads: literals, JSON, structured clones; not Map, Date… */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
