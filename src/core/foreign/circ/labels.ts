import { LABEL_PATTERN } from '../../../shared/circuit/types';

/** Our labels: a letter, then letters, digits and "_", at most 32. */
export function cleanLabel(text: string): string {
  let label = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (label !== '' && !/^[A-Za-z]/.test(label)) label = `L${label}`;
  return label.slice(0, 32);
}

/** A Logisim tunnel's label as one of our tunnel names (the same label always gives the same name). */
export function tunnelName(label: string): string {
  return cleanLabel(label) || 'net';
}

/**
 * The labels of one circuit: Logisim's own where it has one (made valid, and unique by a suffix:
 * "Sum", "Sum_2"), else the type's prefix and the next free number ("G1", "G2").
 */
export class Labels {
  private readonly used = new Set<string>();
  private readonly counters = new Map<string, number>();

  /** The label for a part Logisim labelled `given`. */
  take(given: string, prefix: string): string {
    const base = cleanLabel(given);
    if (base === '') return this.next(prefix);
    if (this.free(base)) return this.claim(base);
    for (let n = 2; ; n++) {
      const suffix = `_${n}`;
      const candidate = `${base.slice(0, 32 - suffix.length)}${suffix}`;
      if (this.free(candidate)) return this.claim(candidate);
    }
  }

  /** The next free generated label of a prefix. */
  next(prefix: string): string {
    const clean = cleanLabel(prefix) || 'X';
    let n = this.counters.get(clean) ?? 0;
    let candidate: string;
    do {
      n++;
      candidate = `${clean}${n}`;
    } while (!this.free(candidate));
    this.counters.set(clean, n);
    return this.claim(candidate);
  }

  private free(label: string): boolean {
    return LABEL_PATTERN.test(label) && !this.used.has(label.toLowerCase());
  }

  private claim(label: string): string {
    this.used.add(label.toLowerCase());
    return label;
  }
}
