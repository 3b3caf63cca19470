import { z } from 'zod';
import type { ChannelSpec } from './types';

const CircuitId = z.string().min(1).max(64);

/** The most words one `sim:memoryWords` call answers (a screen of the memory editor is 256). */
export const MAX_MEMORY_WORDS_PER_CALL = 4096;

/** A logic value: 0, 1, X (unknown or conflict) or Z (undriven). */
export const LogicValueSchema = z.enum(['0', '1', 'X', 'Z']);
/** A value of one or more bits, most significant first ("0", "1X0Z"). */
export const BitStringSchema = z.string().regex(/^[01XZ]{1,32}$/);
export type LogicValue = z.infer<typeof LogicValueSchema>;

/** The value of a bus: one character per bit (0, 1, X, Z), most significant first ("01X1"). */
export const BusValueSchema = z.string().regex(/^[01XZ]{1,32}$/);

/** What the canvas shows of one component while simulating. Only the fields that apply are set. */
export const ComponentSimStateSchema = z.object({
  /** Switch on / button pressed. */
  on: z.boolean().optional(),
  /** LED lit. */
  lit: z.boolean().optional(),
  /** Seven-segment display: a–g, dp. */
  segments: z.array(z.boolean()).length(8).optional(),
  /**
   * Dot-matrix display: its rows, top first, one character per dot, leftmost first ('1' lit, '0'
   * dark, 'x' unknown); at most 32 by 32.
   */
  dots: z
    .array(z.string().regex(/^[01x]{1,32}$/))
    .max(32)
    .optional(),
  /** Probe value, or the value of a one-bit output. */
  value: LogicValueSchema.optional(),
  /** Stored bits of a latch, flip-flop, register or counter, most significant first ("0101"). */
  stored: z.string().max(64).optional(),
  /** The value of a part on a bus (a wide port, probe, constant or gate output), most significant bit first. */
  bus: BusValueSchema.optional(),
});
export type ComponentSimState = z.infer<typeof ComponentSimStateSchema>;

/** A problem the simulator found, with the components and wires involved. */
export const SimDiagnosticSchema = z.object({
  code: z.enum(['OSCILLATION', 'CONFLICT', 'FLOATING_INPUT', 'LED_NO_GROUND', 'UNSUPPORTED', 'BREAK']),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  hint: z.string(),
  components: z.array(z.string()),
  wires: z.array(z.string()).optional(),
});
export type SimDiagnostic = z.infer<typeof SimDiagnosticSchema>;

/** The whole visible simulation state of a circuit. */
export const SimSnapshotSchema = z.object({
  circuitId: CircuitId,
  /** Simulation time in delay units. */
  time: z.number(),
  running: z.boolean(),
  /** Clock speed as a multiple of real time (1 = clocks tick at their frequency). */
  speed: z.number(),
  /** Value of every wire, by wire id. */
  wires: z.record(z.string(), LogicValueSchema),
  /** Value of every bus wire (wider than one bit), by wire id; absent when there are none. */
  buses: z.record(z.string(), BusValueSchema).optional(),
  /** State of every component that shows one, by component id. */
  components: z.record(z.string(), ComponentSimStateSchema),
  diagnostics: z.array(SimDiagnosticSchema),
  /**
   * False when the circuit is too big for one answer (more than 20,000 wires and components, or
   * 500 diagnostics): the answer holds the first of them, and the full update that follows every
   * snapshot brings every value, in parts.
   */
  complete: z.boolean().optional(),
});
export type SimSnapshot = z.infer<typeof SimSnapshotSchema>;

/**
 * Payload of `sim.updated`: what changed since the previous update of that circuit. With
 * `full: true`, `wires` and `components` hold everything (after a reset or a recompile).
 */
export const SimUpdatedSchema = z.object({
  circuitId: CircuitId,
  full: z.boolean(),
  time: z.number(),
  running: z.boolean(),
  speed: z.number(),
  wires: z.record(z.string(), LogicValueSchema),
  /** Bus wires whose value changed (all of them with `full`), when there are any. */
  buses: z.record(z.string(), BusValueSchema).optional(),
  components: z.record(z.string(), ComponentSimStateSchema),
  /** The full current list (its first 500 when there are more), present when it changed. */
  diagnostics: z.array(SimDiagnosticSchema).optional(),
});
export type SimUpdated = z.infer<typeof SimUpdatedSchema>;

