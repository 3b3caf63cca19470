import { getDefinition } from '../../../shared/components/registry';
import type { DesignPort } from './design';

/** The longest label a part may have. */
export const MAX_LABEL = 32;

/** Hands out labels, unique ignoring case, that fit the label rule. */
export class Labels {
  private readonly used: Set<string>;
  private readonly counters = new Map<string, number>();
  constructor(taken: ReadonlySet<string> = new Set()) {
    this.used = new Set(taken);
  }

  /** `base` made a label (see {@link cleanLabel}), with "_2", "_3"… on a clash. */
  named(base: string): string {
    const clean = cleanLabel(base);
    let label = clean;
    for (let n = 2; this.used.has(label.toLowerCase()); n++) {
      const suffix = `_${n}`;
      label = `${clean.slice(0, MAX_LABEL - suffix.length)}${suffix}`;
    }
    this.used.add(label.toLowerCase());
    return label;
  }

  /** The next free "<prefix><n>" (G1, G2…). */
  next(prefix: string): string {
    let n = this.counters.get(prefix) ?? 1;
    while (this.used.has(`${prefix}${n}`.toLowerCase())) n++;
    this.counters.set(prefix, n + 1);
    const label = `${prefix}${n}`;
    this.used.add(label.toLowerCase());
    return label;
  }
}

/** Text made a label: letters, digits and "_", a letter first, at most 32 characters; `q[2]` → `q2`. */
export function cleanLabel(text: string, room = MAX_LABEL): string {
  let clean = text
    .replace(/\[(\d+)\]/g, '$1')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!/^[A-Za-z]/.test(clean)) clean = `P${clean}`;
  // Cut to fit, never ending on "_" (a label read back through an export stays as it is).
  return clean.slice(0, room).replace(/_+$/, '');
}

/** The label of a port bit: `a[2]` → "A2", a one-bit `cin` → "CIN"; a long name is cut before the index. */
export function portBitLabel(port: DesignPort, bit: number): string {
  // A negative index (`[-2:1]`) reads m2: a label has no minus sign.
  const index = port.nets.length === 1 ? '' : String(port.indices[bit]!).replace('-', 'm');
  return `${cleanLabel(port.name.toUpperCase(), MAX_LABEL - index.length)}${index}`;
}

/** The label prefix of a part type (G for gates, FF for flip-flops…). */
export const prefixOf = (type: string): string => getDefinition(type)?.labelPrefix ?? 'U';
