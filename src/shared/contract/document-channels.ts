import { z } from 'zod';
import { MAX_CIRCUIT_FILE_BYTES } from '../circuit/file-format';
import { CircuitSchema } from '../circuit/types';
import { OperationListSchema, OperationSchema } from '../circuit/operations';
import type { ChannelSpec } from './types';

const CircuitId = z.string().min(1).max(64);
const Name = z.string().trim().min(1, 'a name cannot be empty').max(120);

/** A circuit in the switcher. Times are milliseconds since the epoch. */
export const CircuitMetaSchema = z.object({
  id: CircuitId,
  name: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  componentCount: z.number().int(),
  wireCount: z.number().int(),
  /** Where the circuit came from, when recorded: `example:<id>` for a copy of an example. */
  origin: z.string().optional(),
  /**
   * Its interface as a subcircuit, in the text a `SUBCIRCUIT` part carries ("A,B:4>S,C"), present
   * when it has input or output ports: the palette offers such circuits as subcircuits.
   */
  ports: z.string().optional(),
  /** The ids of the circuits it places as subcircuits (directly), present when there are some. */
  uses: z.array(CircuitId).optional(),
});
export type CircuitMeta = z.infer<typeof CircuitMetaSchema>;

/** Who made a change: the user, the built-in assistant, or an outside agent over MCP. */
export const ChangeSourceSchema = z.enum(['user', 'assistant', 'mcp']);
export type ChangeSource = z.infer<typeof ChangeSourceSchema>;

/** Where a circuit's history stands. `revision` counts every change, undo and redo applied since opening. */
export const HistoryStateSchema = z.object({
  revision: z.number().int(),
  /** Number of changes currently applied (the position in the history list). */
  position: z.number().int(),
  length: z.number().int(),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  undoLabel: z.string().optional(),
  redoLabel: z.string().optional(),
});
export type HistoryState = z.infer<typeof HistoryStateSchema>;

export const OpenCircuitSchema = z.object({
  meta: CircuitMetaSchema,
  circuit: CircuitSchema,
  history: HistoryStateSchema,
});
export type OpenCircuit = z.infer<typeof OpenCircuitSchema>;

/**
 * What an import of a Logisim or Digital file carried over (src/core/foreign): counts, each kind of
 * part we lack (it became placeholders) with how many and where, and what came over differently.
 */
export const ForeignReportSchema = z.object({
  format: z.enum(['logisim', 'digital']),
  version: z.string(),
  circuits: z.number().int(),
  components: z.number().int(),
  supported: z.number().int(),
  unsupported: z.array(z.object({ name: z.string(), count: z.number().int(), where: z.array(z.string()) })),
  warnings: z.array(z.string()),
});
export type ForeignReportData = z.infer<typeof ForeignReportSchema>;

/** The other files of a project opened with a file (Digital places subcircuits by file name). */
export const MAX_COMPANION_FILES = 200;

export const HistoryEntrySchema = z.object({
  id: z.string(),
  label: z.string(),
  source: ChangeSourceSchema,
  createdAt: z.number(),
  /** 1-based: applying entries 1..position gives the current circuit. */
  index: z.number().int(),
  applied: z.boolean(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** Channels over circuits (documents) and their history. Every change is stored as it happens. */
export const documentChannels = {
  'circuit:list': {
    description: 'Every circuit, most recently changed first.',
    input: z.strictObject({}),
    output: z.array(CircuitMetaSchema),
  },
  'circuit:current': {
    description: 'The circuit open now (the last one opened; a new one when there is none).',
    input: z.strictObject({}),
    output: OpenCircuitSchema,
  },
  'circuit:create': {
    description: 'Creates an empty circuit and opens it.',
    input: z.strictObject({ name: Name.optional() }),
    output: OpenCircuitSchema,
  },
  'circuit:open': {
    description: 'Opens a circuit by id.',
    input: z.strictObject({ id: CircuitId }),
    output: OpenCircuitSchema,
  },
  'circuit:rename': {
    description: 'Renames a circuit.',
    input: z.strictObject({ id: CircuitId, name: Name }),
    output: CircuitMetaSchema,
  },
  'circuit:duplicate': {
    description: 'Copies a circuit (content only, not its history) under a new name.',
    input: z.strictObject({ id: CircuitId, name: Name.optional() }),
    output: CircuitMetaSchema,
  },
  'circuit:delete': {
    description: 'Deletes a circuit and its history. Deleting the open circuit opens another one.',
    input: z.strictObject({ id: CircuitId }),
    output: z.object({ deleted: CircuitId }),
  },
  'circuit:apply': {
    description: 'Applies edit operations to a circuit as one undoable change, all or nothing.',
    input: z.strictObject({
      circuitId: CircuitId,
      label: z.string().trim().min(1).max(200),
      operations: OperationListSchema,
    }),
    /** `changeId` names the stored change (tool calls of the assistant link to it). */
    output: z.object({ history: HistoryStateSchema, changeId: z.string() }),
  },
  'circuit:export': {
    description: 'The circuit as a versioned CircuitForge file (JSON).',
    input: z.strictObject({ id: CircuitId }),
    output: z.object({ fileName: z.string(), content: z.string() }),
  },
  'circuit:import': {
    description:
      'Creates a circuit from the text of a CircuitForge, Logisim (.circ) or Digital (.dig) file, checking all of it first; ' +
      'a Digital file comes with the other .dig files of its folder (the subcircuits it places, by file name) and its .hex files (the words of its ROMs).',
    input: z.strictObject({
      content: z.string().max(MAX_CIRCUIT_FILE_BYTES, 'a circuit file is at most 64 MiB'),
      fileName: z.string().max(260).optional(),
      companions: z
        .array(
          z.strictObject({
            fileName: z.string().max(260),
            content: z.string().max(MAX_CIRCUIT_FILE_BYTES, 'a circuit file is at most 64 MiB'),
          }),
        )
        .max(MAX_COMPANION_FILES)
        .optional(),
    }),
    /** `report`: what a Logisim or Digital file's import carried over. */
    output: OpenCircuitSchema.extend({ report: ForeignReportSchema.optional() }),
  },
  'history:list': {
    description: 'The changes of a circuit, oldest first, and which are applied.',
    input: z.strictObject({ circuitId: CircuitId }),
    output: z.object({ entries: z.array(HistoryEntrySchema), history: HistoryStateSchema }),
  },
  'history:undo': {
    description: 'Undoes the last applied change.',
    input: z.strictObject({ circuitId: CircuitId }),
    output: z.object({ history: HistoryStateSchema }),
  },
  'history:redo': {
    description: 'Re-applies the next undone change.',
    input: z.strictObject({ circuitId: CircuitId }),
    output: z.object({ history: HistoryStateSchema }),
  },
  'history:jump': {
    description: 'Undoes or redoes to the point where `position` changes are applied.',
    input: z.strictObject({ circuitId: CircuitId, position: z.number().int().min(0) }),
    output: z.object({ history: HistoryStateSchema }),
  },
} satisfies Record<string, ChannelSpec>;

/** Why a circuit changed. */
export const ChangeCauseSchema = z.enum(['edit', 'undo', 'redo', 'jump']);

/** Payload of `circuit.changed`: apply `operations` in order to the circuit at `revision - 1`. */
export const CircuitChangedSchema = z.object({
  circuitId: CircuitId,
  revision: z.number().int(),
  cause: ChangeCauseSchema,
  label: z.string(),
  source: ChangeSourceSchema,
  operations: z.array(OperationSchema),
  history: HistoryStateSchema,
});
export type CircuitChanged = z.infer<typeof CircuitChangedSchema>;
