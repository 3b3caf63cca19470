import { z } from 'zod';
import type { Blueprint } from '../../shared/circuit/blueprint';
import { blueprintToOperations } from '../../shared/circuit/blueprint-operations';
import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import type { ComponentInstance } from '../../shared/circuit/types';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import { createId } from '../../shared/ids';
import type { Json, ToolResult } from '../ai/messages';
import { defineTool, type AnyTool } from '../ai/tool';
import { normalizeBlueprint } from '../validation/normalize';
import { validateBlueprint } from '../validation/validate';
import { fromToolBlueprint, toToolBlueprint, ToolBlueprintSchema, type ToolBlueprint } from './blueprint-input';
import type { CircuitToolContext } from './context';
import { clearOrigin, layOutNewParts } from './placement';
import { SubcircuitLibrary, resolveSubcircuits } from './subcircuit-library';
import { shapeOfState } from '../../shared/circuit/flat-size';
import { applyEdit, failed } from './results';

/** Validating and building blueprints: the way the model designs whole circuits. */
export function blueprintTools(context: CircuitToolContext): AnyTool[] {
  return [
    defineTool({
      name: 'validate_blueprint',
      description: 'Checks a blueprint, listing every error with its fix; merge: against the circuit.',
      input: z.object({ blueprint: ToolBlueprintSchema, mode: z.enum(['new', 'merge']).optional() }),
      run: ({ blueprint, mode }) => {
        const checked = check(blueprint, mode === 'merge' ? context.copy.state : undefined, context);
        if (!checked.valid) return rejected(checked.issues);
        return {
          success: true,
          valid: true,
          warnings: issueList(checked.issues),
          blueprint: toToolBlueprint(checked.blueprint) as unknown as Json,
        };
      },
    }),
    defineTool({
      name: 'apply_blueprint',
      description: 'Builds a blueprint after validating it; merge adds to the circuit, replace starts over.',
      mutates: true,
      input: z.object({ blueprint: ToolBlueprintSchema, mode: z.enum(['merge', 'replace']) }),
      run: async ({ blueprint, mode }, { signal }) => {
        const state = context.copy.state;
        const merge = mode === 'merge';
        const checked = check(blueprint, merge ? state : undefined, context);
        if (!checked.valid) return rejected(checked.issues);
        const built = await build(checked.blueprint, merge ? state : undefined, context);
        if (!built.success) return built.failure;
        if (signal.aborted) return failed('Cancelled before the blueprint was built.', 'Nothing was changed.');
        const removals: Operation[] = merge
          ? []
          : [...state.components()].map((c): Operation => ({ op: 'removeComponent', id: c.id }));
        const labels = checked.blueprint.components.map((c) => c.label);
        const summary = blueprintSummary(merge, labels, checked.blueprint.wires.length);
        return applyEdit(context.copy, [...removals, ...built.operations], summary, {
          created: labels,
          wires: checked.blueprint.wires.length,
          ...(checked.issues.length > 0 ? { warnings: issueList(checked.issues) } : {}),
        });
      },
    }),
  ];
}

type Checked =
  { valid: true; blueprint: Blueprint; issues: ValidationIssue[] } | { valid: false; issues: ValidationIssue[] };

/** Reads the tool form, then validates (against `existing` in merge mode) and normalises. */
function check(input: ToolBlueprint, existing: CircuitState | undefined, context: CircuitToolContext): Checked {
  const { blueprint: written, issues: textIssues } = fromToolBlueprint(input);
  // Parts may name the user's circuits with ports ("HalfAdder"): they become subcircuits.
  const library = new SubcircuitLibrary(context);
  const { blueprint, issues: libraryIssues } = resolveSubcircuits(written, library);
  const report = validateBlueprint(blueprint, existing ? { existing } : {});
  const issues = [...textIssues, ...libraryIssues, ...report.issues, ...sizeIssues(blueprint, existing, library)];
  if (issues.some((i) => i.severity === 'error')) return { valid: false, issues };
  return { valid: true, blueprint: normalizeBlueprint(blueprint, existing), issues };
}

/** The blueprint's parts on top of what stays of the circuit, refused when too big with subcircuits expanded. */
function sizeIssues(
  blueprint: Blueprint,
  existing: CircuitState | undefined,
  library: SubcircuitLibrary,
): ValidationIssue[] {
  const uses = new Map<string, number>();
  let own = 0;
  for (const c of blueprint.components) {
    const circuit = c.type === 'SUBCIRCUIT' ? c.properties?.circuit : undefined;
    if (typeof circuit === 'string') uses.set(circuit, (uses.get(circuit) ?? 0) + 1);
    else own++;
  }
  const base = existing ? shapeOfState(existing) : { own: 0, uses: new Map<string, number>() };
  const tooBig = library.sizeRefusal(base, { own, uses });
  if (!tooBig) return [];
  return [{ code: 'INVALID_PROPERTY', severity: 'error', message: tooBig.error, hint: tooBig.hint, components: [] }];
}

/** The operations that add a valid blueprint, new parts without a position laid out clear of everything. */
async function build(
  blueprint: Blueprint,
  existing: CircuitState | undefined,
  context: CircuitToolContext,
): Promise<{ success: true; operations: Operation[] } | { success: false; failure: ToolResult }> {
  const positioned: ComponentInstance[] = blueprint.components.flatMap((c) =>
    c.position
      ? [
          {
            id: '',
            type: c.type,
            label: c.label,
            x: c.position.x,
            y: c.position.y,
            rotation: c.rotation ?? 0,
            properties: {},
          },
        ]
      : [],
  );
  const origin = clearOrigin([...(existing ? existing.components() : []), ...positioned]);
  const converted = blueprintToOperations(blueprint, { ...(existing ? { existing } : {}), origin, newId: createId });
  if (!converted.success) return { success: false, failure: failed(converted.error, converted.hint) };
  const unplaced = new Set(blueprint.components.filter((c) => !c.position).map((c) => converted.data.ids[c.label]!));
  return {
    success: true,
    operations: await layOutNewParts(converted.data.operations, unplaced, origin, context.layout),
  };
}

/** Issues as the model reads them: the code, the message with its place, and the fix. */
export function issueList(issues: readonly ValidationIssue[]): Json[] {
  return issues.map((i) => ({ code: i.code, message: i.message, fix: i.hint }));
}

/** The answer to a blueprint with errors: every error, and the warnings worth fixing at the same time. */
function rejected(issues: readonly ValidationIssue[]): ToolResult {
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  return failed(
    `The blueprint has ${errors.length} error${errors.length === 1 ? '' : 's'}; nothing was built.`,
    'Fix every error listed (each says how), then call again.',
    { errors: issueList(errors), ...(warnings.length > 0 ? { warnings: issueList(warnings) } : {}) },
  );
}

/** "Added SW1, SW2, G1 and 4 more" (a step's summary stays short). */
function blueprintSummary(merge: boolean, labels: readonly string[], wires: number): string {
  // Without parts, a blueprint can only wire parts of the circuit (merge) or empty it (replace).
  if (labels.length === 0) return merge ? `Added ${wires} wire${wires === 1 ? '' : 's'}` : 'Cleared the circuit';
  const shown = labels.slice(0, 6).join(', ');
  const parts = labels.length > 6 ? `${shown} and ${labels.length - 6} more` : shown;
  return merge ? `Added ${parts}` : `Replaced the circuit with ${parts}`;
}
