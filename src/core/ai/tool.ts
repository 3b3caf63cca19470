import type { z } from 'zod';
import type { ToolResult } from './messages';

/** What a running tool gets besides its arguments. */
export interface ToolContext {
  /** Aborts when the user stops the turn: long tools should stop and return. */
  readonly signal: AbortSignal;
  /** The id of the call being answered. */
  readonly callId: string;
}

/** A tool the model may call: its name, when to use it, its arguments' schema and what it does. */
export interface ToolDefinition<I extends z.ZodObject = z.ZodObject> {
  /** snake_case, what the model calls (letters, digits, "_" and "-"; at most 64). */
  readonly name: string;
  /** When to use it and what it returns: at least 20 characters; the model chooses by it. */
  readonly description: string;
  /** The arguments. The JSON Schema the provider sees is derived from this, never written twice. */
  readonly input: I;
  /** True when the tool changes the document (tutor mode offers only tools that do not). */
  readonly mutates?: boolean;
  /** Runs the tool on arguments already checked against `input`. Expected failures are returned, not thrown. */
  run(args: z.output<I>, context: ToolContext): ToolResult | Promise<ToolResult>;
}

/** A tool of any argument type, as registries hold them. */
export type AnyTool = ToolDefinition<z.ZodObject>;

/** Defines a tool from a typed function; the registry checks the definition when it is added. */
export function defineTool<I extends z.ZodObject>(definition: ToolDefinition<I>): AnyTool {
  return definition;
}
