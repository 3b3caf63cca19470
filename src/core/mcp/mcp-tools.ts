import type { JsonObject, ToolResult } from '../ai/messages';
import { ToolRegistry } from '../ai/tool-registry';
import type { AnyTool } from '../ai/tool';
import { circuitToolContext, type ToolContextDeps } from '../assistant/turn-setup';
import { createCircuitTools } from '../tools/circuit-tools';
import { WorkingCopy } from '../tools/working-copy';
import { resolveCircuit, type CircuitTarget } from './circuit-target';
import { mcpHistoryTools } from './mcp-history-tools';

/** A circuit tool as an MCP client lists it: the assistant's name, description and schema, plus `circuit`. */
export interface McpToolSpec {
  readonly name: string;
  readonly description: string;
  /** The tool's JSON Schema (derived from its zod schema, as the assistant's providers get it). */
  readonly inputSchema: JsonObject;
  /** Whether the tool only reads (MCP's `readOnlyHint`). */
  readonly readOnly: boolean;
}

/** What one call did. */
export interface McpCallOutcome {
  readonly result: ToolResult;
  /** The circuit it worked on (absent when the call named no circuit that exists). */
  readonly circuit?: CircuitTarget;
  /** The change it made to the circuit's history ("MCP: <tool>"), when it edited the circuit. */
  readonly changeId?: string;
}

/** The argument every tool gains over MCP: which circuit to work on. */
export const CIRCUIT_ARGUMENT = 'circuit';

const CIRCUIT_SCHEMA: JsonObject = {
  type: 'string',
  description: 'The circuit to work on, by name or id. Leave it out for the circuit open in CircuitForge.',
};

/**
 * The assistant's circuit tools for outside agents (MCP). The tools are the same definitions the
 * built-in assistant calls, over a copy of the circuit taken for each call: an editing call that
 * succeeds is committed to the circuit's history as ONE change labelled "MCP: <tool>" (source
 * `mcp`), visible and undoable in the app at once; a failed call changes nothing. Calls on one
 * circuit run one at a time, in the order they came.
 */
export class McpToolService {
  private readonly queues = new Map<string, Promise<unknown>>();
  private specCache: McpToolSpec[] | undefined;

  constructor(private readonly deps: ToolContextDeps) {}

  /** The tools, in the assistant's order. */
  list(): McpToolSpec[] {
    if (this.specCache) return this.specCache;
    const copy = WorkingCopy.of({ components: [], wires: [] });
    if (!copy.success) throw new Error(copy.error);
    const registry = new ToolRegistry(this.tools('', copy.data));
    this.specCache = registry.specs({ strict: false }).map((spec) => {
      const properties = (spec.parameters.properties ?? {}) as JsonObject;
      return {
        name: spec.name,
        description: spec.description,
        inputSchema: { ...spec.parameters, properties: { ...properties, [CIRCUIT_ARGUMENT]: CIRCUIT_SCHEMA } },
        readOnly: registry.get(spec.name)?.mutates !== true,
      };
    });
    return this.specCache;
  }

  /** Runs one call; never throws (a bad name or argument is a failed result saying what to fix). */
  async call(name: string, args: unknown, signal: AbortSignal): Promise<McpCallOutcome> {
    const split = splitArguments(args);
    if ('failure' in split) return { result: split.failure };
    const target = resolveCircuit(this.deps.documents, split.circuit);
    if (!target.success) return { result: { success: false, error: target.error, hint: target.hint } };
    return this.inOrder(target.data.id, () => this.run(target.data, name, split.rest, signal));
  }

  private async run(
    circuit: CircuitTarget,
    name: string,
    args: JsonObject,
    signal: AbortSignal,
  ): Promise<McpCallOutcome> {
    const state = this.deps.documents.stateOf(circuit.id);
    if (!state.success) return { circuit, result: { success: false, error: state.error, hint: state.hint } };
    const copy = WorkingCopy.of(state.data.toJSON());
    if (!copy.success) return { circuit, result: { success: false, error: copy.error, hint: copy.hint } };
    const registry = new ToolRegistry(this.tools(circuit.id, copy.data));
    const execution = await registry.execute({ id: `mcp-${name}`, name, arguments: JSON.stringify(args) }, { signal });
    const operations = copy.data.operations();
    if (!execution.success || operations.length === 0) return { circuit, result: execution.result };
    const applied = this.deps.documents.apply(circuit.id, operations, `MCP: ${name}`, 'mcp');
    if (!applied.success) {
      return {
        circuit,
        result: {
          success: false,
          error: `The change could not be saved: ${applied.error} Nothing was changed.`,
          hint: applied.hint,
        },
      };
    }
    return { circuit, result: execution.result, changeId: applied.data.changeId };
  }

  /** The assistant's tools over `copy`, with undo and redo working on the circuit's history. */
  private tools(circuitId: string, copy: WorkingCopy): AnyTool[] {
    const history = new Map(mcpHistoryTools(this.deps.documents, circuitId).map((tool) => [tool.name, tool]));
    return createCircuitTools(circuitToolContext(this.deps, circuitId, copy)).map(
      (tool) => history.get(tool.name) ?? tool,
    );
  }

  private inOrder<T>(circuitId: string, job: () => Promise<T>): Promise<T> {
    const before = this.queues.get(circuitId) ?? Promise.resolve();
    const next = before.then(job, job);
    const settled = next.catch(() => undefined);
    this.queues.set(circuitId, settled);
    void settled.then(() => {
      if (this.queues.get(circuitId) === settled) this.queues.delete(circuitId);
    });
    return next;
  }
}

type Split = { circuit: string | undefined; rest: JsonObject } | { failure: ToolResult };

/** The call's own arguments, and the circuit it names. */
function splitArguments(args: unknown): Split {
  if (args === undefined || args === null) return { circuit: undefined, rest: {} };
  if (typeof args !== 'object' || Array.isArray(args)) {
    return { failure: { success: false, error: 'The arguments must be a JSON object.', hint: 'Send {} for none.' } };
  }
  const { [CIRCUIT_ARGUMENT]: circuit, ...rest } = args as JsonObject;
  if (circuit !== undefined && circuit !== null && typeof circuit !== 'string') {
    return {
      failure: {
        success: false,
        error: '"circuit" must be the name or id of a circuit, as text.',
        hint: 'Leave it out to work on the circuit open in CircuitForge.',
      },
    };
  }
  return { circuit: circuit ?? undefined, rest };
}
