import type { Result } from '../../shared/errors';

/** Which secret store protects the keys, and whether it really protects them. */
export interface CipherStatus {
  /**
   * Names the method: `keychain`, `dpapi`, Electron's Linux backend (`gnome_libsecret`, `kwallet5`,
   * `basic_text`…), or `key-file` in the browser host. Stored with each secret.
   */
  readonly backend: string;
  readonly available: boolean;
  /**
   * False when encryption is missing or only obfuscation (Electron's `basic_text` on Linux uses a
   * key written in Chromium's source). The settings screen must say so before a key is stored.
   */
  readonly secure: boolean;
}

/**
 * Encrypts secrets (API keys) before they reach the database. The host provides it: Electron's
 * `safeStorage` (src/main/electron/safe-storage-cipher.ts) or, in the browser host, a key file only
 * the user can read (src/main/store/key-file-cipher.ts). Core never sees how.
 */
export interface SecretCipher {
  status(): Promise<CipherStatus>;
  encrypt(plainText: string): Promise<Result<Uint8Array>>;
  /** `reEncrypt` is true when the store rotated its key: encrypt the value again and save it. */
  decrypt(data: Uint8Array): Promise<Result<{ plainText: string; reEncrypt: boolean }>>;
}
