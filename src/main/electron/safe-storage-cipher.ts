/**
 * API keys at rest, encrypted with the operating system's secret store through Electron's
 * `safeStorage` (Keychain on macOS, DPAPI on Windows, libsecret or KWallet on Linux). Plain code
 * over a structural `safeStorage`, so tests use a fake; main.ts passes the real one.
 * https://www.electronjs.org/docs/latest/api/safe-storage
 */
import type { SecretCipher } from '../../core/settings/secret-cipher';
import { fail, ok } from '../../shared/errors';

/** The part of Electron's `safeStorage` used here (the async API; the sync one is deprecated). */
export interface SafeStorageLike {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
  /** Linux only. */
  getSelectedStorageBackend(): string;
}

const INSECURE_BACKENDS = new Set(['basic_text', 'unknown']);

/** The backend name for a platform. */
export function backendName(
  storage: Pick<SafeStorageLike, 'getSelectedStorageBackend'>,
  platform: NodeJS.Platform,
): string {
  if (platform === 'darwin') return 'keychain';
  if (platform === 'win32') return 'dpapi';
  return storage.getSelectedStorageBackend();
}

function unavailable(what: string, error?: unknown) {
  if (error !== undefined) console.error(`[SECRET_STORAGE_UNAVAILABLE] ${what}`, error);
  return fail(
    'SECRET_STORAGE_UNAVAILABLE',
    `The API key could not be ${what}: the system's secret storage is not available.`,
    process.platform === 'linux'
      ? 'Unlock or install a keyring (GNOME Keyring or KWallet), then try again.'
      : 'Check that you are logged in to your user account, then try again.',
  );
}

/** A {@link SecretCipher} (the interface core defines) over Electron's `safeStorage`. Call it after the app is ready. */
export function createSafeStorageCipher(storage: SafeStorageLike, platform: NodeJS.Platform): SecretCipher {
  return {
    async status() {
      const available = await storage.isAsyncEncryptionAvailable();
      const backend = backendName(storage, platform);
      return { backend, available, secure: available && !INSECURE_BACKENDS.has(backend) };
    },
    async encrypt(plainText) {
      if (!(await storage.isAsyncEncryptionAvailable())) return unavailable('encrypted');
      try {
        return ok(new Uint8Array(await storage.encryptStringAsync(plainText)));
      } catch (error) {
        return unavailable('encrypted', error);
      }
    },
    async decrypt(data) {
      if (!(await storage.isAsyncEncryptionAvailable())) return unavailable('decrypted');
      try {
        const { result, shouldReEncrypt } = await storage.decryptStringAsync(Buffer.from(data));
        return ok({ plainText: result, reEncrypt: shouldReEncrypt });
      } catch (error) {
        return unavailable('decrypted', error);
      }
    },
  };
}