/** Channels of the live simulation. The simulator follows every change of the circuit by itself. */
export const simChannels = {
  'sim:snapshot': {
    description: 'The whole simulation state of a circuit (starts simulating it if needed).',
    input: z.strictObject({ circuitId: CircuitId }),
    output: SimSnapshotSchema,
  },
  'sim:setInput': {
    description:
      'Sets a switch or push button (by component id) on or off, or a wide input port to `value`. Not an undoable edit.',
    input: z.strictObject({
      circuitId: CircuitId,
      componentId: z.string().min(1).max(64),
      on: z.boolean(),
      /** For an input port wider than one bit: the number it gives (bits past its width are dropped). */
      value: z
        .number()
        .int()
        .min(0)
        .max(2 ** 32 - 1)
        .optional(),
    }),
    output: z.object({ time: z.number() }),
  },
  'sim:run': {
    description: 'Starts the clocks (real time × speed).',
    input: z.strictObject({ circuitId: CircuitId }),
    output: z.object({ running: z.boolean() }),
  },
  'sim:pause': {
    description: 'Stops the clocks, keeping every stored value.',
    input: z.strictObject({ circuitId: CircuitId }),
    output: z.object({ running: z.boolean() }),
  },
  'sim:step': {
    description: 'Advances the clocks by a number of half-periods (of the fastest clock) and settles.',
    input: z.strictObject({ circuitId: CircuitId, halfPeriods: z.number().int().min(1).max(1_000_000) }),
    output: z.object({ time: z.number() }),
  },
  'sim:setSpeed': {
    description: 'Sets the clock speed as a multiple of real time.',
    input: z.strictObject({ circuitId: CircuitId, speed: z.number().min(0.001).max(1_000_000) }),
    output: z.object({ speed: z.number() }),
  },
  'sim:reset': {
    description: 'Clears every stored bit to 0, puts switches back to their initial position and settles.',
    input: z.strictObject({ circuitId: CircuitId }),
    output: SimSnapshotSchema,
  },
  'sim:truthTable': {
    description:
      'The truth table of a combinational circuit, by component labels (inputs: switches, buttons and input ports, wide ones counting their bits; outputs: LEDs, probes and output ports).',
    input: z.strictObject({
      circuitId: CircuitId,
      inputs: z.array(z.string().min(1).max(32)).min(1).max(16),
      outputs: z.array(z.string().min(1).max(32)).min(1).max(64),
    }),
    output: z.object({
      inputs: z.array(z.string()),
      outputs: z.array(z.string()),
      /**
       * One row per input combination, counting up; each value a bit string, most significant bit
       * first: "0", "1", "X" or "Z" for one bit, as many characters as a wide port's width.
       */
      rows: z.array(z.object({ inputs: z.array(BitStringSchema), outputs: z.array(BitStringSchema) })),
    }),
  },
  'sim:memoryWords': {
    description:
      'The words a ROM or RAM (by component id or label; inside a subcircuit instance `<instance id>/<inner id>`) holds now in the running simulation: `count` words from address `from`, fewer at the end of the memory.',
    input: z.strictObject({
      circuitId: CircuitId,
      componentId: z.string().min(1).max(256),
      from: z
        .number()
        .int('the first address is a whole number')
        .min(0, 'the first address is 0 or more')
        .max(2 ** 24 - 1, 'no memory has an address past ffffff'),
      count: z
        .number()
        .int('the count is a whole number of words')
        .min(1, 'ask for at least 1 word')
        .max(
          MAX_MEMORY_WORDS_PER_CALL,
          `at most ${MAX_MEMORY_WORDS_PER_CALL} words a call: ask for the rest in another`,
        ),
    }),
    output: z.object({
      addressBits: z.number().int().min(1).max(24),
      dataBits: z.number().int().min(1).max(32),
      from: z.number().int().min(0),
      /** The words from `from` on, as unsigned numbers. */
      words: z.array(
        z
          .number()
          .int()
          .min(0)
          .max(2 ** 32 - 1),
      ),
    }),
  },
} satisfies Record<string, ChannelSpec>;
