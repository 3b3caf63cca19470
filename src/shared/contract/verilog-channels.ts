import { z } from 'zod';
import { OpenCircuitSchema } from './document-channels';
import type { ChannelSpec } from './types';

/** The longest Verilog source the app synthesises, in characters (a course's designs are far smaller). */
export const MAX_VERILOG_SOURCE = 1_000_000;

/** The most gates and flip-flops an imported design may have: beyond it the import is refused. */
export const MAX_VERILOG_GATES = 50_000;

/** What an output port bit becomes: an LED with its resistor and ground, or a probe. */
export const VerilogOutputsSchema = z.enum(['led', 'probe']);
export type VerilogOutputs = z.infer<typeof VerilogOutputsSchema>;

/** How one port of the Verilog module became parts: one part as wide as the port, or one part per bit. */
export const VerilogPortSchema = z.object({
  name: z.string(),
  direction: z.enum(['input', 'output']),
  /** Its width in bits. */
  width: z.number().int(),
  /** True when the port is one part (an input or output port as wide as it, or a clock). */
  bus: z.boolean(),
  /** The labels of its parts: the port's one label, or per bit (`a[2]` → "A2"), bit 0 first. */
  labels: z.array(z.string()),
  /** True for an input with a bit that clocks flip-flops (those bits became CLOCKs). */
  clock: z.boolean(),
});
export type VerilogPort = z.infer<typeof VerilogPortSchema>;

/** What an import made, in figures a user can check against Yosys's own statistics. */
export const VerilogReportSchema = z.object({
  /** The module that was synthesised. */
  top: z.string(),
  /** Every module of the source, the top one included. */
  modules: z.array(z.string()),
  ports: z.array(VerilogPortSchema),
  /** The modules kept as subcircuits, each a circuit of the library (empty when flattened). */
  subcircuits: z.array(z.string()),
  /** Gates and flip-flops Yosys reported after synthesis, every instance of a module counted. */
  yosysCells: z.number().int(),
  /** Gates placed (after joining chains of two-input gates into three- and four-input ones), each module once. */
  gates: z.number().int(),
  flipFlops: z.number().int(),
  /** Every part placed: gates, flip-flops, switches, clocks, LEDs with their resistors and grounds… */
  parts: z.number().int(),
  wires: z.number().int(),
  /** Things the user should know (an output nothing drives, an x read as 0…). */
  warnings: z.array(z.string()),
  /** Facts worth a line that need no action (storage with no initial value starts at 0 here, x in Verilog). */
  notes: z.array(z.string()),
  /** Synthesis and layout time, in milliseconds. */
  milliseconds: z.number(),
});
export type VerilogReport = z.infer<typeof VerilogReportSchema>;

export const VerilogImportInputSchema = z.strictObject({
  source: z
    .string()
    .min(1, 'the Verilog source is empty')
    .max(MAX_VERILOG_SOURCE, `a Verilog source is at most ${MAX_VERILOG_SOURCE.toLocaleString('en')} characters`),
  /** The module to synthesise; by default the one no other module instantiates. */
  top: z.string().trim().min(1).max(200).optional(),
  /** The file's name, for messages and the circuit's name. */
  fileName: z.string().max(260).optional(),
  /** What output bits become when ports are taken bit by bit; LEDs by default. */
  outputs: VerilogOutputsSchema.optional(),
  /** One switch, clock, LED or probe per bit, instead of one port part per port. */
  bits: z.boolean().optional(),
  /** Flatten the module hierarchy instead of keeping submodules as subcircuits. */
  flatten: z.boolean().optional(),
});
export type VerilogImportInput = z.infer<typeof VerilogImportInputSchema>;

/** Channels of Verilog import (synthesis with Yosys) and export. */
export const verilogChannels = {
  'verilog:import': {
    description:
      'Synthesises a Verilog module into gates and flip-flops and opens it as a new circuit. ' +
      'Imports run one at a time, in order; progress arrives as verilog.progress events.',
    input: VerilogImportInputSchema,
    output: z.object({ circuit: OpenCircuitSchema, report: VerilogReportSchema }),
  },
  'verilog:export': {
    description: 'A circuit as a structural Verilog module named after the circuit.',
    input: z.strictObject({ circuitId: z.string().min(1).max(64) }),
    output: z.object({ fileName: z.string(), moduleName: z.string(), source: z.string() }),
  },
} satisfies Record<string, ChannelSpec>;

/** Events of the Verilog import. */
export const verilogEvents = {
  /**
   * An import moved on: `stage` in the user's words ("Synthesising", "Laying out"), `fraction` of
   * the whole job from 0 to 1, `waiting` the imports queued behind it. `done` once it ended.
   */
  'verilog.progress': z.object({
    job: z.number().int(),
    fileName: z.string(),
    stage: z.string(),
    fraction: z.number().min(0).max(1),
    waiting: z.number().int().min(0),
    done: z.boolean(),
  }),
} as const;
