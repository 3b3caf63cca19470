import { runTurn } from '../ai/loop';
import type { TokenUsage } from '../ai/messages';
import type { Provider } from '../ai/provider';
import type { Redactor } from '../ai/redact';
import { ToolRegistry } from '../ai/tool-registry';
import { transcript, type Exchange } from './history';

const SYSTEM = `You summarise conversations between a user and the assistant of CircuitForge, a digital logic circuit editor. Write at most 150 words of plain text: what the user wanted, what was built or changed (part labels), decisions and preferences, and anything left open. No greetings.`;

/**
 * A model-written summary of older exchanges (and the previous summary). Undefined when the model
 * could not write one: a failed summary is skipped with a logged warning, never fatal.
 */
export async function summarise(
  providers: readonly Provider[],
  previous: string | undefined,
  exchanges: readonly Exchange[],
  signal: AbortSignal,
  redactor?: Redactor,
): Promise<{ text: string; usage: TokenUsage } | undefined> {
  const result = await runTurn({
    providers,
    system: SYSTEM,
    message: `Summarise this conversation:\n\n${transcript(previous, exchanges)}`,
    tools: new ToolRegistry([]),
    signal,
    maxOutputTokens: 400,
    ...(redactor === undefined ? {} : { redactor }),
  });
  const text = result.text.trim();
  if (result.status !== 'done' || text === '') {
    console.warn(`[assistant] the conversation summary was skipped: ${result.error?.message ?? result.status}`);
    return undefined;
  }
  return { text, usage: result.usage };
}
