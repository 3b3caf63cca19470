import type { Circuit } from '../../shared/circuit/types';
import type { CircuitMeta } from '../../shared/contract';
import type { Result } from '../../shared/errors';
import type { LayoutEngine } from '../../shared/layout/elk-graph';
import type { CopySimulator } from '../simulation/copy-simulator';
import type { VerilogSynthesis } from '../verilog/types';
import type { WorkingCopy } from './working-copy';

/** The user's other circuits, read-only (for "copy the adder from my other circuit"). */
export interface CircuitLibrary {
  list(): Result<CircuitMeta[]>;
  /** The content of a circuit by id. */
  read(id: string): Result<Circuit>;
}

/**
 * How the assistant works: `build` edits the circuit; `tutor` only reads, and guides a student;
 * `course` builds circuits and writes lessons with them.
 */
export type AssistantMode = 'build' | 'tutor' | 'course';

/** Everything the circuit tools of one turn work on. */
export interface CircuitToolContext {
  /** The turn's copy of the circuit: editing tools change it, every tool reads it. */
  readonly copy: WorkingCopy;
  /** Simulates the copy off the main thread. */
  readonly simulator: CopySimulator;
  readonly library: CircuitLibrary;
  /** The id of the circuit being edited (left out of the library's answers). */
  readonly circuitId: string;
  /** Moves the user's view to these components (not an edit, not undoable). */
  readonly focus: (componentIds: readonly string[]) => void;
  /**
   * An ELK instance's `layout` in the main process (`new ELK().layout` from
   * `elkjs/lib/elk.bundled.js`, bound): `auto_layout` and the placing of new parts use it.
   */
  readonly layout: LayoutEngine;
  /** Synthesises Verilog with Yosys (src/main/verilog); `build_from_verilog` says so when absent. */
  readonly verilog?: VerilogSynthesis;
}
