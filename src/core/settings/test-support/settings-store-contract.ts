import { expect, it } from 'vitest';
import type { SettingsStore } from '../settings-store';

/** One implementation of {@link SettingsStore} under test; `reopen` gives what the next start sees. */
export interface SettingsHarness {
  readonly store: SettingsStore;
  readonly reopen: () => SettingsStore;
}

/** The behaviour every SettingsStore shares. */
export function settingsStoreContract(open: () => SettingsHarness): void {
  it('writes, overwrites and deletes settings as JSON text, kept for the next start', () => {
    const { store, reopen } = open();
    store.writeSetting('appearance.theme', '"dark"');
    store.writeSetting('assistant.toolCallLimit', '5');
    store.writeSetting('assistant.toolCallLimit', '7');
    store.deleteSetting('appearance.theme');
    store.deleteSetting('never.set');
    expect([...reopen().readSettings()]).toEqual([['assistant.toolCallLimit', '7']]);
  });

  it('keeps sealed secrets byte for byte, lists them without their data, and forgets them', () => {
    const { store, reopen } = open();
    const data = Uint8Array.from([0, 1, 2, 250, 255]);
    store.writeSecret({ name: 'openai.apiKey', cipher: 'test', data, updatedAt: 5 });
    store.writeSecret({ name: 'anthropic.apiKey', cipher: 'test', data: Uint8Array.of(9), updatedAt: 6 });
    data[0] = 99; // the store keeps its own copy
    const again = reopen();
    expect(again.readSecret('openai.apiKey')).toEqual({
      name: 'openai.apiKey',
      cipher: 'test',
      data: Uint8Array.from([0, 1, 2, 250, 255]),
      updatedAt: 5,
    });
    expect(again.listSecrets()).toEqual([
      { name: 'anthropic.apiKey', cipher: 'test', updatedAt: 6 },
      { name: 'openai.apiKey', cipher: 'test', updatedAt: 5 },
    ]);
    expect(again.deleteSecret('openai.apiKey')).toBe(true);
    expect(again.deleteSecret('openai.apiKey')).toBe(false);
    expect(again.readSecret('openai.apiKey')).toBeUndefined();
  });
}
