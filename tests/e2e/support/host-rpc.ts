import { SETTING_KEYS } from '../../../src/shared/settings';
import type { RunningHost } from './host-process';

/** Calls a channel of a running host directly, as the test (not the page); throws on a failure. */
export async function hostCall<T = unknown>(host: RunningHost, channel: string, input: unknown = {}): Promise<T> {
  const response = await fetch(`${host.origin}/rpc/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${host.token}` },
    body: JSON.stringify(input),
  });
  const answer = (await response.json()) as { success: boolean; data?: T; error?: string };
  if (!answer.success) throw new Error(`${channel} failed: ${answer.error ?? response.status}`);
  return answer.data as T;
}

/**
 * Puts every setting back to its default and forgets every stored key. A host lives as long as its
 * worker, so without this a test would inherit the theme or the provider an earlier one chose.
 */
export async function resetSettings(host: RunningHost): Promise<void> {
  for (const key of SETTING_KEYS) await hostCall(host, 'settings:reset', { key });
  const { secrets } = await hostCall<{ secrets: { name: string }[] }>(host, 'secrets:list');
  for (const { name } of secrets) await hostCall(host, 'secrets:delete', { name });
}
