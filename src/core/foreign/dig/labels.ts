import { LABEL_PATTERN } from '../../../shared/circuit/types';

const SYMBOLS: Readonly<Record<string, string>> = { '~': 'n', '=': 'eq', '>': 'gt', '<': 'lt', '+': 'p', '-': '_' };

/**
 * A Digital name made into one of our identifiers (a letter, then letters, digits and "_", at most
 * 32): "~Q" → "nQ", "C_{out}" → "C_out", "1st" → "N1st", "" → undefined.
 */
export function identifier(name: string): string | undefined {
  let text = '';
  for (const ch of name.trim()) {
    if (/[A-Za-z0-9_]/.test(ch)) text += ch;
    else if (SYMBOLS[ch] !== undefined) text += SYMBOLS[ch];
    else if (/\s/.test(ch) || /[^{}^$\\]/.test(ch)) text += '_';
  }
  text = text.replace(/_+/g, '_').replace(/^_+|_+$/g, '');
  if (text === '') return undefined;
  if (!/^[A-Za-z]/.test(text)) text = `N${text}`;
  return text.slice(0, 32);
}

/** Hands out labels unique in one circuit (ignoring case), keeping a wanted one where it is free. */
export class LabelBook {
  private readonly taken = new Set<string>();
  private readonly counters = new Map<string, number>();

  /**
   * The label for a part: `wanted` made an identifier when it is free, otherwise the same with a
   * number; with no `wanted`, `prefix` and the next free number.
   */
  take(wanted: string | undefined, prefix: string): string {
    const base = wanted === undefined ? undefined : identifier(wanted);
    if (base !== undefined && !this.taken.has(base.toLowerCase())) return this.keep(base);
    const stem = (base ?? (identifier(prefix) || 'P')).slice(0, 26);
    let n = base === undefined ? (this.counters.get(stem) ?? 1) : 2;
    while (this.taken.has(`${stem}${base === undefined ? '' : '_'}${n}`.toLowerCase())) n++;
    if (base === undefined) this.counters.set(stem, n + 1);
    return this.keep(`${stem}${base === undefined ? '' : '_'}${n}`);
  }

  private keep(label: string): string {
    if (!LABEL_PATTERN.test(label)) throw new Error(`label ${label}`);
    this.taken.add(label.toLowerCase());
    return label;
  }
}

/** Ids in canonical order: `p000001`, `w000001`… (sorting them as text keeps the order they were made in). */
export class IdMaker {
  private readonly next = new Map<string, number>();

  make(prefix: string): string {
    const n = (this.next.get(prefix) ?? 0) + 1;
    this.next.set(prefix, n);
    return `${prefix}${String(n).padStart(6, '0')}`;
  }
}
