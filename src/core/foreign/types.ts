import type { ForeignReportData } from '../../shared/contract';
import type { BundledSubcircuit } from '../../shared/circuit/file-format';
import type { Circuit } from '../../shared/circuit/types';
import type { ForeignFormat } from '../../shared/circuit/foreign-formats';

/**
 * A Logisim (`.circ`) or Digital (`.dig`) file read into CircuitForge's model: what
 * `readLogisim` (./circ) and `readDigital` (./dig) answer. It has the shape of one of our own
 * files — a top circuit and the subcircuits it places, each with the id its instances refer to —
 * so it is stored through the same path (`adoptBundle`), and a report of what was and was not
 * carried over.
 */
export interface ForeignImport {
  /** The name the stored circuit gets: the file's main circuit's name. */
  readonly name: string;
  /** The main circuit. Digital test cases of the file are in `circuit.tests`. */
  readonly circuit: Circuit;
  /** Every other circuit of the file that the main one places (transitively), innermost first. */
  readonly subcircuits: readonly BundledSubcircuit[];
  readonly report: ForeignReport;
}

/** One kind of part the import could not carry over: it became `count` placeholders. */
export interface UnsupportedPart {
  /** The part's name in the original program ("Shift Register", "RAMDualPort"). */
  readonly name: string;
  readonly count: number;
  /** Where, in the user's words: the circuit and the labels or positions (at most a few). */
  readonly where: readonly string[];
}

/** What an import carried over, in numbers and in words (the user reads it after opening the file). */
export interface ForeignReport {
  readonly format: ForeignFormat;
  /** The file's own version text (Logisim's `source`, Digital's `<version>`). */
  readonly version: string;
  /** Circuits read (the main one and its subcircuits). */
  readonly circuits: number;
  /** Parts in the file (text labels, decorations and tunnels' names not counted as parts). */
  readonly components: number;
  /** Of them, carried over as working parts (the rest became placeholders). */
  readonly supported: number;
  readonly unsupported: readonly UnsupportedPart[];
  /** Things carried over differently from the original, each a sentence saying what and where. */
  readonly warnings: readonly string[];
}

/**
 * The part a part we lack becomes: a box with the original's name and pins (`ports` in the
 * interface text of a `SUBCIRCUIT`, "A,B:4>Y"), so the schematic keeps its shape and its wires;
 * its outputs are not driven, and the simulator reports it.
 */
export const PLACEHOLDER_TYPE = 'PLACEHOLDER';

/** The report as the contract carries it (plain arrays). */
export function reportData(report: ForeignReport): ForeignReportData {
  return {
    ...report,
    unsupported: report.unsupported.map((u) => ({ name: u.name, count: u.count, where: [...u.where] })),
    warnings: [...report.warnings],
  };
}
