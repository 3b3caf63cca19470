import { z } from 'zod';
import { TestCaseSchema } from '../circuit/types';
import { HistoryStateSchema } from './document-channels';
import type { ChannelSpec } from './types';

const CircuitId = z.string().min(1).max(64);

/** A row whose outputs were not what the test expects. */
export const TestFailureSchema = z.object({
  /** The line of the test's text the row comes from. */
  line: z.number().int(),
  /** The row's number among the rows run, from 1. */
  row: z.number().int(),
  signal: z.string(),
  expected: z.string(),
  actual: z.string(),
  /** The loop variables of the row ("i=2"), when it is in a loop. */
  variables: z.string().optional(),
});
export type TestFailure = z.infer<typeof TestFailureSchema>;

/** The steps of a run, for the waveform: per step the values of the header's signals (MSB first) and what was expected. */
export const TestTraceSchema = z.object({
  signals: z.array(z.object({ name: z.string(), width: z.number().int(), role: z.enum(['input', 'output']) })),
  steps: z.array(
    z.object({
      row: z.number().int(),
      line: z.number().int(),
      values: z.array(z.string()),
      expected: z.array(z.string().nullable()).optional(),
    }),
  ),
  /** More steps ran than were kept. */
  cut: z.boolean(),
});
export type TestTrace = z.infer<typeof TestTraceSchema>;

export const TestResultSchema = z.object({
  name: z.string(),
  passed: z.boolean(),
  /** Rows run (each combination of an input's X is one). */
  rows: z.number().int(),
  failedRows: z.number().int(),
  /** The first failing rows' differences (at most 20 by default). */
  failures: z.array(TestFailureSchema),
  /** What the user should know though the test ran (a value cut to its signal's width), with the line. */
  notes: z.array(z.object({ line: z.number().int(), message: z.string() })).optional(),
  /** Why the test could not run to its end (or does not parse): the line and column in its text. */
  error: z.object({ message: z.string(), line: z.number().int(), column: z.number().int() }).optional(),
  trace: TestTraceSchema.optional(),
});
export type TestResult = z.infer<typeof TestResultSchema>;

export const TestRunSchema = z.object({
  passed: z.boolean(),
  tests: z.array(TestResultSchema),
  /** The engine that ran them: the fast one unless the circuit's behaviour depends on gate delays. */
  engine: z.enum(['event', 'fast']),
  /** Every test's steps as a Value Change Dump, when asked for. */
  vcd: z.string().optional(),
});
export type TestRun = z.infer<typeof TestRunSchema>;

const TestId = TestCaseSchema.shape.id;

/** The test-case channels: a circuit's tests (each edit one undoable change) and running them. */
export const testChannels = {
  'tests:list': {
    description: "A circuit's test cases (name and text each).",
    input: z.strictObject({ circuitId: CircuitId }),
    output: z.object({ tests: z.array(TestCaseSchema) }),
  },
  'tests:add': {
    description: 'Adds a named test case to a circuit as one undoable change; the text must parse.',
    input: z.strictObject({
      circuitId: CircuitId,
      name: TestCaseSchema.shape.name,
      source: TestCaseSchema.shape.source,
    }),
    output: z.object({ test: TestCaseSchema, history: HistoryStateSchema }),
  },
  'tests:update': {
    description: 'Renames a test case or changes its text (one undoable change); the text must parse.',
    input: z.strictObject({
      circuitId: CircuitId,
      testId: TestId,
      name: TestCaseSchema.shape.name.optional(),
      source: TestCaseSchema.shape.source.optional(),
    }),
    output: z.object({ test: TestCaseSchema, history: HistoryStateSchema }),
  },
  'tests:remove': {
    description: 'Removes a test case from a circuit (one undoable change).',
    input: z.strictObject({ circuitId: CircuitId, testId: TestId }),
    output: z.object({ history: HistoryStateSchema }),
  },
  'tests:run': {
    description:
      'Runs a test text against a circuit, or (without `source`) every test case of the circuit; `vcd` also returns the steps as a Value Change Dump, `trace` the steps for the waveform. A text that does not parse fails, naming the line and column.',
    input: z.strictObject({
      circuitId: CircuitId,
      source: TestCaseSchema.shape.source.optional(),
      vcd: z.boolean().optional(),
      trace: z.boolean().optional(),
    }),
    output: TestRunSchema,
  },
} satisfies Record<string, ChannelSpec>;
