import { ENV, type ResolvedChain } from '../../core/ai/config';
import { PRESET_IDS } from '../../shared/assistant/presets';
import { AssistantModeSchema, type AssistantMode } from '../../shared/contract/conversation-channels';
import type { Result } from '../../shared/errors';
import { evalChain } from '../../main/eval/providers';

/** The options of `circuitforge ask` as commander hands them over. */
export interface AskFlags {
  readonly circuit?: string;
  readonly output?: string;
  readonly provider?: string;
  readonly model?: string;
  readonly baseUrl?: string;
  readonly mode?: string;
  readonly verbose?: boolean;
}

/** One turn asked for: the message, the circuit it starts from, where the result goes, the provider chain. */
export interface AskRequest {
  readonly message: string;
  /** The circuit file to start from; undefined: an empty circuit. */
  readonly circuit: string | undefined;
  /** Where the resulting circuit file goes; undefined: standard output. */
  readonly output: string | undefined;
  readonly mode: AssistantMode;
  readonly verbose: boolean;
  readonly chain: ResolvedChain;
  /** The environment the turn's services read (the flags in place of their variables): keys in it are kept out of every answer. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** A refusal before anything runs, in words (exit status 2). */
export interface AskProblem {
  readonly problem: string;
}

const blank = (text: string | undefined) => text === undefined || text.trim() === '';

/** What to set when no provider is chosen at all: the command line's own words (the app says "Open Settings"). */
export const NO_PROVIDER =
  `No AI provider is set up for the assistant. Set ${ENV.provider} (one of ${PRESET_IDS.join(', ')}), ` +
  `${ENV.apiKey} (not needed for ollama or lmstudio) and, to choose a model, ${ENV.model}; ` +
  `or point ${ENV.baseURL} at an OpenAI-compatible server. --provider, --model and --base-url set the same for one run.`;

/**
 * Checks the options and works out the provider chain the way the evaluation does (`evalChain`:
 * the engine's own resolution of the presets and `CIRCUITFORGE_LLM_*`, the flags in place of their
 * variables, no stored settings: a command line has none).
 */
export function askRequest(
  message: string,
  flags: AskFlags,
  env: Readonly<Record<string, string | undefined>>,
): AskRequest | AskProblem {
  if (message.trim() === '')
    return { problem: 'Say what the assistant should do, e.g. circuitforge ask "Build a half adder".' };
  const mode = AssistantModeSchema.safeParse(flags.mode ?? 'build');
  if (!mode.success) {
    return { problem: `There is no "${flags.mode ?? ''}" mode: use build, tutor or course.` };
  }
  const overrides = {
    ...(flags.provider === undefined ? {} : { provider: flags.provider }),
    ...(flags.model === undefined ? {} : { model: flags.model }),
    ...(flags.baseUrl === undefined ? {} : { baseURL: flags.baseUrl }),
  };
  const merged: Record<string, string | undefined> = { ...env };
  if (overrides.provider !== undefined) merged[ENV.provider] = overrides.provider;
  if (overrides.model !== undefined) merged[ENV.model] = overrides.model;
  if (overrides.baseURL !== undefined) merged[ENV.baseURL] = overrides.baseURL;
  if (blank(merged[ENV.provider]) && blank(merged[ENV.baseURL])) return { problem: NO_PROVIDER };
  const chain: Result<ResolvedChain> = evalChain(env, overrides);
  if (!chain.success) return { problem: `${chain.error} ${chain.hint}` };
  return {
    message,
    circuit: flags.circuit,
    output: flags.output === undefined || flags.output === '-' ? undefined : flags.output,
    mode: mode.data,
    verbose: flags.verbose === true,
    chain: chain.data,
    env: merged,
  };
}
