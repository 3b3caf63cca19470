import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../shared/errors';
import { EventBus } from '../events';
import { MemorySettingsStore } from './memory-settings-store';
import type { CipherStatus, SecretCipher } from './secret-cipher';
import { SettingsService } from './settings-service';

/** A reversible stand-in for a real cipher: bytes reversed, with a key generation to rotate. */
function fakeCipher(status: Partial<CipherStatus> = {}) {
  let generation = 1;
  const cipher: SecretCipher & { rotate(): void } = {
    status: () => Promise.resolve({ backend: 'keychain', available: true, secure: true, ...status }),
    encrypt: (plainText) =>
      Promise.resolve(ok(Uint8Array.from([generation, ...new TextEncoder().encode(plainText).reverse()]))),
    decrypt: (data) =>
      Promise.resolve(
        data.length === 0
          ? fail('SECRET_UNREADABLE', 'empty', 'enter it again')
          : ok({
              plainText: new TextDecoder().decode(data.slice(1).reverse()),
              reEncrypt: data[0] !== generation,
            }),
      ),
    rotate: () => void generation++,
  };
  return cipher;
}

describe('SettingsService secrets', () => {
  it('re-seals a secret when the cipher says its key was rotated', async () => {
    const store = new MemorySettingsStore();
    const cipher = fakeCipher();
    const settings = new SettingsService(store, new EventBus(), cipher, () => 42);
    expect(await settings.setSecret('openai.apiKey', 'sk-1')).toEqual({
      success: true,
      data: { name: 'openai.apiKey', hasValue: true, updatedAt: 42 },
    });
    expect(store.readSecret('openai.apiKey')?.data[0]).toBe(1);
    cipher.rotate();
    expect(await settings.readSecret('openai.apiKey')).toEqual({ success: true, data: 'sk-1' });
    expect(store.readSecret('openai.apiKey')?.data[0]).toBe(2);
    expect(store.readSecret('openai.apiKey')?.cipher).toBe('keychain');
  });

  it('does not feed a secret sealed by another method to this cipher', async () => {
    const store = new MemorySettingsStore();
    store.writeSecret({ name: 'openai.apiKey', cipher: 'key-file', data: Uint8Array.of(1, 2), updatedAt: 1 });
    const cipher = fakeCipher();
    const decrypt = vi.spyOn(cipher, 'decrypt');
    const result = await new SettingsService(store, new EventBus(), cipher).readSecret('openai.apiKey');
    expect(result).toMatchObject({ success: false, code: 'SECRET_UNREADABLE' });
    expect(!result.success && result.error).toContain('sealed with key-file; this app uses keychain');
    expect(decrypt).not.toHaveBeenCalled();
  });

  it('refuses to store a secret when the secret store is not available, and reports how safe it is', async () => {
    const settings = new SettingsService(
      new MemorySettingsStore(),
      new EventBus(),
      fakeCipher({ available: false, secure: false, backend: 'basic_text' }),
    );
    expect(await settings.setSecret('openai.apiKey', 'sk')).toMatchObject({
      success: false,
      code: 'SECRET_STORAGE_UNAVAILABLE',
    });
    expect(await settings.secrets()).toEqual({ available: false, secure: false, backend: 'basic_text', secrets: [] });
  });

  it('reads a stored setting that no longer fits its schema as the default', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new MemorySettingsStore();
    store.writeSetting('appearance.theme', '"sepia"');
    store.writeSetting('assistant.toolCallLimit', 'not json');
    expect(new SettingsService(store, new EventBus()).values()).toMatchObject({
      'appearance.theme': 'system',
      'assistant.toolCallLimit': 10,
    });
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
