import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSafeStorageCipher, type SafeStorageLike } from './safe-storage-cipher';

/** A stand-in for safeStorage that really encrypts (AES-GCM with a random key), like the OS stores do. */
function fakeSafeStorage(options: { available?: boolean; backend?: string; rotated?: boolean } = {}): SafeStorageLike {
  const key = randomBytes(32);
  return {
    isAsyncEncryptionAvailable: () => Promise.resolve(options.available ?? true),
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptStringAsync(plainText) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Promise.resolve(Buffer.concat([iv, cipher.getAuthTag(), body]));
    },
    decryptStringAsync(encrypted) {
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      const result = Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString('utf8');
      return Promise.resolve({ result, shouldReEncrypt: options.rotated ?? false });
    },
  };
}

describe('createSafeStorageCipher', () => {
  it('round-trips a key, and never stores it in the clear', async () => {
    const cipher = createSafeStorageCipher(fakeSafeStorage(), 'linux');
    const sealed = await cipher.encrypt('sk-test-1234567890');
    expect(sealed.success).toBe(true);
    if (!sealed.success) return;
    expect(Buffer.from(sealed.data).toString('latin1')).not.toContain('sk-test');
    expect(await cipher.decrypt(sealed.data)).toEqual({
      success: true,
      data: { plainText: 'sk-test-1234567890', reEncrypt: false },
    });
  });

  it('asks for re-encryption when the store rotated its key', async () => {
    const cipher = createSafeStorageCipher(fakeSafeStorage({ rotated: true }), 'linux');
    const sealed = await cipher.encrypt('k');
    if (!sealed.success) throw new Error(sealed.error);
    expect(await cipher.decrypt(sealed.data)).toMatchObject({ data: { reEncrypt: true } });
  });

  it.each([
    ['linux', 'gnome_libsecret', true],
    ['linux', 'kwallet6', true],
    ['linux', 'basic_text', false],
    ['linux', 'unknown', false],
    ['darwin', 'ignored', true],
    ['win32', 'ignored', true],
  ] as const)('on %s with backend %s reports secure=%s', async (platform, backend, secure) => {
    const status = await createSafeStorageCipher(fakeSafeStorage({ backend }), platform).status();
    expect(status.secure).toBe(secure);
    expect(status.backend).toBe(platform === 'darwin' ? 'keychain' : platform === 'win32' ? 'dpapi' : backend);
  });

  it('fails with a clear value, not an exception, when encryption is unavailable', async () => {
    const cipher = createSafeStorageCipher(fakeSafeStorage({ available: false }), 'linux');
    expect(await cipher.status()).toEqual({ backend: 'gnome_libsecret', available: false, secure: false });
    expect(await cipher.encrypt('k')).toMatchObject({ success: false, code: 'SECRET_STORAGE_UNAVAILABLE' });
    expect(await cipher.decrypt(new Uint8Array([1, 2, 3]))).toMatchObject({ success: false });
  });

  it('turns a decryption error (a value from another machine) into a failure', async () => {
    const cipher = createSafeStorageCipher(fakeSafeStorage(), 'linux');
    const error = console.error;
    console.error = () => undefined;
    try {
      expect(await cipher.decrypt(randomBytes(40))).toMatchObject({
        success: false,
        code: 'SECRET_STORAGE_UNAVAILABLE',
      });
    } finally {
      console.error = error;
    }
  });
});
