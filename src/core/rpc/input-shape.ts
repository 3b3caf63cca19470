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

/** One object or array to look at, with how it was reached (for the path of a forbidden key). */
interface Visit {
  readonly node: object;
  readonly depth: number;
  readonly parent?: Visit;
  readonly key?: string;
}

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

function walk(value: unknown, limit: number, checkKeys: boolean): ShapeProblem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const deepest = new Map<object, number>();
  const stack: Visit[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { node, depth } = visit;
    if (depth > limit) return { kind: 'too-deep' };
    if ((deepest.get(node) ?? 0) >= depth) continue;
    deepest.set(node, depth);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i];
        if (typeof child === 'object' && child !== null)
          stack.push({ node: child, depth: depth + 1, parent: visit, key: String(i) });
      }
      continue;
    }
    if (!isPlainObject(node)) continue;
    if (checkKeys && Object.hasOwn(node, FORBIDDEN_KEY)) return { kind: 'forbidden-key', path: pathOf(visit) };
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if (typeof child === 'object' && child !== null)
        stack.push({ node: child, depth: depth + 1, parent: visit, key });
    }
  }
  return undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Objects whose own values a validator reads: literals, JSON, structured clones; not Map, Date… */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
