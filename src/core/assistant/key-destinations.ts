import { PROVIDER_PRESETS, type PresetId } from '../../shared/assistant/presets';
import type { SettingValues } from '../../shared/settings';

/** The settings that say where a stored key was saved to go. */
export type KeySettings = Pick<SettingValues, 'assistant.provider' | 'assistant.baseURL' | 'assistant.fallback'>;

/**
 * Where a preset's stored key may be sent: the preset's own address, and the base URLs saved with
 * it (the provider's address when it is the chosen provider, the fallback's when it is the
 * fallback). Any other address gets the key only when it is given with the request.
 */
export function storedKeyAddresses(preset: PresetId, settings: KeySettings): string[] {
  const addresses = [PROVIDER_PRESETS[preset].baseURL];
  if (settings['assistant.provider'] === preset) addresses.push(settings['assistant.baseURL']);
  const fallback = settings['assistant.fallback'];
  if (fallback?.provider === preset) addresses.push(fallback.baseURL);
  const known = addresses.filter((a): a is string => a !== undefined && a.trim() !== '').map(normaliseAddress);
  return [...new Set(known)];
}

/** Whether a stored key of `preset` may go to `address`. */
export function mayReceiveStoredKey(preset: PresetId, address: string, settings: KeySettings): boolean {
  return storedKeyAddresses(preset, settings).includes(normaliseAddress(address));
}

/** An address as compared: no spaces or trailing slashes, scheme and host in lower case. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/\/+$/, '');
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i.exec(trimmed);
  return match ? `${match[1]!.toLowerCase()}${match[2]}` : trimmed;
}
