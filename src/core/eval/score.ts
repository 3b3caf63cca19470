import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Circuit } from '../../shared/circuit/types';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import type { Result } from '../../shared/errors';
import { validateCircuit } from '../validation/validate';
import { circuitFromBlueprint } from './blueprint-circuit';
import { checkCombinational, type TruthTableDetails } from './check-combinational';
import { checkSequential, type SequenceDetails } from './check-sequential';
import { resolveIo } from './circuit-io';
import { checkFacts, type FactsFound } from './facts';
import { checkRequirements, type RequirementResults } from './requirements';
import type { CombinationalSpec, Task } from './task';
import { compileTruthSpec, type ExpectedTable } from './truth-spec';

/** Everything the checks found, for the report file and for comparing runs. */
export interface ScoreDetails {
  readonly components: number;
  readonly wires: number;
  readonly validation: { readonly errors: ValidationIssue[]; readonly warnings: ValidationIssue[] };
  readonly truthTable?: TruthTableDetails;
  readonly sequence?: SequenceDetails;
  readonly facts?: FactsFound;
  readonly requirements?: RequirementResults;
  /** Course tasks: each lesson the run wrote, with what its check found. */
  readonly lessons?: readonly LessonScore[];
}

/** A lesson a course task's run wrote, as scored. */
export interface LessonScore {
  readonly title: string;
  readonly exercises: number;
  readonly passed: boolean;
  readonly reasons: readonly string[];
}

/** The verdict on one run of one task: passed when no reason was found to fail it. */
export interface ScoreResult {
  readonly passed: boolean;
  /** Why it failed, in the user's words; empty when it passed. */
  readonly reasons: string[];
  readonly details: ScoreDetails;
}

const NO_VALIDATION = { errors: [], warnings: [] };
const tables = new WeakMap<CombinationalSpec, Result<ExpectedTable>>();

/**
 * Scores the circuit a run ended with (and the assistant's last answer) against a task: the circuit
 * loads and validates without errors; the request's inputs and outputs exist by label; it behaves
 * as the spec says (every truth-table row, or every step of the sequence); the answer states the
 * required facts; the edit's structural requirements hold. Every failure is a reason.
 */
export function scoreTask(task: Task, finalCircuit: Circuit, answerText: string): ScoreResult {
  const loaded = CircuitState.fromCircuit(finalCircuit);
  if (!loaded.success) {
    return {
      passed: false,
      reasons: [`The final circuit does not load: ${loaded.error}`],
      details: {
        components: finalCircuit.components.length,
        wires: finalCircuit.wires.length,
        validation: NO_VALIDATION,
      },
    };
  }
  const state = loaded.data;
  const reasons: string[] = [];
  const issues = validateCircuit(state);
  const validation = {
    errors: issues.filter((i) => i.severity === 'error'),
    warnings: issues.filter((i) => i.severity === 'warning'),
  };
  let details: ScoreDetails = { components: state.componentCount, wires: state.wireCount, validation };

  const spec = task.spec;
  if (state.componentCount === 0 && spec.kind !== 'explain' && spec.kind !== 'lesson')
    reasons.push('The circuit is empty: nothing was built (the turn may have ended before the circuit was made).');
  for (const error of validation.errors) reasons.push(`Validation error ${error.code}: ${error.message}`);

  if (spec.kind === 'combinational') {
    const table = tables.get(spec) ?? compileTruthSpec(spec);
    tables.set(spec, table);
    if (!table.success) reasons.push(`The task is broken: ${table.error}`);
    else {
      const io = resolveIo(state, { inputs: spec.inputs, outputs: spec.outputs });
      reasons.push(...io.reasons);
      if (io.reasons.length === 0) {
        const checked = checkCombinational(finalCircuit, table.data, io.outputs);
        reasons.push(...checked.reasons);
        if (checked.details) details = { ...details, truthTable: checked.details };
      }
    }
  } else if (spec.kind === 'sequential') {
    const io = resolveIo(state, spec);
    reasons.push(...io.reasons);
    if (io.reasons.length === 0) {
      const checked = checkSequential(finalCircuit, spec, io.outputs);
      reasons.push(...checked.reasons);
      if (checked.details) details = { ...details, sequence: checked.details };
    }
  } else if (spec.kind === 'lesson') {
    reasons.push(
      'The task is a course task: it is scored by the lesson the run wrote (scoreCourseTask), not by a circuit.',
    );
  } else {
    const facts = checkFacts(answerText, spec.mustMention);
    details = { ...details, facts };
    if (facts.missing.length > 0) {
      const said =
        answerText.trim() === ''
          ? 'The answer is empty, so it states none of the facts'
          : 'The answer does not mention';
      reasons.push(`${said}: ${facts.missing.join('; ')}.`);
    }
  }

  if (task.requirements && task.requirements.length > 0) {
    const start = task.start ? circuitFromBlueprint(task.start) : undefined;
    if (start && !start.success) reasons.push(`The task is broken: its start circuit does not load: ${start.error}`);
    const startState = start?.success ? CircuitState.fromCircuit(start.data) : undefined;
    const results = checkRequirements(task.requirements, state, startState?.success ? startState.data : undefined);
    details = { ...details, requirements: results };
    reasons.push(...results.unmet);
  }
  return { passed: reasons.length === 0, reasons, details };
}
