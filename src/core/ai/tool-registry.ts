import type { z } from 'zod';
import { rankMatches } from '../../shared/fuzzy';
import type { Json, JsonObject, ToolCall, ToolResult } from './messages';
import type { ToolSpec } from './provider';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';
import type { AnyTool } from './tool';
import { stripNulls, toolParameters } from './tool-schema';

/** One finished tool call: what was asked, what came back, and how long it took. */
export interface ToolExecution {
  readonly call: ToolCall;
  /** The arguments as parsed (the raw text when they were not JSON). */
  readonly arguments: Json;
  readonly result: ToolResult;
  readonly success: boolean;
  readonly ms: number;
}

const NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * Derived parameter schemas, shared by every registry of the process: tool sets are built per turn
 * (their closures hold the turn's state), but a tool's name and description fix its schema, and
 * deriving 23 schemas costs ~10 ms a turn. Bounded, in case tools are made on the fly.
 */
const PARAMETERS = new Map<string, ToolSpec['parameters']>();
const PARAMETERS_LIMIT = 1_000;

function parametersOf(tool: AnyTool, strict: boolean): ToolSpec['parameters'] {
  const key = `${strict ? 1 : 0}\u0000${tool.name}\u0000${tool.description}`;
  const cached = PARAMETERS.get(key);
  if (cached) return cached;
  const derived = toolParameters(tool.input, { strict });
  if (PARAMETERS.size >= PARAMETERS_LIMIT) PARAMETERS.clear();
  PARAMETERS.set(key, derived);
  return derived;
}
const MIN_DESCRIPTION = 20;
const MAX_ISSUES = 8;

/**
 * The tools of a turn. Checks every definition when built (a bad one is a bug: it throws), derives
 * the provider-facing schemas, and runs calls: unknown names, arguments that are not JSON, that were
 * cut off, or that fail the schema, and tools that throw all become failed results the model can
 * read and correct. `execute` never throws.
 */
export class ToolRegistry {
  private readonly byName = new Map<string, AnyTool>();
  private readonly specCache = new Map<boolean, ToolSpec[]>();

  constructor(tools: readonly AnyTool[]) {
    for (const tool of tools) {
      if (!NAME_PATTERN.test(tool.name)) throw new Error(`Tool name "${tool.name}" must match ${NAME_PATTERN}.`);
      if (tool.description.trim().length < MIN_DESCRIPTION) {
        throw new Error(
          `Tool ${tool.name}: the description must say when to use it (at least ${MIN_DESCRIPTION} characters).`,
        );
      }
      if (this.byName.has(tool.name)) throw new Error(`Tool ${tool.name} is defined twice.`);
      this.byName.set(tool.name, tool);
    }
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  get size(): number {
    return this.byName.size;
  }

  get(name: string): AnyTool | undefined {
    return this.byName.get(name);
  }

  /** A registry of the tools that pass `keep` (e.g. the read-only ones for tutor mode). */
  filter(keep: (tool: AnyTool) => boolean): ToolRegistry {
    return new ToolRegistry([...this.byName.values()].filter(keep));
  }

  /** The tools as the provider sees them, in registration order (a stable prompt prefix). */
  specs(options: { strict: boolean }): ToolSpec[] {
    const cached = this.specCache.get(options.strict);
    if (cached) return cached;
    const specs = [...this.byName.values()].map((tool) => ({
      name: tool.name,
      description: tool.description,
      parameters: parametersOf(tool, options.strict),
    }));
    this.specCache.set(options.strict, specs);
    return specs;
  }

  /** Runs one call. `truncated`: the response was cut off by its length limit, so the call is refused. */
  async execute(call: ToolCall, options: { signal: AbortSignal; truncated?: boolean }): Promise<ToolExecution> {
    const started = performance.now();
    const done = (args: Json, result: ToolResult): ToolExecution => ({
      call,
      arguments: args,
      result,
      success: result.success,
      ms: performance.now() - started,
    });
    const tool = this.byName.get(call.name);
    if (!tool) return done(call.arguments, this.unknownTool(call.name));
    if (options.truncated) {
      return done(call.arguments, {
        success: false,
        error: `The arguments of this ${call.name} call were cut off (the response reached its length limit), so it was not run.`,
        hint: 'Call it again with shorter arguments, or split the work into several calls.',
      });
    }
    const parsed = parseArguments(call.arguments);
    if (!parsed.ok) return done(call.arguments, parsed.failure);
    const checked = tool.input.safeParse(stripNulls(parsed.value));
    if (!checked.success) return done(parsed.value, schemaFailure(tool.name, checked.error));
    if (options.signal.aborted) return done(parsed.value, cancelled());
    try {
      const result = await tool.run(checked.data, { signal: options.signal, callId: call.id });
      if (options.signal.aborted && result.success) return done(parsed.value, cancelled());
      if (!isToolResult(result)) {
        console.error(`[INTERNAL] tool ${tool.name} returned a result without a boolean "success"`, result);
        return done(parsed.value, {
          success: false,
          error: `${tool.name} returned an answer CircuitForge cannot read (a bug).`,
          hint: 'Try another way, and tell the user this tool failed.',
        });
      }
      return done(parsed.value, result);
    } catch (error) {
      if (options.signal.aborted) return done(parsed.value, cancelled());
      console.error(`[INTERNAL] tool ${tool.name} threw`, error);
      const message = error instanceof Error ? error.message : String(error);
      return done(parsed.value, {
        success: false,
        error: `${tool.name} failed: ${message.slice(0, 300)}`,
        hint: 'Check the arguments, or try another way; tell the user if it keeps failing.',
      });
    }
  }

  private unknownTool(name: string): ToolResult {
    const names = this.names;
    // A name longer than any tool's can be like none of them (and comparing it would take long).
    const similar = !NAME_PATTERN.test(name)
      ? []
      : rankMatches(
          name,
          names.map((n) => ({ value: n, names: [n, n.replace(/_/g, ' ')] })),
          1,
        );
    return {
      success: false,
      error: `There is no tool named "${name.slice(0, 64)}".`,
      hint: `${similar.length > 0 ? `Did you mean ${similar[0]}? ` : ''}The tools are: ${names.join(', ')}.`,
    };
  }
}

/** The result every call of a stopped turn gets, so the stored history stays valid for the next request. */
export function cancelled(): ToolResult {
  return { success: false, error: 'Cancelled: the user stopped this turn before the call finished.' };
}

type Parsed = { ok: true; value: JsonObject } | { ok: false; failure: ToolResult };

/** `""` is `{}` (some servers stream no arguments for a tool without any); anything else must be a JSON object. */
function parseArguments(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: {} };
  if (jsonDepthExceeds(text)) {
    return {
      ok: false,
      failure: {
        success: false,
        error: `The arguments nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
        hint: 'Send the arguments as a flat object, with the shape the tool schema gives.',
      },
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'not JSON';
    return {
      ok: false,
      failure: {
        success: false,
        error: `The arguments are not valid JSON (${reason.slice(0, 160)}).`,
        hint: 'Send the arguments as one JSON object, with double-quoted keys and no comments or trailing commas.',
      },
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      failure: {
        success: false,
        error: `The arguments must be a JSON object, not ${Array.isArray(value) ? 'an array' : JSON.stringify(value)?.slice(0, 40)}.`,
        hint: 'Wrap the arguments in an object whose keys are the parameter names.',
      },
    };
  }
  return { ok: true, value: value as JsonObject };
}

function schemaFailure(tool: string, error: z.ZodError): ToolResult {
  const issues = error.issues.slice(0, MAX_ISSUES).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  const more = error.issues.length > MAX_ISSUES ? ` (and ${error.issues.length - MAX_ISSUES} more)` : '';
  return {
    success: false,
    error: `Invalid arguments for ${tool}: ${issues.join('; ')}${more}.`,
    hint: `Fix the arguments named above to match the ${tool} schema, then call it again.`,
  };
}

/** ["components", 0, "type"] → "components[0].type"; the whole object → "(arguments)". */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(arguments)';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

function isToolResult(value: unknown): value is ToolResult {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}
