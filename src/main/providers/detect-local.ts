import type { LocalServer } from '../../shared/contract/assistant-channels';
import { PROVIDER_PRESETS } from '../../shared/assistant/presets';

/** How long one local server may take to answer before it counts as absent. */
const PROBE_MS = 800;

/**
 * Looks for local model servers on this computer: Ollama (`GET /api/tags`) and LM Studio
 * (`GET /v1/models`). Addresses can be moved with `CIRCUITFORGE_OLLAMA_URL` and
 * `CIRCUITFORGE_LMSTUDIO_URL` (their `/v1` base URLs). A server that does not answer is left out.
 */
export async function detectLocalServers(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<LocalServer[]> {
  const ollama = (env.CIRCUITFORGE_OLLAMA_URL ?? PROVIDER_PRESETS.ollama.baseURL!).replace(/\/+$/, '');
  const lmstudio = (env.CIRCUITFORGE_LMSTUDIO_URL ?? PROVIDER_PRESETS.lmstudio.baseURL!).replace(/\/+$/, '');
  const found = await Promise.all([
    probe(`${ollama.replace(/\/v1$/, '')}/api/tags`, (body) =>
      arrayOf(body, 'models').map((m) => stringField(m, 'name')),
    ).then((models) => models && server('ollama', ollama, models)),
    probe(`${lmstudio}/models`, (body) => arrayOf(body, 'data').map((m) => stringField(m, 'id'))).then(
      (models) => models && server('lmstudio', lmstudio, models),
    ),
  ]);
  return found.filter((s): s is LocalServer => s !== undefined);
}

function server(preset: 'ollama' | 'lmstudio', baseURL: string, models: string[]): LocalServer {
  return { preset, label: PROVIDER_PRESETS[preset].label, baseURL, models: models.filter((m) => m !== '').sort() };
}

async function probe(url: string, read: (body: unknown) => string[]): Promise<string[] | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_MS) });
    if (!response.ok) return undefined;
    return read(await response.json());
  } catch {
    return undefined;
  }
}

function arrayOf(body: unknown, key: string): unknown[] {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value : [];
}

function stringField(value: unknown, key: string): string {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'string' ? field : '';
}
