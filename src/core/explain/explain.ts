import { z } from 'zod';
import type { CircuitState } from '../../shared/circuit/circuit-state';
import { ok, type Result } from '../../shared/errors';
import { compile } from '../simulation';
import { formatAscii, formatUnicode, sopExpr, type Expr } from '../synthesis/expression';
import { minimizeSop } from '../synthesis/minimize';
import { nameGroups } from './groups';
import { CircuitGraph } from './graph';
import { explainLoop, type LoopExplanation } from './loops';
import { NetReader, type NetReading } from './net-reader';
import { explainStorage, type StorageExplanation } from './storage';
import { defaultTargets, namedTargets } from './targets';

/** What `explain_circuit` takes: optional labels ("SUM", "DISP1.a", "FF1"); none means every output. */
export const ExplainRequestSchema = z.strictObject({
  labels: z
    .array(z.string().min(1).max(100))
    .max(100)
    .optional()
    .describe('Outputs to explain: "LABEL" or "LABEL.pin". Leave out for every LED, probe and display segment.'),
});
export type ExplainRequest = z.infer<typeof ExplainRequestSchema>;

/** One explained output. Fields are short on purpose: this goes to a language model. */
export interface OutputExplanation {
  readonly name: string;
  /** `A ⊕ B`, `A·¬B + C`. */
  readonly expr: string;
  /** `A XOR B`, `(A AND NOT B) OR C`; left out when it is the same as `expr`. */
  readonly ascii?: string;
  /** A well-known function it is exactly ("XOR", "majority", "half adder sum", …). */
  readonly function?: string;
  /** Where it floats (Z) / is unknown (X); `expr` holds where it is 0 or 1. */
  readonly floats_when?: string;
  readonly unknown_when?: string;
  /** Set when the support was too large to tabulate: `expr` is the gate structure, depth-capped. */
  readonly structural?: true;
  readonly text: string;
}

/** The explanation of a circuit (empty lists are left out). */
export interface CircuitExplanation {
  readonly outputs: OutputExplanation[];
  readonly storage?: StorageExplanation[];
  readonly loops?: LoopExplanation[];
  /** Switches, buttons and clocks that no output, stored bit or loop depends on. */
  readonly unused_inputs?: string[];
  /** Outputs that nothing drives. */
  readonly undriven?: string[];
}

/**
 * Explains what a circuit computes: each output (every LED, probe and wired display segment, or
 * the `labels` asked for) as a simplified Boolean expression of the inputs (switches, buttons,
 * clocks), stored bits ("FF1.Q") and latch loops ("N1"); each storage part and each gate loop in
 * words; and, for the whole circuit, the inputs that affect nothing and outputs driven by nothing.
 */
