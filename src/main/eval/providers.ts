import { ENV, resolveProviderChain, type ProviderConfig, type ResolvedChain } from '../../core/ai/config';
import type { Provider } from '../../core/ai/provider';
import { ReplayProvider, type RecordedResponse } from '../../core/ai/replay-provider';
import { responsesOf, type Transcript } from '../../core/eval/transcript';
import type { Result } from '../../shared/errors';
import { createProvider } from '../providers/create-provider';
import { RecordingProvider } from './recording-provider';

/** What the command line may set instead of the environment. */
export interface EndpointOverrides {
  readonly provider?: string;
  readonly model?: string;
  readonly baseURL?: string;
  readonly apiKey?: string;
}

/**
 * The provider chain an evaluation runs against: the engine's own resolution of the presets and
 * `CIRCUITFORGE_LLM_*` variables (fallbacks included), with the command line's flags taking their
 * place. No stored settings or sealed keys: the evaluation reads only the environment.
 */
export function evalChain(
  env: Readonly<Record<string, string | undefined>>,
  overrides: EndpointOverrides,
): Result<ResolvedChain> {
  const merged: Record<string, string | undefined> = { ...env };
  if (overrides.provider !== undefined) merged[ENV.provider] = overrides.provider;
  if (overrides.model !== undefined) merged[ENV.model] = overrides.model;
  if (overrides.baseURL !== undefined) merged[ENV.baseURL] = overrides.baseURL;
  if (overrides.apiKey !== undefined) merged[ENV.apiKey] = overrides.apiKey;
  return resolveProviderChain({
    env: merged,
    settings: { provider: null, model: '', baseURL: '', fallback: null },
    secret: () => undefined,
  });
}

/** The providers of one run, and the log a recording keeps of them. */
export interface RunProviders {
  /** Same instances on every call: a turn carries on where the last one stopped. */
  readonly providers: () => readonly Provider[];
  /** The responses recorded so far (when recording). */
  readonly recorded?: RecordedResponse[];
}

/** Fresh clients of the configured chain for one run; with `record`, each wrapped to keep what it answers. */
export function liveProviders(configs: readonly ProviderConfig[], record: boolean): RunProviders {
  const clients = configs.map(createProvider);
  if (!record) return { providers: () => clients };
  const recorded: RecordedResponse[] = [];
  const wrapped = clients.map((client) => new RecordingProvider(client, recorded));
  return { providers: () => wrapped, recorded };
}

/** A transcript played through the real loop. */
export function replayProviders(transcript: Transcript): RunProviders {
  const replay = new ReplayProvider(responsesOf(transcript), {
    label: 'Replay',
    model: transcript.recorded?.model ?? 'transcript',
  });
  return { providers: () => [replay] };
}
