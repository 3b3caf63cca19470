import { z } from 'zod';
import { ROTATIONS } from '../components/geometry';

/** Canvas coordinates are bounded so that a corrupt file or a wild model cannot place parts at 1e300. */
export const COORDINATE_LIMIT = 1_000_000;

/** Labels are short identifiers: they name parts for people, for the assistant and in Verilog. */
export const LABEL_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'ids use letters, digits, "_" and "-"');
const Coordinate = z.number().finite().min(-COORDINATE_LIMIT).max(COORDINATE_LIMIT);

/** The longest text of a property; a memory's `contents` may be longer (see {@link MAX_CONTENTS_TEXT}). */
export const MAX_PROPERTY_TEXT = 1000;
/** The longest contents text of a memory part, in characters (16 M: a full 1 M-word memory of 32-bit words is about 9 M). */
export const MAX_CONTENTS_TEXT = 16 * 1024 * 1024;
/** The one property whose text may be longer than {@link MAX_PROPERTY_TEXT}: a memory's words. */
export const CONTENTS_PROPERTY = 'contents';

/** JSON values a property may hold. */
export const PropertyValueSchema = z.union([z.string().max(MAX_PROPERTY_TEXT), z.number().finite(), z.boolean()]);
export type PropertyValue = z.infer<typeof PropertyValueSchema>;

/** A part's properties: short values, and a memory's contents. */
export const PropertiesSchema = z
  .record(z.string().max(64), z.union([z.string().max(MAX_CONTENTS_TEXT), z.number().finite(), z.boolean()]))
  .check((ctx) => {
    for (const [key, value] of Object.entries(ctx.value)) {
      if (key !== CONTENTS_PROPERTY && typeof value === 'string' && value.length > MAX_PROPERTY_TEXT) {
        ctx.issues.push({
          code: 'too_big',
          origin: 'string',
          maximum: MAX_PROPERTY_TEXT,
          inclusive: true,
          input: value,
          path: [key],
          message: `a property's text is at most ${MAX_PROPERTY_TEXT} characters`,
        });
      }
    }
  });

export const ComponentInstanceSchema = z.strictObject({
  id: Id,
  type: z.string().min(1).max(64),
  label: z.string().regex(LABEL_PATTERN, 'labels start with a letter and use letters, digits and "_" (at most 32)'),
  x: Coordinate,
  y: Coordinate,
  rotation: z.union(ROTATIONS.map((r) => z.literal(r))),
  properties: PropertiesSchema,
});
/** One placed component. Its pins come from the registry entry of its `type`. */
export type ComponentInstance = z.infer<typeof ComponentInstanceSchema>;

export const PinRefSchema = z.strictObject({ component: Id, pin: z.string().min(1).max(32) });
/** One pin of one placed component. */
export type PinRef = z.infer<typeof PinRefSchema>;

/** The most corners a wire bent by hand may have. */
export const MAX_WAYPOINTS = 64;

/** A corner a person gave a wire by hand, on the canvas. */
export const WaypointSchema = z.strictObject({ x: Coordinate, y: Coordinate });

export const WireSchema = z.strictObject({
  id: Id,
  from: PinRefSchema,
  to: PinRefSchema,
  /** Corners given by hand, from `from` to `to`; absent, the router draws the wire its own way. */
  waypoints: z.array(WaypointSchema).min(1).max(MAX_WAYPOINTS).optional(),
});
/** A connection between two pins. `from` is the driving side where there is one. */
export type Wire = z.infer<typeof WireSchema>;

/** The longest text of a note, in characters: a paragraph or two of a handout. */
export const MAX_NOTE_TEXT = 2000;
/** A note's wrapping width, when it has one, in canvas units. */
export const NOTE_WIDTH_MIN = 80;
export const NOTE_WIDTH_MAX = 1200;

const NoteText = z.string().max(MAX_NOTE_TEXT, `a note holds at most ${MAX_NOTE_TEXT} characters`);
const NoteWidth = z
  .number()
  .finite()
  .min(NOTE_WIDTH_MIN, `a note is at least ${NOTE_WIDTH_MIN} wide`)
  .max(NOTE_WIDTH_MAX, `a note is at most ${NOTE_WIDTH_MAX} wide`);

