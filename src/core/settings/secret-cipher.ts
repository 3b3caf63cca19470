/**
 * Encrypts secrets (API keys) before they reach the database. The host provides it: Electron's
 * `safeStorage` (the OS keychain), or in the browser host a key file only the user can read
 * (src/main/store/key-file-cipher.ts). Core never sees how.
 */
export interface SecretCipher {
  /** Names the method; stored with each secret, so a secret sealed another way is recognised as such. */
  readonly kind: string;
  encrypt(plain: string): Promise<Uint8Array>;
  /** Throws when the data was not sealed with this cipher's key. */
  decrypt(sealed: Uint8Array): Promise<string>;
}
