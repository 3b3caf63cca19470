import { z } from 'zod';
import type { ChannelSpec } from './types';

/** Codes of the validator's findings. */
export const VALIDATION_CODES = [
  'INVALID_BLUEPRINT',
  'UNKNOWN_TYPE',
  'INVALID_LABEL',
  'DUPLICATE_LABEL',
  'OUT_OF_BOUNDS',
  'INVALID_PROPERTY',
  'BAD_ENDPOINT',
  'UNKNOWN_COMPONENT',
  'UNKNOWN_PIN',
  'CONNECTION_REFUSED',
  'DUPLICATE_WIRE',
  'OUTPUT_TO_OUTPUT',
  'INPUT_TO_INPUT',
  'MULTIPLE_DRIVERS',
  'SUPPLY_SHORT',
  'FLOATING_INPUT',
  'UNDRIVEN_NET',
  'LED_NO_RESISTOR',
  'LED_NO_GROUND',
  'INVERTING_LOOP',
  'NEGATIVE_POSITION',
  'OVERLAPPING_PARTS',
  'LONE_TUNNEL',
] as const;

/** One finding of the validator: what, where (labels, pins, wires) and how to fix it. */
export const ValidationIssueSchema = z.object({
  code: z.enum(VALIDATION_CODES),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  hint: z.string(),
  /** Labels of the components involved. */
  components: z.array(z.string()),
  /** "LABEL.pin" of the pins involved. */
  pins: z.array(z.string()).optional(),
  /** Ids (circuits) or "from→to" (blueprints) of the wires involved. */
  wires: z.array(z.string()).optional(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/** The validator's checks over a stored circuit (the editor's live warnings). */
export const validationChannels = {
  'circuit:validate': {
    description:
      'Checks a circuit: drivers per net, shorts, floating inputs, LEDs without a resistor or a path to ground, gate loops that cannot settle.',
    input: z.strictObject({ circuitId: z.string().min(1).max(64) }),
    output: z.object({ issues: z.array(ValidationIssueSchema) }),
  },
} satisfies Record<string, ChannelSpec>;