export const NoteSchema = z.strictObject({
  id: Id,
  x: Coordinate,
  y: Coordinate,
  /** Plain text, several lines allowed; empty while a note is new. */
  text: NoteText,
  /** Where the text wraps; without it the note is as wide as its longest line (up to a limit). */
  width: NoteWidth.optional(),
});
/** A free text note on the canvas (a teacher's annotation). It takes no part in the circuit's logic. */
export type Note = z.infer<typeof NoteSchema>;

/** The longest name of a test case. */
export const MAX_TEST_NAME = 80;
/** The longest text of one test case, in characters (a 10,000-row test fits easily). */
export const MAX_TEST_SOURCE = 1_000_000;
/** The most test cases one circuit holds. */
export const MAX_TESTS = 200;

const TestName = z
  .string()
  .trim()
  .min(1, 'a test needs a name')
  .max(MAX_TEST_NAME, `a test's name is at most ${MAX_TEST_NAME} characters`);
const TestSource = z.string().max(MAX_TEST_SOURCE, `a test holds at most ${MAX_TEST_SOURCE} characters`);

export const TestCaseSchema = z.strictObject({
  id: Id,
  name: TestName,
  /** The test in Digital's test-case language (see docs/TESTS.md). */
  source: TestSource,
});
/** A named test case of a circuit: rows of inputs and the outputs expected (not part of its logic). */
export type TestCase = z.infer<typeof TestCaseSchema>;

/** Fields of a test case an edit may change (never its id). */
export const TestCasePatchSchema = z
  .strictObject({ name: TestName.optional(), source: TestSource.optional() })
  .refine((p) => Object.keys(p).length > 0, 'an update must change at least one field');
export type TestCasePatch = z.infer<typeof TestCasePatchSchema>;

/** The most parts a circuit may have (with its subcircuits expanded, too: see flat-size.ts). */
export const MAX_PARTS = 200_000;
/** The most wires a circuit may have. */
export const MAX_WIRES = 400_000;

/**
 * How a circuit's nets start when it powers on. `unknown` (the default, as in Logisim): gate
 * outputs start X, so a feedback loop of gates stays X until something sets it. `zero` (as in
 * Digital): every net starts at 0 and the parts are brought up one at a time, so a latch of gates
 * comes up in a definite state, and a clock that comes up 1 is an edge (see CONTEXT.md of the simulator).
 */
export const POWER_ON_MODES = ['unknown', 'zero'] as const;
export const PowerOnSchema = z.enum(POWER_ON_MODES);
export type PowerOn = z.infer<typeof PowerOnSchema>;

export const CircuitSchema = z.strictObject({
  components: z.array(ComponentInstanceSchema).max(MAX_PARTS),
  wires: z.array(WireSchema).max(MAX_WIRES),
  /** Absent when the circuit has none, so circuits without notes are written as before. */
  notes: z.array(NoteSchema).max(10_000).optional(),
  /** Its test cases; absent when it has none, so circuits without tests are written as before. */
  tests: z.array(TestCaseSchema).max(MAX_TESTS).optional(),
  /** How its nets start at power-on; absent means `unknown`, so circuits written before it read as before. */
  powerOn: PowerOnSchema.optional(),
});
/**
 * The content of a circuit document: plain JSON, components, wires, notes and tests in canonical
 * (id) order; `notes` and `tests` only when there are some, `powerOn` only when it is `zero`.
 */
export type Circuit = z.infer<typeof CircuitSchema>;

/** Fields of a component an edit may change (never its id or type). */
export const ComponentPatchSchema = z
  .strictObject({
    label: ComponentInstanceSchema.shape.label.optional(),
    x: Coordinate.optional(),
    y: Coordinate.optional(),
    rotation: ComponentInstanceSchema.shape.rotation.optional(),
    properties: PropertiesSchema.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'an update must change at least one field');
export type ComponentPatch = z.infer<typeof ComponentPatchSchema>;

/** Fields of a note an edit may change (never its id); `width: null` makes it wrap no more. */
export const NotePatchSchema = z
  .strictObject({
    x: Coordinate.optional(),
    y: Coordinate.optional(),
    text: NoteText.optional(),
    width: NoteWidth.nullable().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'an update must change at least one field');
export type NotePatch = z.infer<typeof NotePatchSchema>;

/** Key of a pin in indexes: "componentId:pin". */
export function pinKey(ref: PinRef): string {
  return `${ref.component}:${ref.pin}`;
}

/** An empty circuit. */
export function emptyCircuit(): Circuit {
  return { components: [], wires: [] };
}