export function explainCircuit(state: CircuitState, labels?: readonly string[]): Result<CircuitExplanation> {
  const graph = CircuitGraph.of(state);
  const simulation = compile(state.toJSON(), { engine: 'event' });
  const reader = new NetReader(graph, simulation.success ? simulation.data : undefined);
  const whole = labels === undefined || labels.length === 0;
  const targets = whole ? ok(defaultTargets(graph)) : namedTargets(graph, labels);
  if (!targets.success) return targets;

  const used = new Set<string>();
  const undriven = [...targets.data.unwired];
  const readings: { name: string; reading: Exclude<NetReading, { kind: 'undriven' }> }[] = [];
  for (const target of targets.data.nets) {
    const reading = reader.read(target.pin);
    if (reading.kind === 'undriven') undriven.push(target.name);
    else readings.push({ name: target.name, reading });
  }
  const groupNames = nameGroups(readings);
  const outputs = readings.map(({ name, reading }, i) => {
    if (reading.kind === 'structural') {
      for (const leaf of reading.leaves) used.add(leaf.name);
      return structuralOutput(name, reading.expr, reading.leaves.length);
    }
    const table = reading.reading;
    for (const v of table.relevant) used.add(v);
    const group = groupNames[i];
    // A decoder line reads best as its minterm.
    const expr =
      group === 'decoder line'
        ? sopExpr(minimizeSop(table.relevant.length, table.ones).terms, table.relevant)
        : table.expr;
    const loopLeaves = reading.leaves.filter((l) => l.kind === 'loop' && table.relevant.includes(l.name));
    const notes = loopLeaves.map((l) => `${l.name}: feedback loop, see loops`);
    return tableOutput(name, expr, group ?? table.known, table.floatsWhen, table.unknownWhen, notes, table.defined);
  });

  // Storage and loops: all of them for the whole circuit, else those the outputs read.
  const leafParts = new Set(readings.flatMap(({ reading }) => reading.leaves.map((l) => l.component)));
  const storageParts = whole
    ? graph.components.flatMap((c, i) => (c.layout.model.kind === 'storage' ? [i] : []))
    : [
        ...new Set([
          ...targets.data.storage,
          ...[...leafParts].filter((c) => graph.components[c]!.layout.model.kind === 'storage'),
        ]),
      ];
  const storage = storageParts.map((c) => {
    const label = graph.components[c]!.label;
    const stored = simulation.success ? simulation.data.componentState(label)?.stored : undefined;
    const described = explainStorage(graph, reader, c, stored);
    for (const v of described.uses) used.add(v);
    return described.explanation;
  });
  const loopIndexes = whole
    ? graph.loops.map((_, i) => i)
    : [...new Set([...leafParts].flatMap((c) => (graph.loopOf.has(c) ? [graph.loopOf.get(c)!] : [])))];
  const loops = loopIndexes.map((i) => {
    const described = explainLoop(graph, reader, i);
    for (const v of described.uses) used.add(v);
    return described.explanation;
  });
  const unused = whole
    ? graph.components
        .filter(
          (c) => c.layout.model.source !== undefined && ['switch', 'button', 'clock'].includes(c.layout.model.source),
        )
        .map((c) => c.label)
        .filter((label) => !used.has(label))
    : [];
  return ok({
    outputs,
    ...(storage.length > 0 ? { storage } : {}),
    ...(loops.length > 0 ? { loops } : {}),
    ...(unused.length > 0 ? { unused_inputs: unused } : {}),
    ...(undriven.length > 0 ? { undriven } : {}),
  });
}

function tableOutput(
  name: string,
  expr: Expr,
  known: string | undefined,
  floats: Expr | undefined,
  unknown: Expr | undefined,
  more: readonly string[],
  defined: boolean,
): OutputExplanation {
  // A net that is never 0 or 1 has no expression: say what it is instead.
  if (!defined) {
    const zx = [
      ...(floats && !isOne(floats) ? [`floats (Z) when ${formatUnicode(floats)}`] : []),
      ...(unknown && !isOne(unknown) ? [`X when ${formatUnicode(unknown)}`] : []),
    ];
    const text = isOne(floats)
      ? 'is always floating (Z): no driver is ever enabled'
      : isOne(unknown)
        ? 'is always unknown (X): a floating input or a conflict'
        : `is never 0 or 1 (${zx.join('; ')})`;
    return {
      name,
      expr: isOne(floats) ? 'Z' : 'X',
      ...(floats ? { floats_when: formatUnicode(floats) } : {}),
      ...(unknown ? { unknown_when: formatUnicode(unknown) } : {}),
      text: `${name} ${text}`,
    };
  }
  const unicode = formatUnicode(expr);
  const ascii = formatAscii(expr);
  const notes = [
    ...(known ? [known] : []),
    ...more,
    ...(floats ? [`floats (Z) when ${formatUnicode(floats)}`] : []),
    ...(unknown ? [`X when ${formatUnicode(unknown)}`] : []),
  ];
  return {
    name,
    expr: unicode,
    ...(ascii !== unicode ? { ascii } : {}),
    ...(known ? { function: known } : {}),
    ...(floats ? { floats_when: formatUnicode(floats) } : {}),
    ...(unknown ? { unknown_when: formatUnicode(unknown) } : {}),
    text: `${name} = ${unicode}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`,
  };
}

function structuralOutput(name: string, expr: Expr, inputs: number): OutputExplanation {
  const unicode = formatUnicode(expr);
  return {
    name,
    expr: unicode,
    ascii: formatAscii(expr),
    structural: true,
    text: `${name} = ${unicode} (gate structure: ${inputs} inputs are too many to simplify; a part label in it can be explained on its own)`,
  };
}

const isOne = (expr: Expr | undefined) => expr?.kind === 'const' && expr.value === 1;
