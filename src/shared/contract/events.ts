import { z } from 'zod';
import { COMMAND_IDS } from '../commands';
import { assistantEvents } from './assistant-channels';
import { CircuitChangedSchema, CircuitMetaSchema } from './document-channels';
import { SimUpdatedSchema } from './sim-channels';
import { verilogEvents } from './verilog-channels';

/**
 * Every event the main process pushes to the renderer, with its payload schema. Event names are
 * dotted (`circuit.changed`), channel names use a colon (`circuit:apply`).
 */
export const events = {
  /** Something the user should know that is not the answer to a call (a database moved aside, a failed save). */
  'app.notice': z.object({
    level: z.enum(['info', 'warning', 'error']),
    message: z.string(),
    hint: z.string().optional(),
  }),
  /** A circuit changed (an edit, an undo, a redo, a jump): the operations to apply, in order. */
  'circuit.changed': CircuitChangedSchema,
  /** The list of circuits changed (created, renamed, duplicated, deleted, imported). */
  'circuit.listChanged': z.object({ circuits: z.array(CircuitMetaSchema) }),
  /** Another circuit became the open one. */
  'circuit.opened': z.object({ circuitId: z.string() }),
  /** The simulation of a circuit moved on: changed wire values and component states. */
  'sim.updated': SimUpdatedSchema,
  /** A setting changed (from any window): its key and new value. */
  'settings.changed': z.object({ key: z.string(), value: z.json() }),
  /** Run a renderer command (sent by the desktop app's menus). */
  'app.command': z.object({ command: z.enum(COMMAND_IDS) }),
  ...assistantEvents,
  ...verilogEvents,
} as const;

export type EventName = keyof typeof events;
export type EventPayload<K extends EventName> = z.infer<(typeof events)[K]>;

/** An event as it crosses a host boundary. */
export type EventMessage = { [K in EventName]: { name: K; payload: EventPayload<K> } }[EventName];

export const EVENT_NAMES = Object.keys(events) as EventName[];
