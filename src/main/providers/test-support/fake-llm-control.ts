import type { FakeDataReply, RecordedRequest } from './fake-llm-types';

/** Drives a fake LLM server running in another process through its control endpoints. */
export interface FakeLlmControl {
  /** Queues replies (functions cannot travel, so only data replies). */
  script(...replies: FakeDataReply[]): Promise<void>;
  /** Every model request the fake has received. */
  requests(): Promise<RecordedRequest[]>;
  /** Lets replies held at `gate` go on (see FakeMessage.holdAt). */
  release(gate: string): Promise<void>;
  /** Drops the queue and the recorded requests. */
  reset(): Promise<void>;
}

/** A control client for the fake at `origin` (e.g. the line the CLI prints). */
export function fakeLlmControl(origin: string): FakeLlmControl {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    if (!response.ok)
      throw new Error(`fake LLM control ${method} ${path} failed (${response.status}): ${JSON.stringify(answer)}`);
    return answer;
  }
  return {
    script: async (...replies) => void (await call('POST', '/__fake/script', replies)),
    requests: async () => (await call('GET', '/__fake/requests')) as RecordedRequest[],
    release: async (gate) => void (await call('POST', '/__fake/release', { gate })),
    reset: async () => void (await call('POST', '/__fake/reset')),
  };
}
