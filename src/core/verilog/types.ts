import type { BundledSubcircuit } from '../../shared/circuit/file-format';
import type { Circuit } from '../../shared/circuit/types';
import type { Result } from '../../shared/errors';
import type { VerilogOutputs, VerilogReport } from '../../shared/contract/verilog-channels';
import type { LayoutEngine } from '../../shared/layout/elk-graph';

/** A file tree as Yosys reads and writes it: name → text. */
export type YosysFiles = Readonly<Record<string, string>>;

/**
 * One run of Yosys: its arguments and input files; resolves with the files it wrote, or with its
 * exit code when it stopped on an error. Every line it prints goes to `log` as it comes (the
 * errors included), so that progress can be shown and messages read. A failed run still returns
 * the files written before it stopped. `@yowasp/yosys` in a worker
 * thread in the app (src/main/verilog); the same function in-process in tests.
 */
export type RunYosys = (
  args: readonly string[],
  files: YosysFiles,
  log: (line: string) => void,
) => Promise<
  | { readonly ok: true; readonly files: YosysFiles }
  | { readonly ok: false; readonly code: number; readonly files: YosysFiles }
>;

/** What {@link importVerilog} needs from its host. */
export interface VerilogHost {
  readonly yosys: RunYosys;
  /** ELK's `layout` (elkjs), run where the import runs. */
  readonly layout: LayoutEngine;
  /** Progress in the user's words, `fraction` of the whole job from 0 to 1. */
  readonly progress?: (stage: string, fraction: number) => void;
}

/** Options of an import. */
export interface VerilogImportOptions {
  /** The module to synthesise; by default the one no other module instantiates. */
  readonly top?: string;
  /** The source's file name, for messages ("adder.v, line 3: …") and the circuit's name. */
  readonly fileName?: string;
  /** What output bits become when ports are taken bit by bit; LEDs (with resistor and ground) by default. */
  readonly outputs?: VerilogOutputs;
  /** One switch, clock, LED or probe per bit instead of one port part per port. */
  readonly bits?: boolean;
  /** Flatten the module hierarchy (always for a merge) instead of keeping each module as a subcircuit. */
  readonly flatten?: boolean;
  /** Refuse designs with more gates and flip-flops than this (MAX_VERILOG_GATES by default). */
  readonly maxGates?: number;
  /**
   * For a design added to a circuit: labels already taken there (a clash gets a suffix), a tag
   * that keeps the new ids apart from the circuit's, and where the top-left of the design goes.
   */
  readonly merge?: {
    readonly takenLabels: readonly string[];
    readonly idTag: string;
    readonly origin: { readonly x: number; readonly y: number };
  };
}

/** Synthesises a design (queued, off the main thread in the app): what the assistant's tool calls. */
export type VerilogSynthesis = (source: string, options: VerilogImportOptions) => Promise<Result<VerilogImport>>;

/** A synthesised design as a circuit, laid out, with what it made. */
export interface VerilogImport {
  /** A name for the new circuit: the top module's. */
  readonly name: string;
  readonly circuit: Circuit;
  /** The modules below the top kept as subcircuits: the circuits its instances place (none when flattened). */
  readonly subcircuits: readonly BundledSubcircuit[];
  readonly report: VerilogReport;
}

/** Imports one after another, off the caller's thread (src/main/verilog/verilog-importer.ts). */
export interface VerilogImporter {
  /** Queues an import behind those running; resolves once it ran (or was refused). */
  run(source: string, options: VerilogImportOptions): Promise<Result<VerilogImport>>;
  /** Stops the worker; queued imports fail. */
  close(): Promise<void>;
}
