import { HgsError } from './limits';
import { HgsArray, show, type HgsMap, type Value } from './values';

/**
 * The arguments a generic circuit is made with (Digital's `args`): the variables its code
 * declared, and where one is not there, those of the arguments it was given (a circuit placed in a
 * generic circuit sees its parent's arguments through its own).
 */
/** The values declared by the code that made the arguments (a map, or the record addComponent gave). */
export interface OwnValues {
  get(key: string): Value | undefined;
  entries(): Iterable<readonly [string, Value]>;
}

export class GenericArgs implements HgsMap {
  readonly kind = 'map';
  constructor(
    readonly own: OwnValues,
    readonly parent?: GenericArgs,
  ) {}

  get(key: string): Value | undefined {
    return this.own.get(key) ?? this.parent?.get(key);
  }
  put(key: string): void {
    throw new HgsError(`args.${key} cannot be changed: the arguments are set where the circuit is placed`);
  }
  declare(key: string): void {
    this.put(key);
  }
  entries(): readonly (readonly [string, Value])[] {
    const all = new Map<string, Value>(this.parent?.entries() ?? []);
    for (const [k, v] of this.own.entries()) all.set(k, v);
    return [...all];
  }

  /** The same arguments always give the same text (a specialised circuit is made once per text). */
  key(): string {
    return [...this.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${canonical(v)}`)
      .join(';');
  }

  /** The arguments as a reader sees them: "bits=8, direction=left" (empty when there are none). */
  summary(max = 80): string {
    const text = this.entries()
      .filter(([, v]) => typeof v !== 'object' || v.kind !== 'function')
      .map(([k, v]) => `${k}=${show(v)}`)
      .join(', ');
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  }
}

const functionIds = new WeakMap<object, number>();
let nextFunctionId = 1;

/** A value as an unambiguous text (integers and decimal numbers told apart, texts quoted). */
function canonical(v: Value, depth = 0): string {
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'number') return `${v}d`;
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'boolean') return String(v);
  if (depth > 16) return '…';
  if (v instanceof HgsArray) return `[${v.items.map((i) => canonical(i, depth + 1)).join(',')}]`;
  if (v.kind === 'map') {
    const entries = [...v.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x, depth + 1)}`).join(',')}}`;
  }
  let id = functionIds.get(v);
  if (id === undefined) functionIds.set(v, (id = nextFunctionId++));
  return `function#${id}`;
}
