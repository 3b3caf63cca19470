import type { ComponentInstance } from '../../../shared/circuit/types';
import type { DotMatrixSize } from '../../../shared/components/dot-matrix';

/** A pin of a part of the blasted (one-bit) circuit. */
export interface BitPin {
  readonly component: string;
  readonly pin: string;
}

/**
 * What one part of a circuit with buses becomes in the one-bit circuit the engines simulate:
 * the one-bit parts it is made of, the wires inside it, and for each of its bits (`pin`, bit i) the
 * one-bit pins that carry that bit. Join parts (splitters, mergers) carry no logic: they only say
 * which of their bits are the same net (`joins`).
 */
export interface Expansion {
  readonly parts: ComponentInstance[];
  readonly wires: [BitPin, BitPin][];
  /** `pin#i` → the one-bit pins that carry bit i of `pin`. */
  readonly bits: Map<string, BitPin[]>;
  /** Pairs of this part's own bits (`pin#i`) that are one net. */
  readonly joins: [string, string][];
  /** How the simulation view of the part is read back. */
  readonly view?: PartView;
  /**
   * Bits (`pin#i`) that read this value when nothing outside drives them (an enable left open), or
   * this internal output (a divider's upper dividend left open reads the sign of the lower one).
   */
  readonly defaults?: ReadonlyMap<string, 0 | 1 | BitPin>;
}

/** How the view of an expanded part is assembled from its one-bit parts. */
export type PartView =
  | { readonly kind: 'value'; readonly pin: string; readonly width: number }
  | { readonly kind: 'stored'; readonly parts: readonly string[] }
  | { readonly kind: 'source'; readonly parts: readonly string[] }
  /** A dot-matrix display: its dots worked out from its input bits. */
  | { readonly kind: 'dots'; readonly size: DotMatrixSize };
